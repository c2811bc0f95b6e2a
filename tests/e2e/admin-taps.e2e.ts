// Everyday tasks on a touch phone (390 × 844), each counted in taps as the owner's thumb would make them: a tap on
// a button or link, a tap into a field that does not already have the cursor, two for a photo (the picker, then
// the photo). Typing is not counted. Each task must take fewer taps than in the admin before the owner could edit
// on the page (commit dd0b00b): BEFORE gives those counts, null where the task could not be done at all then. The
// counts are printed, before and after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, newContext, PHONE, signIn } from './browser';
import { expectMessage, readCollection, readDoc, trackErrors } from './admin-support';

/**
 * Taps each task took before, counted the same way in that admin (undoing a save as the owner's request for this
 * described it). Each task starts where the admin opens after signing in.
 * - the hero's headline: Menu, Manage Sections, Edit Hero, the Headline field, Save Changes;
 * - moving a home-page section one place, or hiding one: Menu, Manage Sections, its ↑ or its visibility switch;
 * - a treatment's description: Menu, Treatments, its Edit, the Description field, Save Changes;
 * - a price: Menu, Price List, its group's Edit, the Price field, Save Changes;
 * - a treatment's picture from a photo on the phone: Menu, Image Library, the picker and the photo, its alt text
 *   field and Save alt text, then Menu, Treatments, its Edit, Choose from Image Library, the photo, Save Changes;
 * - undoing a save: Menu, History, the older entry, Compare with now, Restore this entry, the confirmation;
 * - an offer with a new photo: its form's picker could not upload, so first Menu, Image Library, the picker and
 *   the photo, its alt text field and Save alt text, then Menu, Special Offers, the four fields, Choose from Image
 *   Library, the photo, Add Special Offer;
 * - not possible then: a bulleted welcome text with a bold word (a plain text box), and a booking address that
 *   every Book button follows (those of /prices, /services and /about kept going to the contact page).
 */
const BEFORE = {
  hero: 5,
  undo: 6,
  offerPhoto: 15,
  welcome: null,
  booking: null,
  moveSection: 3,
  hideSection: 3,
  treatmentText: 5,
  price: 5,
  treatmentPhoto: 12,
} as const;
type Task = keyof typeof BEFORE;

const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGO4MKEBiBggFAA1zgeBg/MuQQAAAABJRU5ErkJggg==', 'base64');
const MARKS = /[\u200b-\u200d\u2060-\u2063]/g;

let browser: Browser;
const counted: Partial<Record<Task, number>> = {};
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  console.log(`Taps per task on a phone, before → now: ${Object.entries(counted).map(([task, n]) => `${task} ${BEFORE[task as Task] ?? 'not possible'} → ${n}`).join(', ')}`);
  await browser?.close();
});

/** Counts the owner's taps. */
function thumb() {
  let taps = 0;
  return {
    get taps() {
      return taps;
    },
    async tap(target: Locator) {
      taps += 1;
      await target.tap();
    },
    /** Types into a field, tapping it first unless the cursor is already there. */
    async type(field: Locator, text: string) {
      if (!(await field.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))) {
        taps += 1;
        await field.tap();
      }
      await field.pressSequentially(text);
    },
    /**
     * Empties a field. The form that opened at this field gives it the cursor (within 2 s here); a field without
     * it costs a tap.
     */
    async clear(field: Locator) {
      await field.waitFor();
      const focused = () => field.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
      const end = Date.now() + 2000;
      while (!(await focused()) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
      if (!(await focused())) {
        taps += 1;
        await field.tap();
      }
      await field.press('ControlOrMeta+A');
      await field.press('Backspace');
    },
    async replace(field: Locator, text: string) {
      await this.clear(field);
      await field.pressSequentially(text);
    },
    /**
     * A photo taken on the phone into the image field the form shows first: its library picker, the photo, its
     * alt text, saved there.
     */
    async photoInto(page: Page, alt: string) {
      await this.tap(page.getByRole('button', { name: /^Choose from Image Library/ }).first());
      const picker = page.getByRole('dialog', { name: /^Choose / });
      await this.choosePhoto(picker.getByLabel('Tap to choose photos'));
      await this.type(picker.getByLabel(/^Alt text for /), alt);
      await this.tap(picker.getByRole('button', { name: 'Save alt text' }));
      await picker.waitFor({ state: 'detached' });
    },
    /** The picker, then the photo. */
    async choosePhoto(input: Locator) {
      taps += 2;
      await input.setInputFiles([{ name: 'IMG_2041.png', mimeType: 'image/png', buffer: PHOTO }]);
    },
  };
}

/** Records a task's taps and holds it to fewer than before (any number where it could not be done before). */
function done(task: Task, taps: number) {
  counted[task] = taps;
  const before = BEFORE[task];
  if (before !== null) expect(taps, task).toBeLessThan(before);
}

