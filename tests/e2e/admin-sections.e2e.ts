import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newContext, signIn } from './browser';
import { answerDialog, demoStored, expectMessage, failWith, readCollection, readDoc, trackErrors, waitForLive, withLocalDb, type LocalDbPage } from './admin-support';
import { readPublished, waitForSite } from './site-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const DEFAULT_NAMES = ['Hero', 'Welcome', 'Services', 'Special Offers', 'Treatment Benefits', 'Expertise', 'Testimonials', 'Contact'];
/** The names in the list's rows (not the headings of an open preview). */
const listedSections = (page: Page) => page.locator('main ol > li > div:first-child h2').allInnerTexts();

type Stored = { id: string; data: Record<string, unknown> };
type StoredBlock = { kind: string; elements?: El[] } & Record<string, unknown>;
type El = { id: string; type: string; content: string; order: number; style?: string; href?: string };

const blockOf = (data: Record<string, unknown> | null | undefined) => (data?.block as StoredBlock | undefined) ?? null;

async function storedSectionNames(page: Page) {
  const docs = await readCollection(page, 'sections');
  return docs.sort((a, b) => (a.data.order as number) - (b.data.order as number)).map((d) => d.data.name as string);
}

/** The stored custom sections: sections whose block is a CustomSection. */
async function customSections(page: Page): Promise<Stored[]> {
  return (await readCollection(page, 'sections')).filter((d) => blockOf(d.data)?.kind === 'CustomSection');
}

/** Empty the sections collection straight in IndexedDB, as a fresh project would have it. */
async function clearSections(page: Page) {
  await withLocalDb(page);
  await page.evaluate(async () => {
    const db = await (globalThis as LocalDbPage).medspaDb();
    const tx = db.transaction('docs', 'readwrite');
    const store = tx.objectStore('docs');
    const keys = store.index('parent').getAllKeys('sections');
    keys.onsuccess = () => keys.result.forEach((k) => store.delete(k));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  });
}

