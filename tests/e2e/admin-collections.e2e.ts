import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newContext, PHONE, signIn } from './browser';
import { answerDialog, expectMessage, failWith, readCollection, settled, trackErrors, waitForLive } from './admin-support';
import { readPublished } from './site-helpers';

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
  it('adds, edits, reorders and deletes treatments of the catalogue, with every message, and the public page follows without a reload', async () => {
    const context = await newContext(browser);
    const site = await context.newPage();
    await site.goto('/facial-rejuvenation');
    await site.getByText('Chemical Peels').first().waitFor();
    const page = await context.newPage();
    const errors = trackErrors(page);
    await signIn(page);
    await page.getByRole('link', { name: 'Treatments', exact: true }).click();
    await page.getByRole('heading', { name: 'Add New Treatment' }).waitFor();
    await page.getByRole('heading', { name: 'Botox & Neurotoxins' }).waitFor();

    // Required fields.
    await page.getByRole('button', { name: 'Add Treatment' }).click();
    for (const message of ['Title is required', 'Page address is required', 'Description is required', 'Image URL is required', 'Benefits are required']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByLabel('Downtime').getAttribute('aria-invalid')).toBe('false');

    // Add: the address follows the title; benefits split on newlines, blank lines dropped; order one above the maximum.
    await page.getByLabel('Title').fill('Glass Skin Facial');
    await expect.poll(() => page.getByLabel('Page address').inputValue()).toBe('glass-skin-facial');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Facial Rejuvenation' });
    await page.getByText('Address: /facial-rejuvenation/glass-skin-facial').waitFor();
    await page.getByLabel('Description', { exact: true }).fill('A luminous, glass-like finish.');
    // What shows when its card is opened is a fold of the form, closed until opened.
    const fold = page.locator('details', { has: page.getByText('When its card is opened', { exact: true }) });
    expect(await fold.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await fold.getByText('When its card is opened', { exact: true }).click();
    // The long description is rich text: typed in the editor, part of it made bold with the toolbar.
    await page.getByLabel('Long Description', { exact: true }).click();
    await page.keyboard.type('Layered hydration and ');
    await page.getByRole('toolbar', { name: 'Long Description formatting' }).getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('gentle exfoliation');
    await page.getByRole('toolbar', { name: 'Long Description formatting' }).getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' for a mirror-smooth glow.');
    await page.getByLabel('Image URL').fill('/demo/facial.svg');
    await page.getByLabel('Benefits (one per line)').fill('Instant glow\n\n  Deep hydration  \n');
    await page.getByLabel('Prices').selectOption({ label: 'Signature Facial' });
    await page.getByRole('button', { name: 'Add Treatment' }).click();
    await expectMessage(page, 'Treatment added successfully!', 'status');
    const added = (await readCollection(page, 'treatments')).find((d) => d.data.title === 'Glass Skin Facial');
    expect(added?.data).toEqual({
      title: 'Glass Skin Facial',
      category: 'facial-rejuvenation',
      slug: 'glass-skin-facial',
      description: 'A luminous, glass-like finish.',
      longDescription: '<p>Layered hydration and <strong>gentle exfoliation</strong> for a mirror-smooth glow.</p>',
      image: '/demo/facial.svg',
      benefits: ['Instant glow', 'Deep hydration'],
      prices: ['signature-facial'],
      featured: false,
      order: 23,
      rev: 1,
    });
    expect(await page.getByLabel('Title').inputValue()).toBe('');
    // Its category page lists it at once, its price read from the price list.
    await site.getByText('Glass Skin Facial').first().waitFor({ timeout: 5000 });
    await site.getByText('$160').first().waitFor({ timeout: 5000 });
    // Its card opens its modal, the long description in it as formatting.
    await site.getByRole('link', { name: /Glass Skin Facial/ }).click();
    const modal = site.getByRole('dialog', { name: 'Glass Skin Facial' });
    expect(await modal.locator('.rich-text strong').textContent({ timeout: 5000 })).toBe('gentle exfoliation');
    expect(await modal.locator('.rich-text').textContent()).toBe('Layered hydration and gentle exfoliation for a mirror-smooth glow.');
    await site.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });

    // Two entries may not share an address.
    await page.getByLabel('Title').fill('Glass Skin Facial');
    await page.getByLabel('Description', { exact: true }).fill('Again.');
    await page.getByLabel('Image URL').fill('/demo/facial.svg');
    await page.getByLabel('Benefits (one per line)').fill('Glow');
    await page.getByRole('button', { name: 'Add Treatment' }).click();
    await page.getByText('Another treatment already has this page address.', { exact: true }).waitFor();
    expect((await readCollection(page, 'treatments')).filter((d) => d.data.title === 'Glass Skin Facial')).toHaveLength(1);
    await page.getByLabel('Title').fill('');
    for (const label of ['Page address', 'Image URL', 'Benefits (one per line)']) await page.getByLabel(label).fill('');
    await page.getByLabel('Description', { exact: true }).fill('');

    // Edit fills the form, scrolls it into view; Cancel returns to add mode.
    await page.mouse.wheel(0, 5000);
    await page.getByRole('button', { name: 'Edit Glass Skin Facial' }).click();
    await page.getByRole('heading', { name: 'Edit Treatment' }).waitFor();
    // The lines widget follows the form's reset in an effect, a render after the heading changes.
    await expect.poll(() => page.getByLabel('Benefits (one per line)').inputValue()).toBe('Instant glow\nDeep hydration');
    await expect.poll(async () => (await page.getByRole('form', { name: 'Edit Treatment' }).boundingBox())!.y).toBeLessThan(200);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Add New Treatment' }).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('');

    // Renaming keeps the address.
    await page.getByRole('button', { name: 'Edit Glass Skin Facial' }).click();
    await page.getByLabel('Title').fill('Glass Skin Ritual');
    await page.getByLabel('Downtime').fill('None');
    await page.getByRole('button', { name: 'Update Treatment' }).click();
    await expectMessage(page, 'Treatment updated successfully!', 'status');
    await page.getByRole('heading', { name: 'Add New Treatment' }).waitFor();
    const updated = (await readCollection(page, 'treatments')).find((d) => d.id === added!.id);
    expect(updated?.data).toMatchObject({ title: 'Glass Skin Ritual', slug: 'glass-skin-facial', downtime: 'None', order: 23 });
    await site.getByText('Glass Skin Ritual').first().waitFor({ timeout: 5000 });

    // The list narrows to one category.
    await page.getByLabel('Filter by category').selectOption({ label: 'Facial Rejuvenation (3)' });
    await expect.poll(() => cardTitles(page)).toEqual(['Microneedling', 'Chemical Peels', 'Glass Skin Ritual']);
    await page.getByText('Show all to reorder.').waitFor();
    await page.getByLabel('Filter by category').selectOption({ index: 0 });

    // Move up / down, disabled at the ends; each move swaps two order values.
    expect(await page.getByRole('button', { name: 'Move Botox & Neurotoxins up' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Move Glass Skin Ritual down' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Move Glass Skin Ritual up' }).click();
    await expect.poll(() => orders(page, 'treatments', 'title').then((n) => n.slice(-2))).toEqual(['Glass Skin Ritual', 'NAD+ Infusion']);
    await expect.poll(() => cardTitles(page).then((t) => t.slice(-2))).toEqual(['Glass Skin Ritual', 'NAD+ Infusion']);
    await page.getByRole('button', { name: 'Move Botox & Neurotoxins down' }).click();
    await expect.poll(() => orders(page, 'treatments', 'title').then((n) => n.slice(0, 2))).toEqual(['Dermal Fillers', 'Botox & Neurotoxins']);
    await expect.poll(() => cardTitles(page).then((t) => t.slice(0, 2))).toEqual(['Dermal Fillers', 'Botox & Neurotoxins']);

    // The published content follows every move (Live once the moves drawn above are published); waiting for it also
    // lets the page go quiet before dragging.
    await waitForLive(page);
    expect((await readPublished<Array<{ title: string }>>(page, 'treatments'))?.slice(0, 2).map((s) => s.title)).toEqual(['Dermal Fillers', 'Botox & Neurotoxins']);
    await expect.poll(() => site.locator('main ul li a span.font-serif').allTextContents()).toEqual(['Microneedling', 'Chemical Peels', 'Glass Skin Ritual']);

    // Keyboard drag-and-drop: pick up, move one place on, drop.
    const handle = page.getByRole('button', { name: 'Drag to reorder Dermal Fillers' });
    await handle.focus();
    await settled(handle);
    await page.keyboard.press('Space');
    await page.locator('[aria-roledescription="sortable"][aria-pressed="true"]').waitFor();
    await page.keyboard.press('ArrowDown');
    // The new position is announced to screen readers by the entry's name; the drop waits for the move to finish.
    await page.getByText('Dermal Fillers was moved to position 2 of 24.').waitFor();
    await settled(handle);
    await page.keyboard.press('Space');
    await expect.poll(() => orders(page, 'treatments', 'title').then((n) => n.slice(0, 2))).toEqual(['Botox & Neurotoxins', 'Dermal Fillers']);
    await expect.poll(() => cardTitles(page).then((t) => t.slice(0, 2))).toEqual(['Botox & Neurotoxins', 'Dermal Fillers']);
    expect((await readCollection(page, 'treatments')).map((d) => d.data.order).sort((a, b) => (a as number) - (b as number))).toEqual([...Array(24).keys()]);

    // Errors: a failed save keeps what was typed.
    await failWith(page, 'write:treatments');
    await page.getByRole('button', { name: 'Edit Glass Skin Ritual' }).click();
    await page.getByLabel('Title').fill('Typed but not saved');
    await page.getByRole('button', { name: 'Update Treatment' }).click();
    await expectMessage(page, 'Error saving treatment', 'alert');
    expect(await page.getByLabel('Title').inputValue()).toBe('Typed but not saved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Move Dermal Fillers down' }).click();
    await expectMessage(page, 'Error moving treatment', 'alert');
    await page.getByRole('button', { name: 'Delete Glass Skin Ritual' }).click();
    await page.getByRole('dialog').getByText('Are you sure you want to delete this treatment?').waitFor();
    // The confirmation names what goes.
    await page.getByRole('dialog').getByText('“Glass Skin Ritual”').waitFor();
    await answerDialog(page, true);
    await expectMessage(page, 'Error deleting treatment', 'alert');
    await failWith(page, null);

    // Delete asks first; Cancel keeps the item.
    await page.getByRole('button', { name: 'Delete Glass Skin Ritual' }).click();
    await answerDialog(page, false);
    expect((await readCollection(page, 'treatments')).some((d) => d.data.title === 'Glass Skin Ritual')).toBe(true);
    await page.getByRole('button', { name: 'Delete Glass Skin Ritual' }).click();
    await answerDialog(page, true);
    await expectMessage(page, 'Treatment deleted successfully!', 'status');
    await page.getByRole('heading', { name: 'Glass Skin Ritual' }).waitFor({ state: 'detached' });
    expect((await readCollection(page, 'treatments')).some((d) => d.data.title === 'Glass Skin Ritual')).toBe(false);
    await site.getByText('Glass Skin Ritual').first().waitFor({ state: 'detached', timeout: 5000 });

    // Leaving a form with unsaved changes asks first.
    await page.getByLabel('Title').fill('Half-typed');
    await page.getByRole('link', { name: 'Categories', exact: true }).click();
    await page.getByRole('dialog').getByText('You have unsaved changes. Leave this page and discard them?').waitFor();
    await answerDialog(page, false);
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard/treatments');
    expect(await page.getByLabel('Title').inputValue()).toBe('Half-typed');
    await page.getByRole('link', { name: 'Categories', exact: true }).click();
    await answerDialog(page, true);
    await page.waitForURL('**/admin/dashboard/categories');
    // Back asks too; staying keeps the page and what was typed.
    await page.getByLabel('Name').fill('Half-typed too');
    await page.goBack();
    await page.getByRole('dialog').getByText('You have unsaved changes. Leave this page and discard them?').waitFor();
    await answerDialog(page, false);
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard/categories');
    expect(await page.getByLabel('Name').inputValue()).toBe('Half-typed too');
    await page.getByLabel('Name').fill('');
    await page.getByLabel('Page address').fill('');

    await failWith(page, 'read:treatments');
    await page.getByRole('link', { name: 'Treatments', exact: true }).click();
    await expectMessage(page, 'Error loading treatments', 'alert');
    await failWith(page, null);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a touch phone, drags an entry held near the top of the screen up the whole list, the page scrolling with it and stopping at the list', async () => {
    const context = await newContext(browser, PHONE, { touch: true });
    const page = await context.newPage();
    const errors = trackErrors(page);
    await signIn(page);
    await page.goto('/admin/dashboard/treatments');
    const list = page.locator('main ul').filter({ has: page.getByRole('button', { name: /^Drag to reorder / }) });
    await list.locator('li').first().waitFor();
    const before = await cardTitles(page);
    const last = before.at(-1)!;
    // Her thumb on the last entry's handle, at the bottom of the page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const handle = page.getByRole('button', { name: `Drag to reorder ${last}` });
    await settled(handle);
    const box = (await handle.boundingBox())!;
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const scrolledAtStart = await page.evaluate(() => window.scrollY);
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = start.x, y = start.y) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    await touch('touchStart');
    // A press that stays put starts the drag; then the entry is carried to the top of the screen and held there.
    await page.waitForTimeout(250);
    for (let step = 1; step <= 10; step += 1) await touch('touchMove', start.x, start.y - ((start.y - 30) * step) / 10);
    await page.locator('[aria-roledescription="sortable"][aria-pressed="true"]').waitFor();
    // Held there, the page scrolls up the list until its start is in sight, and stops: the form above the list is not
    // scrolled into view beyond the band at the top of the screen where holding scrolls.
    const listTop = () => list.evaluate((ul) => ul.getBoundingClientRect().top);
    const samples: number[] = [];
    await expect
      .poll(async () => {
        samples.push(await page.evaluate(() => window.scrollY));
        const still = samples.length >= 3 && samples.slice(-3).every((y) => y === samples.at(-1));
        return still && (await listTop()) >= 0;
      }, { timeout: 30_000, interval: 500 })
      .toBe(true);
    expect(scrolledAtStart - samples.at(-1)!).toBeGreaterThan(PHONE.height);
    expect(await listTop()).toBeLessThanOrEqual(PHONE.height * 0.2);
    await touch('touchEnd', start.x, 30);
    await expect.poll(() => cardTitles(page).then((t) => t[0])).toBe(last);
    await expect.poll(() => orders(page, 'treatments', 'title').then((n) => n[0])).toBe(last);

    // Saved with the button at the bottom of the screen, the message shows at the top, clear of the button.
    await page.getByRole('button', { name: `Edit ${last}` }).tap();
    const update = page.getByRole('button', { name: 'Update Treatment' });
    await update.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await settled(update);
    await update.tap();
    const message = page.getByRole('status').filter({ hasText: 'Treatment updated successfully!' }).locator('div').first();
    await message.waitFor();
    const [button, shown] = [(await page.getByRole('button', { name: 'Add Treatment' }).boundingBox())!, (await message.boundingBox())!];
    expect(shown.y + shown.height).toBeLessThan(button.y);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds a category with its own page and link, refuses an address another page has, and adds and deletes special offers', async () => {
    const context = await newContext(browser);
    const site = await context.newPage();
    await site.goto('/');
    await site.getByRole('heading', { name: 'Our Services' }).waitFor();
    const page = await context.newPage();
    await signIn(page);

    await page.getByRole('link', { name: 'Categories', exact: true }).click();
    await page.getByRole('heading', { name: 'Add New Category' }).waitFor();
    await page.getByRole('button', { name: 'Add Category' }).click();
    for (const message of ['Name is required', 'Page address is required', 'Title is required', 'Introduction is required', 'Image URL is required']) await page.getByText(message, { exact: true }).waitFor();
    await page.getByLabel('Name').fill('Prices');
    await page.getByLabel('Title').fill('Body Contouring');
    await page.getByLabel('Introduction', { exact: true }).fill('Sculpt and refine, without surgery.');
    await page.getByLabel('Image URL').fill('/demo/laser.svg');
    await page.getByRole('button', { name: 'Add Category' }).click();
    await page.getByText('This address belongs to another page of the site: choose another.', { exact: true }).waitFor();
    await page.getByLabel('Name').fill('Body Contouring');
    await page.getByLabel('Page address').fill('body-contouring');
    await failWith(page, 'write:categories');
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expectMessage(page, 'Error saving category', 'alert');
    expect(await page.getByLabel('Name').inputValue()).toBe('Body Contouring');
    await failWith(page, null);
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expectMessage(page, 'Category added successfully!', 'status');
    expect((await readCollection(page, 'categories')).find((d) => d.data.name === 'Body Contouring')?.data).toMatchObject({ slug: 'body-contouring', isVisible: true, order: 6 });
    // The site's menu and footer link to its page at once.
    await site.locator('footer').getByRole('link', { name: 'Body Contouring' }).waitFor({ timeout: 5000 });
    expect(await site.locator('footer').getByRole('link', { name: 'Body Contouring' }).getAttribute('href')).toBe('/body-contouring');
    await site.locator('footer').getByRole('link', { name: 'Body Contouring' }).click();
    await site.getByRole('heading', { level: 1, name: 'Body Contouring' }).waitFor();
    await page.getByRole('button', { name: 'Delete Body Contouring' }).click();
    await page.getByRole('dialog').getByText('Are you sure you want to delete this category?').waitFor();
    await answerDialog(page, true);
    await expectMessage(page, 'Category deleted successfully!', 'status');
    await site.getByRole('heading', { name: 'Page Not Found' }).waitFor({ timeout: 5000 });

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
      slug: 'holiday-glow',
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
