import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newContext, signIn } from './browser';
import { answerDialog, expectMessage, failWith, readCollection, readDoc, trackErrors } from './admin-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const DEFAULT_NAMES = ['Hero', 'Welcome', 'Services', 'Special Offers', 'Treatment Benefits', 'Expertise', 'Testimonials', 'Contact'];
const listedSections = (page: Page) => page.locator('main ol > li h2').allInnerTexts();

async function storedSectionNames(page: Page) {
  const docs = await readCollection(page, 'sections');
  return docs.sort((a, b) => (a.data.order as number) - (b.data.order as number)).map((d) => d.data.name as string);
}

/** Empty the sections collection straight in IndexedDB, as a fresh project would have it. */
async function clearSections(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('medspa-local');
        open.onsuccess = () => {
          const tx = open.result.transaction('docs', 'readwrite');
          const store = tx.objectStore('docs');
          const keys = store.index('parent').getAllKeys('sections');
          keys.onsuccess = () => keys.result.forEach((k) => store.delete(k));
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

describe('Manage Sections and Section Creator', () => {
  it('seeds the default sections, toggles visibility and reorders in place', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await signIn(page);
    await clearSections(page);
    await page.getByRole('link', { name: 'Manage Sections' }).click();
    await expect.poll(() => listedSections(page)).toEqual(DEFAULT_NAMES);
    const seeded = await readCollection(page, 'sections');
    expect(seeded.map((d) => d.id).sort()).toEqual(['contact', 'expertise', 'hero', 'services', 'special-offers', 'testimonials', 'treatments', 'welcome']);
    expect(seeded.find((d) => d.id === 'treatments')?.data).toEqual({ name: 'Treatment Benefits', component: 'Treatments', order: 5, isVisible: true });

    await page.getByRole('button', { name: 'Hide Welcome' }).click();
    await page.getByRole('button', { name: 'Show Welcome' }).waitFor();
    expect((await readDoc(page, 'sections/welcome'))?.isVisible).toBe(false);
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
    await failWith(page, null);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates a custom section with elements, edits, moves and deletes them, and removes both records', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await signIn(page);
    await page.getByRole('link', { name: 'Section Creator' }).click();
    await page.getByText('No custom sections yet. Use New Section to create one.').waitFor();

    // Cancelled or empty names do nothing.
    const newSection = page.getByRole('button', { name: 'New Section' });
    await newSection.click();
    await answerDialog(page, false);
    await newSection.click();
    await page.getByRole('dialog').getByRole('textbox').fill('   ');
    await answerDialog(page, true);
    expect(await readCollection(page, 'custom-sections')).toEqual([]);

    await failWith(page, 'write:sections');
    await newSection.click();
    await page.getByRole('dialog').getByRole('textbox').fill('Spring Glow');
    await answerDialog(page, true);
    await expectMessage(page, 'Error creating section', 'alert');
    // One atomic batch: nothing of it was stored.
    expect(await readCollection(page, 'custom-sections')).toEqual([]);
    await failWith(page, null);

    await newSection.click();
    await page.getByRole('dialog').getByRole('textbox').fill('Spring Glow');
    await answerDialog(page, true);
    const toggle = page.getByRole('button', { name: /^Spring Glow/ });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const [custom] = await readCollection(page, 'custom-sections');
    expect(custom?.data).toEqual({ name: 'Spring Glow', elements: [], isVisible: true, order: 0 });
    const placed = (await readCollection(page, 'sections')).find((d) => d.data.customSectionId === custom!.id);
    expect(placed?.data).toEqual({ name: 'Spring Glow', component: 'CustomSection', order: 9, isVisible: true, customSectionId: custom!.id });

    const panel = page.locator(`#custom-section-${custom!.id}-panel`);
    const addForm = panel.locator('form').first();
    const add = addForm.getByRole('button', { name: 'Add Element' });
    // Blank content is ignored.
    await addForm.getByLabel('Content').fill('   ');
    await add.click();
    await addForm.getByLabel('Content').fill('Our spring menu is here.');
    await addForm.getByLabel('Style').selectOption({ label: 'Heading' });
    expect(await addForm.locator('p.font-serif', { hasText: 'Our spring menu is here.' }).isVisible()).toBe(true);
    await add.click();
    await panel.locator('ol').getByText('Our spring menu is here.').waitFor();
    expect(await addForm.getByLabel('Content').inputValue()).toBe('');

    await addForm.getByLabel('Type').selectOption({ label: 'HTML' });
    const editor = addForm.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.keyboard.type('Book before ');
    await addForm.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('April 30');
    await addForm.locator('strong', { hasText: 'April 30' }).last().waitFor();
    await add.click();
    await expect.poll(async () => ((await readDoc(page, `custom-sections/${custom!.id}`))?.elements as unknown[]).length).toBe(2);

    await addForm.getByLabel('Type').selectOption({ label: 'Button' });
    await addForm.getByLabel('Content').fill('Book now');
    await add.click();
    await addForm.getByText('URL is required').waitFor();
    await addForm.getByLabel('URL').fill('/contact');
    await add.click();
    await expect.poll(async () => ((await readDoc(page, `custom-sections/${custom!.id}`))?.elements as unknown[]).length).toBe(3);

    type El = { id: string; type: string; content: string; order: number; style?: string; href?: string };
    const elements = async () => ((await readDoc(page, `custom-sections/${custom!.id}`))?.elements as El[]).sort((a, b) => a.order - b.order);
    const stored = await elements();
    expect(stored.map((e) => [e.type, e.order])).toEqual([
      ['text', 0],
      ['html', 1],
      ['button', 2],
    ]);
    for (const e of stored) expect(e.id).toMatch(/^\d{13,}$/);
    expect(stored[1]!.content).toBe('<p>Book before <strong>April 30</strong></p>');
    expect(stored[2]).toMatchObject({ content: 'Book now', href: '/contact' });
    expect(stored[0]!.style).toContain('font-serif');

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
    await failWith(page, 'write:custom-sections');
    await addForm.getByLabel('Content').fill('Will not save');
    await add.click();
    await expectMessage(page, 'Error adding element', 'alert');
    expect(await addForm.getByLabel('Content').inputValue()).toBe('Will not save');
    await panel.getByRole('button', { name: 'Move HTML element 2 up' }).click();
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

    await page.getByRole('button', { name: 'Delete section Spring Glow' }).click();
    await answerDialog(page, true);
    await page.getByText('No custom sections yet. Use New Section to create one.').waitFor();
    expect(await readCollection(page, 'custom-sections')).toEqual([]);
    expect((await readCollection(page, 'sections')).some((d) => d.data.component === 'CustomSection')).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
