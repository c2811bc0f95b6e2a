// The contact form keeps every enquiry for the owner: stored in this browser's database (the local backend) before
// it is forwarded, kept when the form service cannot be reached, not stored twice when sent again; a bot's is
// refused and stored nowhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { axeViolations, launch, newContext, PHONE, signIn } from './browser';
import { waitForSite } from './site-helpers';
import { readCollection } from './admin-support';

const ENDPOINT = 'https://api.web3forms.com/submit';
const SUCCESS = 'Thank you for your message. We will get back to you soon!';
const FAILURE = 'Failed to send message. Please try again.';
const TOO_QUICK = 'That was quick! Please check your message, then send it again.';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let handler: (route: Route) => Promise<void> | void = (route) => route.abort();
let forwards = 0;

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser, PHONE);
  await context.route(ENDPOINT, (route) => {
    forwards += 1;
    return handler(route);
  });
  page = await context.newPage();
  await page.goto('/contact');
  await waitForSite(page);
});
afterAll(async () => {
  await browser?.close();
});

/** The enquiries stored in this browser's database, as the owner's inbox reads them. */
async function storedEnquiries(): Promise<Array<Record<string, unknown>>> {
  return (await readCollection(page, 'enquiries')).map((d) => d.data);
}

/** Waits up to 15 s: a send loads its code and writes the database first, which a busy machine makes slow. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15000 });

const status = () => page.locator('form p[role="status"]');
const submit = () => page.getByRole('button', { name: 'Send Message' });
const message = () => page.getByLabel('Message', { exact: true });

async function fill(text: string) {
  await page.getByLabel('Name', { exact: true }).fill('Jane Doe');
  await page.getByLabel('Email', { exact: true }).fill('jane@example.com');
  await page.getByLabel('Phone (optional)').fill('480 555 0100');
  await message().fill(text);
}

describe('the enquiries inbox, from the contact form', () => {
  it('stores an enquiry the form service cannot take, keeps the visitor’s text, and stores it once however often she sends it', async () => {
    handler = (route) => route.abort();
    await fill('May I book a consultation on Friday?');
    await page.getByRole('checkbox', { name: /text messages/ }).check();
    await page.waitForTimeout(2100);
    await submit().click();
    await poll(() => status().textContent()).toBe(FAILURE);
    expect(await message().inputValue()).toBe('May I book a consultation on Friday?');
    let stored = await storedEnquiries();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '480 555 0100',
      message: 'May I book a consultation on Friday?',
      page: '/contact',
      forwarded: false,
      forwardError: FAILURE,
    });
    const consent = await page.getByRole('checkbox', { name: /text messages/ }).evaluate((box) => box.closest('label')!.textContent);
    expect(stored[0]!.smsConsent).toBe(consent);

    await submit().click();
    await poll(() => forwards).toBe(2);
    await poll(() => status().textContent()).toBe(FAILURE);
    expect(await storedEnquiries()).toHaveLength(1);

    handler = (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, message: 'Email sent successfully!' }) });
    await submit().click();
    await poll(() => status().textContent()).toBe(SUCCESS);
    stored = await storedEnquiries();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ message: 'May I book a consultation on Friday?', forwarded: true });
    expect(await message().inputValue()).toBe('');
  });

  it('refuses a bot’s enquiry, the hidden field filled, and stores and forwards it nowhere', async () => {
    const before = forwards;
    await fill('Cheap followers!');
    await page.locator('input[name="botcheck"]').evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
    await page.waitForTimeout(2100);
    await submit().click();
    await poll(() => status().textContent()).toBe(FAILURE);
    expect(forwards).toBe(before);
    expect((await storedEnquiries()).map((e) => e.message)).toEqual(['May I book a consultation on Friday?']);
  });

  it('refuses a send made at once after the page loaded (a bot’s speed), however slowly the code that sends loads, says so and keeps the text; sent again, it goes', async () => {
    const fresh = await context.newPage();
    // The code that sends loads slowly, as on a phone's connection: the time is taken when Send is pressed.
    await fresh.route(/\/assets\/send-enquiry-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    try {
      await fresh.goto('/contact', { waitUntil: 'load' });
      await waitForSite(fresh);
      const before = forwards;
      // As a script fills and sends a form: in one go, the time between the first keystroke and the send nil
      // however busy the machine is.
      await fresh.getByRole('form', { name: 'Contact form' }).evaluate((form: HTMLFormElement) => {
        const values: Record<string, string> = { name: 'Quick Bot', email: 'bot@example.com', message: 'Too fast' };
        for (const [name, value] of Object.entries(values)) {
          const field = form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;
          const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
          setter.call(field, value);
          field.dispatchEvent(new Event('input', { bubbles: true }));
        }
        form.requestSubmit();
      });
      await poll(() => fresh.locator('form p[role="status"]').textContent()).toBe(TOO_QUICK);
      expect(forwards).toBe(before);
      expect((await storedEnquiries()).map((e) => e.message)).toEqual(['May I book a consultation on Friday?']);
      expect(await fresh.getByLabel('Message', { exact: true }).inputValue()).toBe('Too fast');
      await fresh.waitForTimeout(2100);
      await fresh.getByRole('button', { name: 'Send Message' }).click();
      await poll(() => fresh.locator('form p[role="status"]').textContent()).toBe(SUCCESS);
      expect((await storedEnquiries()).map((e) => e.message).sort()).toEqual(['May I book a consultation on Friday?', 'Too fast']);
    } finally {
      await fresh.close();
    }
  });

  it('shows the owner her enquiries, new ones counted beside the sidebar entry, and marks one handled', async () => {
    const admin = await context.newPage();
    try {
      // The same browser (its database holds the enquiries), on a desktop screen where the sidebar is open.
      await admin.setViewportSize({ width: 1280, height: 900 });
      await signIn(admin);
      const entry = admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Enquiries/ });
      await poll(() => entry.textContent()).toMatch(/^Enquiries\s*2 new$/);
      await entry.click();
      await admin.getByRole('heading', { level: 1, name: 'Enquiries' }).waitFor();
      const items = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { level: 2 }) });
      await poll(() => items.count()).toBe(2);
      const friday = admin.getByRole('listitem', { name: 'Enquiry from Jane Doe' });
      expect(await friday.innerText()).toContain('May I book a consultation on Friday?');
      expect(await friday.innerText()).toContain('Agreed to text messages');
      await friday.getByRole('button', { name: 'Mark as handled' }).click();
      await poll(() => entry.textContent()).toMatch(/^Enquiries\s*1 new$/);
      expect(await axeViolations(admin)).toEqual([]);
    } finally {
      await admin.close();
    }
  });
});