describe('Manage Sections and Section Creator', () => {
  it('seeds the default sections, toggles visibility and reorders in place', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await signIn(page);
    // Cleared once the demo content is stored, so that it is this page, not the demo, that seeds the defaults.
    await demoStored(page);
    await clearSections(page);
    await page.getByRole('link', { name: 'Manage Sections' }).click();
    // Each default is drawn once it is stored (they are written at once, in no set order).
    for (const name of DEFAULT_NAMES) await page.getByRole('button', { name: `Edit ${name}`, exact: true }).waitFor();
    expect(await listedSections(page)).toEqual(DEFAULT_NAMES);
    const seeded = await readCollection(page, 'sections');
    expect(seeded.map((d) => d.id).sort()).toEqual(['contact', 'expertise', 'hero', 'services', 'special-offers', 'testimonials', 'treatments', 'welcome']);
    // Each section carries its block, with the site's wording as the block's texts. Its revision count (absent,
    // or 1 when the seed was written as a first revision) is the storage layer's, not the section's content.
    const { rev, ...treatments } = seeded.find((d) => d.id === 'treatments')?.data ?? {};
    expect([undefined, 1]).toContain(rev);
    // (Which treatments it shows is the demo's choice or the default one; its texts are the site's.)
    expect(treatments).toMatchObject({
      name: 'Treatment Benefits',
      order: 5,
      isVisible: true,
      block: { kind: 'Treatments', eyebrow: 'Results You Will Love', title: 'Treatment Benefits', bookLabel: 'Book Treatment' },
    });
    expect(Object.keys(treatments).sort()).toEqual(['block', 'isVisible', 'name', 'order']);
    expect(blockOf(seeded.find((d) => d.id === 'hero')?.data)).toMatchObject({ kind: 'Hero', headline: 'Discover Your Natural Beauty', buttonLabel: 'Book Appointment' });

    await page.getByRole('button', { name: 'Hide Welcome' }).click();
    await page.getByRole('button', { name: 'Show Welcome' }).waitFor();
    expect((await readDoc(page, 'sections/welcome'))?.isVisible).toBe(false);
    // The block is kept as it was.
    expect(blockOf(await readDoc(page, 'sections/welcome'))).toEqual({ kind: 'Welcome', eyebrow: 'Welcome' });
    await page.getByRole('button', { name: 'Show Welcome' }).click();
    await page.getByRole('button', { name: 'Hide Welcome' }).waitFor();
    expect((await readDoc(page, 'sections/welcome'))?.isVisible).toBe(true);

    expect(await page.getByRole('button', { name: 'Move Hero up' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Move Contact down' }).isDisabled()).toBe(true);
    const moveUp = page.getByRole('button', { name: 'Move Services up' });
    await moveUp.click();
    await expect.poll(() => listedSections(page)).toEqual(['Hero', 'Services', 'Welcome', ...DEFAULT_NAMES.slice(3)]);
    expect(await storedSectionNames(page)).toEqual(['Hero', 'Services', 'Welcome', ...DEFAULT_NAMES.slice(3)]);
    // No reload: the pressed button keeps keyboard focus.
    expect(await moveUp.evaluate((el) => el === document.activeElement)).toBe(true);
    await moveUp.click();
    await expect.poll(() => storedSectionNames(page)).toEqual(['Services', 'Hero', 'Welcome', ...DEFAULT_NAMES.slice(3)]);
    await expect.poll(() => page.getByRole('button', { name: 'Move Services down' }).evaluate((el) => el === document.activeElement)).toBe(true);

    await failWith(page, 'write:sections');
    await page.getByRole('button', { name: 'Hide Contact' }).click();
    await expectMessage(page, 'Error updating section visibility', 'alert');
    await page.getByRole('button', { name: 'Move Contact up' }).click();
    await expectMessage(page, 'Error reordering sections', 'alert');
    expect((await readDoc(page, 'sections/contact'))?.order).toBe(8);
    expect((await readDoc(page, 'sections/contact'))?.isVisible).toBe(true);
    await failWith(page, null);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits the hero’s headline beside a live preview, stores it in the block and shows it on the site', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await signIn(page);
    await page.getByRole('link', { name: 'Manage Sections' }).click();
    const edit = page.getByRole('button', { name: 'Edit Hero', exact: true });
    await edit.click();
    expect(await edit.getAttribute('aria-expanded')).toBe('true');
    const form = page.getByRole('form', { name: 'Edit Hero' });
    const preview = page.getByRole('region', { name: 'Preview' });
    const headline = form.getByLabel('Headline');
    expect(await headline.inputValue()).toBe('Discover Your Natural Beauty');
    await preview.locator('h1', { hasText: 'Discover Your Natural Beauty' }).waitFor();
    const before = await readDoc(page, 'sections/hero');

    // The preview follows what is typed, before anything is saved.
    await headline.fill('Radiance, Refined');
    await preview.locator('h1', { hasText: 'Radiance, Refined' }).waitFor();
    expect(blockOf(await readDoc(page, 'sections/hero'))?.headline).toBe('Discover Your Natural Beauty');

    // At a phone's width, the site's phone layout: drawn in a frame 390 px wide; both side by side on a laptop.
    await preview.getByRole('button', { name: 'Phone' }).click();
    const phone = preview.frameLocator('iframe[title="The preview at a phone’s width"]');
    await phone.locator('h1', { hasText: 'Radiance, Refined' }).waitFor();
    expect(await phone.locator('body').evaluate((body) => body.clientWidth)).toBe(390);
    expect(await preview.locator('h1').count()).toBe(0);
    await preview.getByRole('button', { name: 'Both' }).click();
    await preview.locator('h1', { hasText: 'Radiance, Refined' }).waitFor();
    await phone.locator('h1', { hasText: 'Radiance, Refined' }).waitFor();
    expect(await preview.getByRole('button', { name: 'Both' }).getAttribute('aria-pressed')).toBe('true');
    await preview.getByRole('button', { name: 'Laptop' }).click();

    // The block's schema validates the form: an empty headline is refused and nothing is stored.
    await headline.fill('');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.getByText('Headline is required').waitFor();
    expect(await readDoc(page, 'sections/hero')).toEqual(before);

    await failWith(page, 'write:sections');
    await headline.fill('Radiance, Refined');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expectMessage(page, 'Error updating section', 'alert');
    expect(await headline.inputValue()).toBe('Radiance, Refined');
    expect(await readDoc(page, 'sections/hero')).toEqual(before);
    await failWith(page, null);

    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expectMessage(page, 'Section updated successfully!', 'status');
    const after = await readDoc(page, 'sections/hero');
    // Only the headline changed: the slides, the other texts, the name, order and visibility are as they were,
    // and the section moved to its next revision.
    expect(after).toEqual({ ...before, block: { ...blockOf(before), headline: 'Radiance, Refined' }, rev: Number(before?.rev ?? 0) + 1 });

    // The published content carries it to the site.
    await waitForLive(page);
    expect((await readPublished<Array<{ id: string; block: StoredBlock }>>(page, 'sections'))?.find((s) => s.id === 'hero')?.block.headline).toBe('Radiance, Refined');
    const site = await context.newPage();
    await site.goto('/');
    await waitForSite(site);
    await site.getByRole('heading', { level: 1, name: 'Radiance, Refined' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates a custom section as one section document, edits its elements in place and deletes it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await signIn(page);
    await page.getByRole('link', { name: 'Section Creator' }).click();
    await page.getByText('No custom sections yet. Use New Section to create one.').waitFor();
    const sectionsBefore = (await readCollection(page, 'sections')).length;

    // Cancelled or empty names do nothing.
    const newSection = page.getByRole('button', { name: 'New Section' });
    await newSection.click();
    await answerDialog(page, false);
    await newSection.click();
    await page.getByRole('dialog').getByRole('textbox').fill('   ');
    await answerDialog(page, true);
    expect(await readCollection(page, 'sections')).toHaveLength(sectionsBefore);

    // A name over 100 characters is refused in the dialog, which keeps what was typed.
    const long = 'Spring Glow '.repeat(9);
    await newSection.click();
    const nameInput = page.getByRole('dialog').getByRole('textbox');
    await nameInput.fill(long);
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await page.getByRole('dialog').getByText('Name must be at most 100 characters').waitFor();
    expect(await nameInput.inputValue()).toBe(long);
    expect(await nameInput.evaluate((el) => el === document.activeElement || el.closest('dialog')?.contains(document.activeElement))).toBe(true);
    await answerDialog(page, false);

    await failWith(page, 'write:sections');
    await newSection.click();
    await page.getByRole('dialog').getByRole('textbox').fill('Spring Glow');
    await answerDialog(page, true);
    await expectMessage(page, 'Error creating section', 'alert');
    expect(await readCollection(page, 'sections')).toHaveLength(sectionsBefore);
    await failWith(page, null);

    await newSection.click();
    await page.getByRole('dialog').getByRole('textbox').fill('Spring Glow');
    await answerDialog(page, true);
    const toggle = page.getByRole('button', { name: /^Spring Glow/ });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    // One document: the section, last on the page, visible, holding its (empty) elements. No linked record.
    const [custom] = await customSections(page);
    expect(custom?.data).toEqual({ name: 'Spring Glow', order: 9, isVisible: true, block: { kind: 'CustomSection', elements: [] }, rev: 1 });
    expect(await readCollection(page, 'sections')).toHaveLength(sectionsBefore + 1);
    expect(await readCollection(page, 'custom-sections')).toEqual([]);
    const path = `sections/${custom!.id}`;
    type Block = { elements: El[] };
    const elements = async () => (((await readDoc(page, path))?.block as Block).elements ?? []).sort((a, b) => a.order - b.order);

    const panel = page.locator(`#custom-section-${custom!.id}-panel`);
    const preview = panel.getByRole('region', { name: 'Preview' });
    const addForm = panel.locator('form').first();
    const add = addForm.getByRole('button', { name: 'Add Element' });
    // Blank content is ignored.
    await addForm.getByLabel('Content').fill('   ');
    await add.click();
    await addForm.getByLabel('Content').fill('Our spring menu is here.');
    await addForm.getByLabel('Style').selectOption({ label: 'Heading' });
    // The element's preview is drawn by the site's own renderer, with the chosen style.
    await addForm.locator('p.font-serif', { hasText: 'Our spring menu is here.' }).waitFor();
    await add.click();
    await panel.locator('ol').getByText('Our spring menu is here.').waitFor();
    expect(await addForm.getByLabel('Content').inputValue()).toBe('');
    // The whole section's preview shows the stored element.
    await preview.getByText('Our spring menu is here.').waitFor();

    await addForm.getByLabel('Type').selectOption({ label: 'Formatted text' });
    const editor = addForm.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.keyboard.type('Book before ');
    await addForm.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('April 30');
    await addForm.locator('strong', { hasText: 'April 30' }).last().waitFor();
    await add.click();
    await expect.poll(async () => (await elements()).length).toBe(2);

    await addForm.getByLabel('Type').selectOption({ label: 'Button' });
    await addForm.getByLabel('Content').fill('Book now');
    await add.click();
    await addForm.getByText('URL is required').waitFor();
    await addForm.getByLabel('URL').fill('/contact');
    await add.click();
    await expect.poll(async () => (await elements()).length).toBe(3);

    const stored = await elements();
    expect(stored.map((e) => [e.type, e.order])).toEqual([
      ['text', 0],
      ['html', 1],
      ['button', 2],
    ]);
    for (const e of stored) expect(e.id).toMatch(/^\d{13,}$/);
    expect(stored[1]!.content).toBe('<p>Book before <strong>April 30</strong></p>');
    expect(stored[2]).toMatchObject({ content: 'Book now', href: '/contact' });
    // Stored as the preset's key, never as a class list.
    expect(stored[0]!.style).toMatch(/^[a-z-]+$/);
    await preview.locator('strong', { hasText: 'April 30' }).waitFor();
    await preview.locator('a', { hasText: 'Book now' }).waitFor();

    // Move, edit in place, delete: orders renumbered.
    await panel.getByRole('button', { name: 'Move Button element 3 up' }).click();
    await expect.poll(async () => (await elements()).map((e) => e.type)).toEqual(['text', 'button', 'html']);
    await panel.getByRole('button', { name: 'Edit Text element 1' }).click();
    const editForm = panel.locator('ol form');
    await editForm.getByLabel('Content').fill('Our spring menu has arrived.');
    await editForm.getByRole('button', { name: 'Save Element' }).click();
    await expect.poll(async () => (await elements())[0]?.content).toBe('Our spring menu has arrived.');
    await panel.getByRole('button', { name: 'Delete Button element 2' }).click();
    await page.getByRole('dialog').getByText('Are you sure you want to delete this element?').waitFor();
    await answerDialog(page, true);
    await expect.poll(async () => (await elements()).map((e) => [e.type, e.order])).toEqual([
      ['text', 0],
      ['html', 1],
    ]);

    // Every element error.
    await failWith(page, 'write:sections');
    await addForm.getByLabel('Content').fill('Will not save');
    await add.click();
    await expectMessage(page, 'Error adding element', 'alert');
    expect(await addForm.getByLabel('Content').inputValue()).toBe('Will not save');
    await panel.getByRole('button', { name: 'Move Formatted text element 2 up' }).click();
    await expectMessage(page, 'Error moving element', 'alert');
    await panel.getByRole('button', { name: 'Edit Text element 1' }).click();
    await editForm.getByRole('button', { name: 'Save Element' }).click();
    await expectMessage(page, 'Error updating element', 'alert');
    await editForm.getByRole('button', { name: 'Cancel' }).click();
    await panel.getByRole('button', { name: 'Delete Text element 1' }).click();
    await answerDialog(page, true);
    await expectMessage(page, 'Error deleting element', 'alert');
    await page.getByRole('button', { name: 'Delete section Spring Glow' }).click();
    await page.getByRole('dialog').getByText('Are you sure you want to delete this section?').waitFor();
    await answerDialog(page, true);
    await expectMessage(page, 'Error deleting section', 'alert');
    // The element that failed to save is still typed: leaving asks first.
    expect(await addForm.getByLabel('Content').inputValue()).toBe('Will not save');
    await page.getByRole('link', { name: 'Manage Sections' }).click();
    await page.getByRole('dialog').getByText('You have unsaved changes. Leave this page and discard them?').waitFor();
    await answerDialog(page, false);
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard/section-creator');
    await failWith(page, null);
    expect((await elements()).length).toBe(2);

    // Manage Sections lists it, and its Edit leads back here with it open.
    await addForm.getByLabel('Content').fill('');
    await page.getByRole('link', { name: 'Manage Sections' }).click();
    await page.getByRole('link', { name: 'Edit Spring Glow in the Section Creator' }).click();
    await page.waitForURL('**/admin/dashboard/section-creator?open=*');
    await expect.poll(() => page.getByRole('button', { name: /^Spring Glow/ }).getAttribute('aria-expanded')).toBe('true');

    await page.getByRole('button', { name: 'Delete section Spring Glow' }).click();
    await answerDialog(page, true);
    await page.getByText('No custom sections yet. Use New Section to create one.').waitFor();
    expect(await customSections(page)).toEqual([]);
    expect(await readCollection(page, 'sections')).toHaveLength(sectionsBefore);
    expect(errors).toEqual([]);
    await context.close();
  });
});