async function signedInPhone() {
  const context = await newContext(browser, PHONE, { touch: true });
  const page = await context.newPage();
  const errors = trackErrors(page);
  await signIn(page);
  return { context, page, errors, owner: thumb() };
}

describe('everyday tasks on a phone, in taps', () => {
  it('changes the hero headline on the page, then undoes it from the save’s message', async () => {
    const { context, page, errors, owner } = await signedInPhone();
    await owner.tap(page.getByRole('link', { name: 'Home', exact: true }));
    await owner.tap(page.getByRole('button', { name: 'Edit Headline (Hero)' }));
    await owner.replace(page.getByLabel('Headline', { exact: true }), 'Radiance, Unhurried');
    await owner.tap(page.getByRole('button', { name: 'Save Changes' }));
    await expectMessage(page, 'Section updated successfully!', 'status');
    const headline = async () => ((await readDoc(page, 'sections/hero'))?.block as { headline?: string }).headline;
    expect(await headline()).toBe('Radiance, Unhurried');
    done('hero', owner.taps);
    // A visitor's tab shows it.
    const site = await context.newPage();
    await site.goto('/');
    await expect.poll(() => site.locator('main h1').first().textContent(), { timeout: 10_000 }).toBe('Radiance, Unhurried');

    const undo = thumb();
    await undo.tap(page.getByRole('status').getByRole('button', { name: 'Undo' }));
    await expect.poll(headline).toBe('Discover Your Natural Beauty');
    await expect.poll(async () => (await page.locator('.pe-site h1').first().textContent())?.replace(MARKS, '')).toBe('Discover Your Natural Beauty');
    await expect.poll(() => site.locator('main h1').first().textContent(), { timeout: 10_000 }).toBe('Discover Your Natural Beauty');
    done('undo', undo.taps);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('writes a bulleted welcome text with a bold word', async () => {
    const { context, page, errors, owner } = await signedInPhone();
    await owner.tap(page.getByRole('link', { name: 'Home', exact: true }));
    await owner.tap(page.getByRole('button', { name: 'Edit Description (Welcome Section)' }));
    const text = page.getByRole('textbox', { name: 'Description' });
    await owner.clear(text);
    await owner.tap(page.getByRole('button', { name: 'Bullet list' }));
    await owner.type(text, 'Results that look like you');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Care from ');
    await owner.tap(page.getByRole('button', { name: 'Bold' }));
    await page.keyboard.type('nurse injectors');
    await owner.tap(page.getByRole('button', { name: 'Save Changes' }));
    await expectMessage(page, 'Welcome content updated successfully!', 'status');
    done('welcome', owner.taps);
    const stored = (await readDoc(page, 'settings/welcome-content'))?.description as string;
    expect(stored).toMatch(/<ul><li><p>Results that look like you<\/p><\/li><li><p>Care from <strong>nurse injectors<\/strong><\/p><\/li><\/ul>/);
    // A visitor's tab: the list with its bullets and the bold word.
    const site = await context.newPage();
    await site.goto('/');
    const item = site.locator('main ul li').filter({ hasText: 'Care from nurse injectors' });
    await item.waitFor();
    expect(await item.locator('strong').textContent()).toBe('nurse injectors');
    expect(await item.evaluate((li) => getComputedStyle(li).display === 'list-item' && getComputedStyle(li.parentElement!).listStyleType !== 'none')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds an offer with a photo taken on the phone, from the offer’s own form', async () => {
    const { context, page, errors, owner } = await signedInPhone();
    await owner.tap(page.getByRole('button', { name: 'Menu' }));
    await owner.tap(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Special Offers' }));
    await page.getByRole('heading', { name: 'Add New Special Offer' }).waitFor();
    await owner.type(page.getByLabel('Title'), 'Spring Glow Facial');
    await owner.type(page.getByLabel('Valid Until'), 'May 31, 2027');
    await owner.type(page.getByLabel('Promo Code'), 'SPRING27');
    await owner.type(page.getByLabel('Description'), 'A brightening facial with a gift to take home.');
    await owner.photoInto(page, 'A glowing facial treatment');
    await owner.tap(page.getByRole('button', { name: 'Add Special Offer' }));
    await expectMessage(page, 'Special offer added successfully!', 'status');
    const image = (await readCollection(page, 'images')).find((d) => d.data.alt === 'A glowing facial treatment');
    expect((await readCollection(page, 'specials')).find((d) => d.data.title === 'Spring Glow Facial')?.data.image).toBe(image?.data.url);
    done('offerPhoto', owner.taps);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends every Book button to the online booking page', async () => {
    const { context, page, errors, owner } = await signedInPhone();
    await owner.tap(page.getByRole('button', { name: 'Menu' }));
    await owner.tap(page.getByRole('link', { name: 'Business Info' }));
    await owner.type(page.getByLabel('Booking Address'), 'https://book.example.com/lumiere');
    await owner.tap(page.getByRole('button', { name: 'Save Changes' }));
    await expectMessage(page, 'Business information updated successfully!', 'status');
    done('booking', owner.taps);
    // The pages whose Book buttons went to the contact page before.
    const site = await context.newPage();
    for (const path of ['/prices', '/services', '/about']) {
      await site.goto(path);
      const book = site.locator('main').getByRole('link', { name: /^Book/ }).first();
      await expect.poll(() => book.getAttribute('href'), { timeout: 10_000 }).toBe('https://book.example.com/lumiere');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves a section above the one before it and hides another, from the page', async () => {
    const { context, page, errors, owner } = await signedInPhone();
    const sections = async () => (await readCollection(page, 'sections')).sort((a, b) => (a.data.order as number) - (b.data.order as number));
    const names = async () => (await sections()).filter((s) => s.data.isVisible).map((s) => s.data.name);
    await owner.tap(page.getByRole('link', { name: 'Home', exact: true }));
    const up = page.getByRole('button', { name: 'Move Special Offers up' });
    await up.waitFor();
    expect((await names()).slice(2, 4)).toEqual(['Services', 'Special Offers']);
    await owner.tap(up);
    await expect.poll(async () => (await names()).slice(2, 4)).toEqual(['Special Offers', 'Services']);
    done('moveSection', owner.taps);

    await page.goto('/admin/dashboard');
    const hide = thumb();
    await hide.tap(page.getByRole('link', { name: 'Home', exact: true }));
    await hide.tap(page.getByRole('button', { name: 'Hide Treatment Benefits' }));
    await expectMessage(page, 'Treatment Benefits is hidden from the home page.', 'status');
    await expect.poll(async () => (await sections()).find((s) => s.data.name === 'Treatment Benefits')?.data.isVisible).toBe(false);
    await expect.poll(() => page.getByRole('group', { name: 'Section Treatment Benefits' }).count()).toBe(0);
    done('hideSection', hide.taps);

    // A visitor's tab: the offers before the services, no benefits.
    const site = await context.newPage();
    await site.goto('/');
    const headings = async () => (await site.locator('main h2[id$="-heading"]').allTextContents()).join(' | ');
    await expect.poll(headings, { timeout: 10_000 }).toMatch(/Special Offers.*Our Services/);
    expect(await headings()).not.toContain('Treatment Benefits');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fixes a treatment’s description, gives it a new photo and changes a price, each on its page', async () => {
    const { context, page, errors, owner } = await signedInPhone();
    const botox = async () => (await readCollection(page, 'treatments')).find((d) => d.data.title === 'Botox & Neurotoxins')!.data;
    await owner.tap(page.getByRole('link', { name: 'Injectables', exact: true }));
    await owner.tap(page.getByRole('button', { name: 'Edit Description (Botox & Neurotoxins)' }));
    await owner.replace(page.getByLabel('Description', { exact: true }), 'Softens lines with a few precise injections.');
    await owner.tap(page.getByRole('button', { name: 'Save Changes' }));
    await expectMessage(page, 'Treatment updated successfully!', 'status');
    expect(String((await botox()).description)).toContain('Softens lines with a few precise injections.');
    done('treatmentText', owner.taps);

    await page.goto('/admin/dashboard');
    const photo = thumb();
    await photo.tap(page.getByRole('link', { name: 'Injectables', exact: true }));
    await photo.tap(page.getByRole('button', { name: 'Edit Image URL (Botox & Neurotoxins)' }));
    await photo.photoInto(page, 'A calm injectables room');
    await photo.tap(page.getByRole('button', { name: 'Save Changes' }));
    await expectMessage(page, 'Treatment updated successfully!', 'status');
    const image = (await readCollection(page, 'images')).find((d) => d.data.alt === 'A calm injectables room');
    expect((await botox()).image).toBe(image?.data.url);
    done('treatmentPhoto', photo.taps);

    await page.goto('/admin/dashboard');
    const price = thumb();
    await price.tap(page.getByRole('link', { name: 'Price List', exact: true }));
    await price.tap(page.getByRole('button', { name: 'Edit Price (Injectables)' }).first());
    await price.replace(page.getByLabel('Price (item 1 of Prices)', { exact: true }), '$14 per unit');
    await price.tap(page.getByRole('button', { name: 'Save Changes' }));
    await expectMessage(page, 'Price group updated successfully!', 'status');
    const injectables = (await readCollection(page, 'price-groups')).find((d) => d.data.title === 'Injectables')!.data;
    expect((injectables.items as Array<{ price: string }>)[0]!.price).toBe('$14 per unit');
    done('price', price.taps);

    // A visitor's tab: the category page and the price list show them.
    const site = await context.newPage();
    await site.goto('/injectables');
    await site.getByText('Softens lines with a few precise injections.').first().waitFor();
    expect(await site.locator('main img[alt="A calm injectables room"]').count()).toBeGreaterThan(0);
    await site.goto('/prices');
    await site.getByText('$14 per unit').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
