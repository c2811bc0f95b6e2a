import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newContext, signIn } from './browser';
import { answerDialog, expectMessage, failWith, readCollection, readDoc, settled, trackErrors } from './admin-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function orders(page: Page, collection: string, key: string) {
  const docs = await readCollection(page, collection);
  return docs.sort((a, b) => (a.data.order as number) - (b.data.order as number)).map((d) => d.data[key] as string);
}
const cardTitles = (page: Page) => page.locator('main ul > li h3').allInnerTexts();

describe('the generated collection pages', () => {
  it('adds, edits, reorders and deletes services, with every message, and the public page follows without a reload', async () => {
    const context = await newContext(browser);
    const site = await context.newPage();
    await site.goto('/');
    await site.getByText('Botox & Neurotoxins').first().waitFor();
    const page = await context.newPage();
    const errors = trackErrors(page);
    await signIn(page);
    await page.getByRole('link', { name: 'Services', exact: true }).click();
    await page.getByRole('heading', { name: 'Add New Service' }).waitFor();
    await page.getByRole('heading', { name: 'Botox & Neurotoxins' }).waitFor();

    // Required fields.
    await page.getByRole('button', { name: 'Add Service' }).click();
    for (const message of ['Name is required', 'Short Description is required', 'Long Description is required', 'Image URL is required', 'Benefits are required']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByLabel('Downtime').getAttribute('aria-invalid')).toBe('false');

    // Add: benefits split on newlines, blank lines dropped, order one above the maximum.
    await page.getByLabel('Name').fill('Glass Skin Facial');
    await page.getByLabel('Short Description').fill('A luminous, glass-like finish.');
    await page.getByLabel('Long Description').fill('Layered hydration and gentle exfoliation for a mirror-smooth glow.');
    await page.getByLabel('Image URL').fill('/demo/facial.svg');
    await page.getByLabel('Benefits (one per line)').fill('Instant glow\n\n  Deep hydration  \n');
    await page.getByRole('button', { name: 'Add Service' }).click();
    await expectMessage(page, 'Service added successfully!', 'status');
    const added = (await readCollection(page, 'services')).find((d) => d.data.name === 'Glass Skin Facial');
    expect(added?.data).toEqual({
      name: 'Glass Skin Facial',
      description: 'A luminous, glass-like finish.',
      longDescription: 'Layered hydration and gentle exfoliation for a mirror-smooth glow.',
      image: '/demo/facial.svg',
      benefits: ['Instant glow', 'Deep hydration'],
      order: 9,
      rev: 1,
    });
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    await site.getByText('Glass Skin Facial').first().waitFor({ timeout: 5000 });

    // Edit fills the form, scrolls it into view; Cancel returns to add mode.
    await page.mouse.wheel(0, 5000);
    await page.getByRole('button', { name: 'Edit Glass Skin Facial' }).click();
    await page.getByRole('heading', { name: 'Edit Service' }).waitFor();
    expect(await page.getByLabel('Benefits (one per line)').inputValue()).toBe('Instant glow\nDeep hydration');
    await expect.poll(async () => (await page.getByRole('form', { name: 'Edit Service' }).boundingBox())!.y).toBeLessThan(200);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Add New Service' }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Edit Glass Skin Facial' }).click();
    await page.getByLabel('Name').fill('Glass Skin Ritual');
    await page.getByLabel('Downtime').fill('None');
    await page.getByRole('button', { name: 'Update Service' }).click();
    await expectMessage(page, 'Service updated successfully!', 'status');
    await page.getByRole('heading', { name: 'Add New Service' }).waitFor();
    const updated = (await readCollection(page, 'services')).find((d) => d.id === added!.id);
    expect(updated?.data).toMatchObject({ name: 'Glass Skin Ritual', downtime: 'None', order: 9 });
    await site.getByText('Glass Skin Ritual').first().waitFor({ timeout: 5000 });

    // Move up / down, disabled at the ends; each move swaps two order values.
    expect(await page.getByRole('button', { name: 'Move Botox & Neurotoxins up' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Move Glass Skin Ritual down' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Move Glass Skin Ritual up' }).click();
    await expect.poll(() => orders(page, 'services', 'name').then((n) => n.slice(-2))).toEqual(['Glass Skin Ritual', 'Medical Weight Loss']);
    await expect.poll(() => cardTitles(page).then((t) => t.slice(-2))).toEqual(['Glass Skin Ritual', 'Medical Weight Loss']);
    await page.getByRole('button', { name: 'Move Botox & Neurotoxins down' }).click();
    await expect.poll(() => orders(page, 'services', 'name').then((n) => n.slice(0, 2))).toEqual(['Dermal Fillers', 'Botox & Neurotoxins']);
    await expect.poll(() => cardTitles(page).then((t) => t.slice(0, 2))).toEqual(['Dermal Fillers', 'Botox & Neurotoxins']);

    // The public snapshot follows every move; waiting for it also lets the page go quiet before dragging.
    await expect
      .poll(async () => ((await readDoc(page, 'templates/data'))?.services as Array<{ name: string }> | undefined)?.slice(0, 2).map((s) => s.name))
      .toEqual(['Dermal Fillers', 'Botox & Neurotoxins']);

    // Keyboard drag-and-drop: pick up, move one place on, drop.
    const handle = page.getByRole('button', { name: 'Drag to reorder Dermal Fillers' });
    await handle.focus();
    await settled(handle);
    await page.keyboard.press('Space');
    await page.locator('[aria-pressed="true"]').waitFor();
    await page.keyboard.press('ArrowRight');
    // The new position is announced to screen readers by the entry's name; the drop waits for the move to finish.
    await page.getByText('Dermal Fillers was moved to position 2 of 10.').waitFor();
    await settled(handle);
    await page.keyboard.press('Space');
    await expect.poll(() => orders(page, 'services', 'name').then((n) => n.slice(0, 2))).toEqual(['Botox & Neurotoxins', 'Dermal Fillers']);
    await expect.poll(() => cardTitles(page).then((t) => t.slice(0, 2))).toEqual(['Botox & Neurotoxins', 'Dermal Fillers']);
    expect((await readCollection(page, 'services')).map((d) => d.data.order).sort((a, b) => (a as number) - (b as number))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);

    // Errors: a failed save keeps what was typed.
    await failWith(page, 'write:services');
    await page.getByRole('button', { name: 'Edit Glass Skin Ritual' }).click();
    await page.getByLabel('Name').fill('Typed but not saved');
    await page.getByRole('button', { name: 'Update Service' }).click();
    await expectMessage(page, 'Error saving service', 'alert');
    expect(await page.getByLabel('Name').inputValue()).toBe('Typed but not saved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Move Dermal Fillers down' }).click();
    await expectMessage(page, 'Error moving service', 'alert');
    await page.getByRole('button', { name: 'Delete Glass Skin Ritual' }).click();
    await page.getByRole('dialog').getByText('Are you sure you want to delete this service?').waitFor();
    // The confirmation names what goes.
    await page.getByRole('dialog').getByText('“Glass Skin Ritual”').waitFor();
    await answerDialog(page, true);
    await expectMessage(page, 'Error deleting service', 'alert');
    await failWith(page, null);

    // Delete asks first; Cancel keeps the item.
    await page.getByRole('button', { name: 'Delete Glass Skin Ritual' }).click();
    await answerDialog(page, false);
    expect((await readCollection(page, 'services')).some((d) => d.data.name === 'Glass Skin Ritual')).toBe(true);
    await page.getByRole('button', { name: 'Delete Glass Skin Ritual' }).click();
    await answerDialog(page, true);
    await expectMessage(page, 'Service deleted successfully!', 'status');
    await page.getByRole('heading', { name: 'Glass Skin Ritual' }).waitFor({ state: 'detached' });
    expect((await readCollection(page, 'services')).some((d) => d.data.name === 'Glass Skin Ritual')).toBe(false);
    await site.getByText('Glass Skin Ritual').first().waitFor({ state: 'detached', timeout: 5000 });

    // Leaving a form with unsaved changes asks first.
    await page.getByLabel('Name').fill('Half-typed');
    await page.getByRole('link', { name: 'Treatments', exact: true }).click();
    await page.getByRole('dialog').getByText('You have unsaved changes. Leave this page and discard them?').waitFor();
    await answerDialog(page, false);
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard/services');
    expect(await page.getByLabel('Name').inputValue()).toBe('Half-typed');
    await page.getByRole('link', { name: 'Treatments', exact: true }).click();
    await answerDialog(page, true);
    await page.waitForURL('**/admin/dashboard/treatments');
    // Back asks too; staying keeps the page and what was typed.
    await page.getByLabel('Title').fill('Half-typed too');
    await page.goBack();
    await page.getByRole('dialog').getByText('You have unsaved changes. Leave this page and discard them?').waitFor();
    await answerDialog(page, false);
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard/treatments');
    expect(await page.getByLabel('Title').inputValue()).toBe('Half-typed too');
    await page.getByLabel('Title').fill('');

    await failWith(page, 'read:services');
    await page.getByRole('link', { name: 'Services', exact: true }).click();
    await expectMessage(page, 'Error loading services', 'alert');
    await failWith(page, null);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds and deletes treatments and special offers with their own messages', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page);

    await page.getByRole('link', { name: 'Treatments', exact: true }).click();
    await page.getByRole('heading', { name: 'Add New Treatment' }).waitFor();
    await page.getByRole('button', { name: 'Add Treatment' }).click();
    for (const message of ['Title is required', 'Description is required', 'Image URL is required', 'Benefits are required']) await page.getByText(message, { exact: true }).waitFor();
    await page.getByLabel('Title').fill('Jawline Contour');
    await page.getByLabel('Description').fill('Sculpted definition with filler.');
    await page.getByLabel('Image URL').fill('/demo/fillers.svg');
    await page.getByLabel('Benefits (one per line)').fill('Definition\nBalance');
    await failWith(page, 'write:treatments');
    await page.getByRole('button', { name: 'Add Treatment' }).click();
    await expectMessage(page, 'Error saving treatment', 'alert');
    expect(await page.getByLabel('Title').inputValue()).toBe('Jawline Contour');
    await failWith(page, null);
    await page.getByRole('button', { name: 'Add Treatment' }).click();
    await expectMessage(page, 'Treatment added successfully!', 'status');
    expect((await readCollection(page, 'treatments')).find((d) => d.data.title === 'Jawline Contour')?.data).toMatchObject({ benefits: ['Definition', 'Balance'], order: 6 });
    await page.getByRole('button', { name: 'Move Jawline Contour up' }).click();
    await expect.poll(() => orders(page, 'treatments', 'title').then((n) => n.at(-1))).toBe('Laser Hair Removal');
    await page.getByRole('button', { name: 'Delete Jawline Contour' }).click();
    await page.getByRole('dialog').getByText('Are you sure you want to delete this treatment?').waitFor();
    await answerDialog(page, true);
    await expectMessage(page, 'Treatment deleted successfully!', 'status');

    await page.getByRole('link', { name: 'Special Offers', exact: true }).click();
    await page.getByRole('heading', { name: 'Add New Special Offer' }).waitFor();
    await page.getByRole('button', { name: 'Add Special Offer' }).click();
    for (const message of ['Title is required', 'Valid Until is required', 'Promo Code is required', 'Image URL is required', 'Description is required']) await page.getByText(message, { exact: true }).waitFor();
    await page.getByLabel('Title').fill('Holiday Glow');
    await page.getByLabel('Valid Until').fill('January 15, 2027');
    await page.getByLabel('Promo Code').fill('GLOW27');
    await page.getByLabel('Image URL').fill('/demo/offer-botox.svg');
    await page.getByLabel('Description').fill('Twenty percent off any facial.');
    await page.getByRole('button', { name: 'Add Special Offer' }).click();
    await expectMessage(page, 'Special offer added successfully!', 'status');
    expect((await readCollection(page, 'specials')).find((d) => d.data.title === 'Holiday Glow')?.data).toEqual({
      title: 'Holiday Glow',
      validUntil: 'January 15, 2027',
      code: 'GLOW27',
      image: '/demo/offer-botox.svg',
      description: 'Twenty percent off any facial.',
      order: 4,
      rev: 1,
    });
    await page.getByRole('button', { name: 'Edit Holiday Glow' }).click();
    await page.getByRole('heading', { name: 'Edit Special Offer' }).waitFor();
    await page.getByLabel('Promo Code').fill('GLOW2027');
    await page.getByRole('button', { name: 'Update Special Offer' }).click();
    await expectMessage(page, 'Special offer updated successfully!', 'status');
    await failWith(page, 'write:specials');
    await page.getByRole('button', { name: 'Move Holiday Glow up' }).click();
    await expectMessage(page, 'Error moving special offer', 'alert');
    await page.getByRole('button', { name: 'Delete Holiday Glow' }).click();
    await page.getByRole('dialog').getByText('Are you sure you want to delete this special offer?').waitFor();
    await answerDialog(page, true);
    await expectMessage(page, 'Error deleting special offer', 'alert');
    await failWith(page, null);
    await page.getByRole('button', { name: 'Delete Holiday Glow' }).click();
    await answerDialog(page, true);
    await expectMessage(page, 'Special offer deleted successfully!', 'status');
    await failWith(page, 'read:specials');
    await page.reload();
    await expectMessage(page, 'Error loading special offers', 'alert');
    await context.close();
  });
});
