// The contact form: what it sends to the form service (multipart), the sending overlay, success and failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request, Route } from 'playwright-core';
import { axeViolations, launch, newContext, PHONE } from './browser';
import { viewportShot, waitForSite } from './site-helpers';

const ENDPOINT = 'https://api.web3forms.com/submit';
const SUCCESS = 'Thank you for your message. We will get back to you soon!';
const FAILURE = 'Failed to send message. Please try again.';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let handler: (route: Route) => Promise<void> | void = (route) => route.abort();
const consoleErrors: string[] = [];

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, PHONE);
  await context.route(ENDPOINT, (route) => handler(route));
  page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  await page.goto('/contact');
  await waitForSite(page);
});
afterAll(async () => {
  await browser?.close();
});

/** The fields of a multipart/form-data body, in order. */
function multipartFields(request: Request): Array<[string, string]> {
  const type = request.headers()['content-type'] ?? '';
  const boundary = /boundary=(.+)$/.exec(type)?.[1];
  if (!type.startsWith('multipart/form-data') || !boundary) throw new Error(`Not multipart: ${type}`);
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [head = '', ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      const name = /name="([^"]+)"/.exec(head)?.[1] ?? '';
      return [name, rest.join('\r\n\r\n').replace(/\r\n$/, '')] as [string, string];
    });
}

/** Fills the form as a person does: a send within 2 s of starting it is taken for a bot's (see site-enquiry). */
async function fill(values: { name?: string; email?: string; phone?: string; message?: string }) {
  await page.getByLabel('Name', { exact: true }).fill(values.name ?? '');
  await page.getByLabel('Email', { exact: true }).fill(values.email ?? '');
  await page.getByLabel('Phone (optional)').fill(values.phone ?? '');
  await page.getByLabel('Message', { exact: true }).fill(values.message ?? '');
  await page.waitForTimeout(2100);
}

const status = () => page.locator('form p[role="status"]');

/** The status text's colour as [r, g, b], whatever colour space the browser reports it in. */
const statusRgb = () =>
  status().evaluate((p) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.fillStyle = getComputedStyle(p).color;
    ctx.fillRect(0, 0, 1, 1);
    return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  });
const isGreen = ([r = 0, g = 0, b = 0]: number[]) => g > r + 30 && g > b + 20;
const submit = () => page.getByRole('button', { name: 'Send Message' });

describe('the contact form', () => {
  it('posts name, email, message with the phone line and the access key as multipart, blocks while sending, then thanks and resets', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const requests: Request[] = [];
    handler = async (route) => {
      requests.push(route.request());
      await held;
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, message: 'Email sent successfully!' }) });
    };
    await fill({ name: 'Jane Doe', email: 'jane@example.com', phone: '+1 (480) 555-0100', message: 'I would like to book a HydraFacial.' });
    await submit().click();

    const overlay = page.getByRole('alert').filter({ hasText: 'Sending your message...' });
    await overlay.waitFor();
    expect(await overlay.textContent()).toBe('Sending your message...');
    expect(await page.locator('form button[type="submit"]').isDisabled()).toBe(true);
    await viewportShot(page, 'site-contact-sending-phone');

    // The enquiry is stored first (see site-enquiry), then forwarded while the overlay shows.
    await expect.poll(() => requests.length, { timeout: 10000 }).toBe(1);
    const request = requests[0]!;
    expect(request.method()).toBe('POST');
    expect(multipartFields(request)).toEqual([
      ['name', 'Jane Doe'],
      ['email', 'jane@example.com'],
      ['message', 'I would like to book a HydraFacial.\r\n\r\nPhone: +1 (480) 555-0100'],
      ['access_key', ''],
    ]);

    release();
    await expect.poll(() => status().textContent()).toBe(SUCCESS);
    expect(isGreen(await statusRgb())).toBe(true);
    expect(await overlay.count()).toBe(0);
    expect(await submit().isDisabled()).toBe(false);
    for (const label of ['Name', 'Email', 'Message']) expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Phone (optional)').inputValue()).toBe('');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the service’s own message on failure, keeps what was typed and logs the error', async () => {
    handler = (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Invalid access key' }) });
    consoleErrors.length = 0;
    await fill({ name: 'Jane Doe', email: 'jane@example.com', message: 'Hello there' });
    const sent = page.waitForRequest(ENDPOINT);
    await submit().click();
    const request = await sent;
    // No phone given: no Phone line.
    expect(multipartFields(request).find(([n]) => n === 'message')?.[1]).toBe('Hello there');
    await expect.poll(() => status().textContent()).toBe('Invalid access key');
    expect(isGreen(await statusRgb())).toBe(false);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Jane Doe');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('jane@example.com');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('Hello there');
    expect(consoleErrors.some((e) => e.includes('Contact form'))).toBe(true);
  });

  it('says "Failed to send message. Please try again." when the service cannot be reached', async () => {
    handler = (route) => route.abort();
    consoleErrors.length = 0;
    await submit().click();
    await expect.poll(() => status().textContent()).toBe(FAILURE);
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('Hello there');
    expect(consoleErrors.some((e) => e.includes('Contact form failed'))).toBe(true);
  });

  it('refuses a phone with letters and missing required fields without sending anything', async () => {
    const requests: Request[] = [];
    handler = (route) => {
      requests.push(route.request());
      return route.abort();
    };
    await fill({ name: 'Jane Doe', email: 'jane@example.com', phone: '480-555-CALL', message: 'Hi' });
    await submit().click();
    expect(await page.getByLabel('Phone (optional)').evaluate((i: HTMLInputElement) => i.validity.patternMismatch)).toBe(true);
    for (const ok of ['+1 (480) 555-0100', '480 555 0100', '']) {
      await page.getByLabel('Phone (optional)').fill(ok);
      expect(await page.getByLabel('Phone (optional)').evaluate((i: HTMLInputElement) => i.validity.valid), ok).toBe(true);
    }
    await fill({ name: '', email: 'jane@example.com', message: 'Hi' });
    await submit().click();
    expect(await page.getByLabel('Name', { exact: true }).evaluate((i: HTMLInputElement) => i.validity.valueMissing)).toBe(true);
    await fill({ name: 'Jane', email: 'not-an-email', message: 'Hi' });
    await submit().click();
    expect(await page.getByLabel('Email', { exact: true }).evaluate((i: HTMLInputElement) => i.validity.typeMismatch)).toBe(true);
    await fill({ name: 'Jane', email: 'jane@example.com', message: '' });
    await submit().click();
    expect(await page.getByLabel('Message', { exact: true }).evaluate((i: HTMLTextAreaElement) => i.validity.valueMissing)).toBe(true);
    expect(requests).toHaveLength(0);
  });
});
