// Edit on the page: the owner's own site with an Edit switch, each text, picture, card and section opening its
// entry's form (beside the page on a laptop, a sheet on a phone), the page following what is typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launch, newContext, PHONE, screenshot, signIn } from './browser';
import { expectMessage, readCollection, readDoc, trackErrors } from './admin-support';
import { waitForSite } from './site-helpers';

const LAPTOP = { width: 1366, height: 900 };
/** A photo as a phone's camera gives it (a tiny PNG here). */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGO4MKEBiBggFAA1zgeBg/MuQQAAAABJRU5ErkJggg==', 'base64');
/** The marks that tie the owner's page to its content: format characters no font draws. */
const MARKS = /[\u200b-\u200d\u2060-\u2063]/g;
const shown = (text: string | null) => (text ?? '').replace(MARKS, '').trim();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function openEditor(page: Page, path = '/') {
  await signIn(page);
  if (path === '/') await page.getByRole('link', { name: 'Edit on the Page' }).click();
  else await page.goto(`/admin/edit${path}`);
  await page.getByRole('switch', { name: 'Edit' }).waitFor();
}

async function storedSectionNames(page: Page) {
  const docs = await readCollection(page, 'sections');
  return docs.sort((a, b) => (a.data.order as number) - (b.data.order as number)).map((d) => `${d.data.name as string}${d.data.isVisible ? '' : ' (hidden)'}`);
}

