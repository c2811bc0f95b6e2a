// The publish check: the owner's site with one problem of each kind is listed on its page, each line naming the page
// it shows on and leading to the field that fixes it; the booking links are asked from the browser (answered here
// at the browser's boundary); a save of an entry with a problem says so and still saves.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launch, newContext, PHONE, signIn } from './browser';
import { demoStored, expectMessage, readDoc, trackErrors, writeDoc } from './admin-support';

const SHOTS = '/tmp/h-check-shots';
const LAPTOP = { width: 1366, height: 900 };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** One problem of each kind, stored as hand-edited content is (past the forms' checks). */
async function seedProblems(page: Page) {
  // The demo content is stored on the admin's first read; Your Site's category pages are drawn after it.
  await demoStored(page);
  const fillers = (await readDoc(page, 'images/demo-fillers'))!;
  expect(fillers).not.toBeNull();
  await writeDoc(page, 'images/demo-fillers', { ...fillers, alt: '' });
  const business = (await readDoc(page, 'settings/business-info'))!;
  await writeDoc(page, 'settings/business-info', { ...business, bookingUrl: 'https://book.example.com/spa' });
  const peels = (await readDoc(page, 'treatments/chemical-peels'))!;
  await writeDoc(page, 'treatments/chemical-peels', { ...peels, bookingUrl: 'https://down.example.com/peels' });
  const texts = (await readDoc(page, 'settings/page-texts'))!;
  await writeDoc(page, 'settings/page-texts', { ...texts, testimonials: { note: '' } });
  await writeDoc(page, 'sections/spring', {
    name: 'Spring',
    order: 30,
    isVisible: true,
    block: {
      kind: 'CustomSection',
      elements: [
        { id: 'words', order: 0, type: 'html', content: '<h2>Spring</h2><h4>Peels</h4><p>See <a href="/prices"></a>.</p>' },
        { id: 'book', order: 1, type: 'button', style: 'gold', content: 'Book', href: '/contact' },
      ],
    },
  });
}

/** The count a rule's group shows, once it shows it. */
const group = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}`) });

describe('the publish check', () => {
  it('lists each kind of problem, leads to its field, checks booking links at the browser, and tells of a problem on save', async () => {
    const started = Date.now();
    const context = await newContext(browser, LAPTOP);
    const page = await context.newPage();
    const errors = trackErrors(page);
    // The booking site answers, the other does not; the financing widget's script answers.
    let askedBookingSite = false;
    await page.route('https://book.example.com/**', (route) => {
      askedBookingSite = true;
      return route.fulfill({ status: 200, body: 'ok' });
    });
    await page.route('https://down.example.com/**', (route) => route.abort('connectionrefused'));
    await page.route('https://widget.cherry.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await signIn(page);
    await seedProblems(page);

    await page.getByRole('link', { name: 'Publish Check' }).click();
    await page.getByRole('heading', { name: 'Publish Check', level: 1 }).waitFor();
    const alt = group(page, 'Pictures without alt text');
    await alt.getByText('Picture without alt text: Treatment “Dermal Fillers”, Image URL').waitFor();
    await alt.getByText('On /injectables/dermal-fillers').waitFor();
    await group(page, 'Links without a name').getByText('A link without words in Section “Spring”, Elements 1').waitFor();
    await group(page, 'Headings out of order').getByText(/A level 4 heading follows level 2 in Section “Spring”/).waitFor();
    await group(page, 'Text and buttons below AA contrast').getByText(/A button in the style “Gold” has a contrast of 3\.1:1/).waitFor();
    await group(page, 'Testimonials without a results note').getByText(/Testimonials are shown without a results note/).waitFor();
    const links = group(page, 'Booking and financing links');
    // Asked once every address is known (the content arrives entity by entity), and answered.
    await expect.poll(() => askedBookingSite, { timeout: 10000 }).toBe(true);
    await links.getByText('Checking…').waitFor({ state: 'detached' });
    await links.getByText('https://down.example.com/peels does not answer: Treatment “Chemical Peels”, Booking Address').waitFor();
    await links.getByText('(1)').waitFor();
    expect(await links.getByText(/book\.example\.com|widget\.cherry\.com/).count()).toBe(0);
    await page.getByRole('status').getByText('7 things to fix.').waitFor();

    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/publish-check-1366.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/publish-check-390.png`, fullPage: true });
    await page.setViewportSize(LAPTOP);

    // Booking sites answering again (the one that was down is back) clear the list when asked again.
    await page.unroute('https://down.example.com/**');
    await page.route('https://down.example.com/**', (route) => route.fulfill({ status: 200, body: 'ok' }));
    await page.getByRole('button', { name: 'Check links again' }).click();
    await links.getByText('(0)').waitFor();
    await links.getByText('None.').waitFor();

    // A line leads to its field: the results note, in its form over the home page, with the cursor in it.
    await group(page, 'Testimonials without a results note').getByRole('link', { name: /^Fix Results note/ }).click();
    await page.waitForURL(/\/admin\/edit\/\?entity=page-texts&field=testimonials\.note$/);
    await page.locator('#page-page-texts-field-testimonials-note:focus').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('page-page-texts-field-testimonials-note');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();

    // A custom section's button: its element's style, in the Section Creator.
    await page.goto('/admin/dashboard/publish-check');
    await group(page, 'Text and buttons below AA contrast').getByRole('link', { name: /^Fix Style/ }).click();
    await page.waitForURL(/section-creator\?open=spring&element=book&field=style$/);
    await page.locator('select[id$="-style"]:focus').waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.value)).toBe('gold');

    // A library picture: its details, where its alt text is written.
    await page.goto('/admin/dashboard/publish-check');
    await alt.getByRole('link', { name: /^Fix Alt text of “fillers\.svg”/ }).first().click();
    await page.getByRole('dialog', { name: 'Image details' }).getByLabel('Alt text').waitFor();

    // A save of an entry with a picture without alt text says so, and the entry is saved.
    await page.goto('/admin/dashboard/treatments');
    await page.getByRole('button', { name: 'Edit Botox & Neurotoxins' }).click();
    await page.getByLabel('Image URL', { exact: true }).fill('/demo/botox-before.jpg');
    await page.getByRole('button', { name: 'Update Treatment' }).click();
    await expectMessage(page, 'Saved, with one thing to fix before it goes live: Picture without alt text: Treatment “Botox & Neurotoxins”, Image URL.', 'status');
    expect((await readDoc(page, 'treatments/botox'))?.image).toBe('/demo/botox-before.jpg');

    expect(errors).toEqual([]);
    await context.close();
    console.log(`admin-publish-check: ${Date.now() - started} ms`);
  });
});