describe('edit on the page', () => {
  it('changes the hero headline on the page itself on a laptop: live as she types, published on save, and visitors get none of the editor', async () => {
    const context = await newContext(browser, LAPTOP);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await openEditor(page);
    const headline = page.getByRole('button', { name: 'Edit Headline (Hero)' });
    await headline.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The tab's title is the page's, without the editor's invisible marks.
    await expect.poll(() => page.title()).toContain('Lumière Med Spa');
    expect(await page.title()).not.toMatch(MARKS);

    await headline.click();
    await page.getByRole('heading', { name: 'Section: Hero' }).waitFor();
    const field = page.getByLabel('Headline', { exact: true });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await field.fill('Radiance, Unhurried');
    const pageHeading = page.locator('main h1').first();
    await expect.poll(async () => shown(await pageHeading.textContent())).toBe('Radiance, Unhurried');
    expect(await page.getByText('Unsaved changes').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'page-editor-hero-laptop');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectMessage(page, 'Section updated successfully!', 'status');
    await page.getByRole('heading', { name: 'Section: Hero' }).waitFor({ state: 'detached' });
    expect(((await readDoc(page, 'sections/hero'))?.block as { headline?: string }).headline).toBe('Radiance, Unhurried');
    await page.getByText(/^Live$/).waitFor();

    // A visitor's tab (on this browser, which holds the local backend's content): the new headline, and nothing of
    // the editor (no marks in the page, none of its code loaded).
    const tab = await context.newPage();
    const scripts: string[] = [];
    tab.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await tab.goto('/');
    await waitForSite(tab);
    await expect.poll(() => tab.locator('h1').first().textContent()).toBe('Radiance, Unhurried');
    expect(await tab.content()).not.toMatch(MARKS);
    expect(scripts.filter((s) => /owner-app|page-editor|admin/.test(s))).toEqual([]);

    // Undo from the save's message puts the headline back, and the undo's own message brings the change back.
    const headlineStored = async () => ((await readDoc(page, 'sections/hero'))?.block as { headline?: string }).headline;
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    // The undo's message says once it is stored; the visitor's tab follows once it is published.
    await expectMessage(page, 'Change undone.', 'status');
    expect(await headlineStored()).toBe('Discover Your Natural Beauty');
    await expect.poll(async () => shown(await pageHeading.textContent())).toBe('Discover Your Natural Beauty');
    await tab.getByRole('heading', { level: 1, name: 'Discover Your Natural Beauty', exact: true }).first().waitFor();
    expect(await tab.locator('h1').first().textContent()).toBe('Discover Your Natural Beauty');
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    // The visitor's tab shows it once it is published, after it is stored.
    await tab.getByRole('heading', { level: 1, name: 'Radiance, Unhurried', exact: true }).first().waitFor();
    expect(await headlineStored()).toBe('Radiance, Unhurried');
    expect(await tab.locator('h1').first().textContent()).toBe('Radiance, Unhurried');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a treatment from its card in a sheet on a touch phone: thumb-sized targets, the card following the typing, Cancel putting it back', async () => {
    const context = await newContext(browser, PHONE, { touch: true });
    const page = await context.newPage();
    await openEditor(page, '/services');
    const description = page.getByRole('button', { name: /^Edit Description \(Botox & Neurotoxins\)$/ });
    await description.waitFor();
    const sizes = await page.locator('button[aria-label^="Edit "]').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
    expect(sizes.length).toBeGreaterThan(20);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(44);
    expect(await axeViolations(page)).toEqual([]);

    const card = page.locator('main article, main li').filter({ hasText: 'Botox & Neurotoxins' }).first();
    const before = shown(await card.textContent());
    await description.tap();
    await page.getByRole('heading', { name: 'Treatment: Botox & Neurotoxins' }).waitFor();
    const field = page.getByLabel('Description', { exact: true });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await field.press('End');
    await field.pressSequentially(' Ten minutes.');
    await expect.poll(async () => shown(await card.textContent())).toContain('rested look. Ten minutes.');
    // The sheet leaves what was chosen in sight above it.
    const sheetTop = (await page.locator('aside').boundingBox())!.y;
    const chosenBox = (await page.getByRole('button', { name: /^Edit Description \(Botox/ }).boundingBox())!;
    expect(chosenBox.y).toBeLessThan(sheetTop);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'page-editor-treatment-phone');

    await page.getByRole('button', { name: 'Cancel', exact: true }).tap();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).tap();
    await expect.poll(async () => shown(await card.textContent())).toBe(before);
    // Focus is back on what opened the form.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Edit Description (Botox & Neurotoxins)');
    expect((await readCollection(page, 'treatments')).find((t) => t.data.title === 'Botox & Neurotoxins')?.data.description).not.toContain('Ten minutes');

    // With the switch off, the page is the site: its links move between its pages, here.
    await page.getByRole('switch', { name: 'Edit' }).tap();
    expect(await page.locator('button[aria-label^="Edit "]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('main a[href="/injectables/botox"]').first().tap();
    await page.waitForURL(/\/admin\/edit\/injectables\/botox$/);
    await context.close();
  });

  it('shows an item’s dialog at its address, its texts each opening the form at their field, and closes it to its list', async () => {
    const context = await newContext(browser, LAPTOP);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await openEditor(page, '/injectables/botox');
    const dialog = page.getByRole('dialog', { name: 'Botox & Neurotoxins' });
    await dialog.waitFor();
    // The page's name in the bar is the item's; what can be chosen is what the dialog shows, not the page under it.
    await expect.poll(() => page.getByLabel('Page', { exact: true }).evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe('Botox & Neurotoxins');
    const long = page.getByRole('button', { name: 'Edit Long Description (Botox & Neurotoxins)' });
    await long.waitFor();
    expect(await page.getByRole('button', { name: /^Edit Title \(Injectables\)$/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'page-editor-item-laptop');

    await long.click();
    await page.getByRole('heading', { name: 'Treatment: Botox & Neurotoxins' }).waitFor();
    const field = page.getByRole('textbox', { name: 'Long Description' });
    await expect.poll(() => field.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await field.press('ControlOrMeta+End');
    await field.pressSequentially(' Ask about touch-ups.');
    await expect.poll(async () => shown(await dialog.textContent())).toContain('three to four months. Ask about touch-ups.');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('button', { name: 'Discard', exact: true }).click();
    await expect.poll(async () => shown(await dialog.textContent())).not.toContain('touch-ups');

    // Its close button, in edit mode the editor's own: back to the category's page, the dialog closed.
    await page.getByRole('button', { name: 'Close Botox & Neurotoxins' }).click();
    await page.waitForURL(/\/admin\/edit\/injectables$/);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /^Edit Title \(Injectables\)$/ }).waitFor();

    // With the switch off, the card opens the dialog here, and its × closes it.
    await page.getByRole('switch', { name: 'Edit' }).click();
    await page.locator('main a[href="/injectables/botox"]').first().click();
    await page.waitForURL(/\/admin\/edit\/injectables\/botox$/);
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(/\/admin\/edit\/injectables$/);
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks which version to keep when another device saved the same text while she typed on the page', async () => {
    const context = await newContext(browser, PHONE, { touch: true });
    const [mine, theirs] = [await context.newPage(), await context.newPage()];
    const errors = trackErrors(mine);
    await openEditor(mine, '/injectables');
    await mine.getByRole('button', { name: 'Edit Description (Botox & Neurotoxins)' }).tap();
    const myField = mine.getByLabel('Description', { exact: true });
    await expect.poll(() => myField.evaluate((el) => el === document.activeElement)).toBe(true);
    await myField.fill('Typed on the page.');
    // The other device: the same entry's form in the page editor, saved first.
    await theirs.goto('/admin/edit/injectables');
    await theirs.getByRole('button', { name: 'Edit Description (Botox & Neurotoxins)' }).tap();
    const theirField = theirs.getByLabel('Description', { exact: true });
    // Once the form has put the cursor in the field (at the end of the text), as she would see it before typing.
    await expect.poll(() => theirField.evaluate((el) => el === document.activeElement)).toBe(true);
    await theirField.fill('Saved elsewhere.');
    await theirs.getByRole('button', { name: 'Save Changes' }).tap();
    await expectMessage(theirs, 'Treatment updated successfully!', 'status');

    await mine.bringToFront();
    await mine.getByRole('button', { name: 'Save Changes' }).tap();
    const conflict = mine.getByRole('dialog', { name: 'Changed in another tab or device' });
    await conflict.waitFor();
    expect(shown(await conflict.textContent())).toContain('Your versionTyped on the page.');
    expect(shown(await conflict.textContent())).toContain('Saved versionSaved elsewhere.');
    expect(await axeViolations(mine)).toEqual([]);
    await conflict.getByRole('button', { name: 'Keep mine' }).tap();
    await expectMessage(mine, 'Treatment updated successfully!', 'status');
    await expect.poll(async () => (await readCollection(mine, 'treatments')).find((t) => t.data.title === 'Botox & Neurotoxins')?.data.description).toBe('Typed on the page.');
    // The other device's page follows.
    await expect.poll(async () => shown(await theirs.locator('.pe-site main').textContent())).toContain('Typed on the page.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('uploads a photo from a touch phone into a new offer from the offer’s own form, its alt text asked there', async () => {
    const context = await newContext(browser, PHONE, { touch: true });
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/admin/dashboard/specials');
    await page.getByRole('heading', { name: 'Add New Special Offer' }).waitFor();
    await page.getByLabel('Title').fill('Spring Glow Facial');
    await page.getByLabel('Valid Until').fill('May 31, 2027');
    await page.getByLabel('Promo Code').fill('SPRING27');
    await page.getByLabel('Description').fill('A brightening facial with a gift to take home.');
    await page.getByRole('button', { name: /^Choose from Image Library/ }).first().tap();
    const picker = page.getByRole('dialog', { name: 'Choose Image URL' });
    // The wording of a touch screen, where the camera is one of the choices.
    await picker.getByLabel('Tap to choose photos').setInputFiles([{ name: 'IMG_2041.png', mimeType: 'image/png', buffer: PHOTO }]);
    await picker.getByRole('heading', { name: 'Describe the new image' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await picker.getByLabel(/^Alt text for /).fill('A glowing facial treatment');
    await picker.getByRole('button', { name: 'Save alt text' }).tap();
    await picker.waitFor({ state: 'detached' });
    const image = (await readCollection(page, 'images')).find((d) => d.data.alt === 'A glowing facial treatment')!;
    expect(await page.getByLabel('Image URL').inputValue()).toBe(image.data.url);
    await page.getByRole('button', { name: 'Add Special Offer' }).tap();
    await expectMessage(page, 'Special offer added successfully!', 'status');
    expect((await readCollection(page, 'specials')).find((d) => d.data.title === 'Spring Glow Facial')?.data.image).toBe(image.data.url);
    await context.close();
  });

  it('moves, hides and shows home-page sections from the page', async () => {
    const context = await newContext(browser, LAPTOP);
    const page = await context.newPage();
    await openEditor(page);
    await page.getByRole('button', { name: 'Edit section Welcome' }).click();
    await page.getByRole('heading', { name: 'Section: Welcome' }).waitFor();
    await page.getByRole('button', { name: 'Move down' }).click();
    await expect.poll(() => storedSectionNames(page)).toEqual(['Hero', 'Services', 'Welcome', 'Special Offers', 'Treatment Benefits', 'Expertise', 'Testimonials', 'Contact']);
    // The page shows the new order: the Services section's heading before the Welcome section's.
    await expect
      .poll(() => page.evaluate(() => !!(document.querySelector('#welcome-heading')!.compareDocumentPosition(document.querySelector('#services-heading')!) & Node.DOCUMENT_POSITION_PRECEDING)))
      .toBe(true);

    await page.getByRole('button', { name: 'Hide section' }).click();
    await page.getByRole('heading', { name: 'Section: Welcome' }).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('button', { name: 'Edit section Welcome' }).count()).toBe(0);
    expect(await storedSectionNames(page)).toContain('Welcome (hidden)');

    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('button', { name: 'Show Welcome' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Edit section Welcome' }).count()).toBe(1);
    expect(await storedSectionNames(page)).toContain('Welcome');

    // Each section's own tools, with the keyboard: hiding says so, with Undo; moving passes the shown section
    // next to it, a hidden one between them keeping its place.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
    await page.getByRole('button', { name: 'Hide Welcome' }).focus();
    await page.keyboard.press('Enter');
    await expectMessage(page, 'Welcome is hidden from the home page.', 'status');
    // The focus goes to "Add section", which can show it again.
    await expect.poll(focused).toBe('Add section');
    const up = page.getByRole('button', { name: 'Move Special Offers up' });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => storedSectionNames(page)).toEqual(['Hero', 'Special Offers', 'Services', 'Welcome (hidden)', 'Treatment Benefits', 'Expertise', 'Testimonials', 'Contact']);
    // The focus stays on the button as the tools are drawn at the section's new place; at the top it says it
    // cannot move further, and keeps the focus.
    await expect.poll(focused).toBe('Move Special Offers up');
    await page.keyboard.press('Enter');
    await expect.poll(() => storedSectionNames(page)).toEqual(['Special Offers', 'Hero', 'Services', 'Welcome (hidden)', 'Treatment Benefits', 'Expertise', 'Testimonials', 'Contact']);
    await expect.poll(() => up.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await focused()).toBe('Move Special Offers up');
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => storedSectionNames(page)).toEqual(['Special Offers', 'Hero', 'Services', 'Welcome', 'Treatment Benefits', 'Expertise', 'Testimonials', 'Contact']);
    await expect.poll(() => page.getByRole('button', { name: 'Edit section Welcome' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
