// The owner never loses work: two tabs saving at once, input kept across a reload, Undo after a delete, the
// Trash page, and the site history with compare and restore. Two pages of one context share the local backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE, axeViolations, launch, newContext, signIn } from './browser';
import { answerDialog, expectMessage, readCollection, readDoc, trackErrors, waitForLive } from './admin-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** What `notePublishing` notes in the page. */
type Noted = typeof globalThis & { sawPublishing?: boolean; sawRefused?: boolean };

/**
 * From now on, notes in the page whether its publish indicator has said "Publishing…" (so that Live after it tells
 * a publish has run since: Live alone shows before a save too), and whether it has said that a list was changed
 * under it (a move refused).
 */
async function notePublishing(page: Page) {
  await page.evaluate(() => {
    const g = globalThis as Noted;
    g.sawPublishing = false;
    g.sawRefused = false;
    const texts = (role: string) => [...document.querySelectorAll(`[role="${role}"]`)].map((e) => e.textContent ?? '');
    new MutationObserver(() => {
      if (texts('status').includes('Publishing…')) g.sawPublishing = true;
      if (texts('alert').some((t) => t.includes('This list was changed in another tab or device.'))) g.sawRefused = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** In the page: its move has ended, refused because the list was changed meanwhile, or stored and published. */
function moveEnded() {
  const g = globalThis as Noted;
  return !!g.sawRefused || (!!g.sawPublishing && [...document.querySelectorAll('[role="status"]')].some((e) => e.textContent === 'Live'));
}

// Screenshots of the owner's screens to look at, written where E2E_SCREENSHOTS says (none when unset).
const SHOTS = process.env.E2E_SCREENSHOTS;
// A 1×1 picture, for an image to delete and restore.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

async function openContactInfo(page: Page) {
  await page.goto('/admin/dashboard/contact-info');
  await page.getByRole('heading', { level: 1, name: 'Contact Info' }).waitFor();
  await expect.poll(() => page.getByLabel('Phone Number').inputValue()).not.toBe('');
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

describe('two tabs editing at once', () => {
  it('keeps both tabs’ changes to different fields, and lets the owner choose when both changed the same one', async () => {
    const context = await newContext(browser);
    const a = await context.newPage();
    const errors = trackErrors(a);
    await signIn(a);
    const b = await context.newPage();
    await openContactInfo(a);
    await openContactInfo(b);

    await a.getByLabel('Phone Number').fill('(480) 555-0101');
    await a.getByRole('button', { name: 'Save Changes' }).click();
    await expectMessage(a, 'Contact information updated successfully!', 'status');
    await b.getByLabel('City').fill('Scottsdale');
    await b.getByRole('button', { name: 'Save Changes' }).click();
    await expectMessage(b, 'Contact information updated successfully!', 'status');
    const stored = await readDoc(a, 'settings/contact-info');
    expect(stored).toMatchObject({ phone: '(480) 555-0101', address: expect.objectContaining({ city: 'Scottsdale' }) });
    // Tab B shows what is stored now, tab A's phone included.
    expect(await b.getByLabel('Phone Number').inputValue()).toBe('(480) 555-0101');

    // Both change the phone: the second save is refused and both versions are shown.
    await expect.poll(() => a.getByLabel('City').inputValue()).toBe('Scottsdale');
    await a.getByLabel('Phone Number').fill('(480) 555-0202');
    await b.getByLabel('Phone Number').fill('(480) 555-0303');
    await a.getByRole('button', { name: 'Save Changes' }).click();
    await expectMessage(a, 'Contact information updated successfully!', 'status');
    await b.getByRole('button', { name: 'Save Changes' }).click();
    const dialog = b.getByRole('dialog', { name: 'Changed in another tab or device' });
    await dialog.waitFor();
    await dialog.getByText('(480) 555-0303').waitFor();
    await dialog.getByText('(480) 555-0202').waitFor();
    expect((await readDoc(a, 'settings/contact-info'))?.phone).toBe('(480) 555-0202');
    await expectNoAxeViolations(b);
    await shoot(b, 'conflict-desktop');
    await b.setViewportSize(PHONE);
    await expectNoAxeViolations(b);
    await shoot(b, 'conflict-phone');
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await expectMessage(b, 'Contact information updated successfully!', 'status');
    await expect.poll(async () => (await readDoc(a, 'settings/contact-info'))?.phone).toBe('(480) 555-0303');

    // "Take theirs" puts the stored version in the form and writes nothing.
    await expect.poll(() => a.getByLabel('Phone Number').inputValue()).toBe('(480) 555-0303');
    await a.getByLabel('Phone Number').fill('(480) 555-0404');
    await b.getByLabel('Phone Number').fill('(480) 555-0505');
    await b.getByRole('button', { name: 'Save Changes' }).click();
    await expectMessage(b, 'Contact information updated successfully!', 'status');
    await a.getByRole('button', { name: 'Save Changes' }).click();
    await a.getByRole('dialog', { name: 'Changed in another tab or device' }).getByRole('button', { name: 'Take theirs' }).click();
    await expect.poll(() => a.getByLabel('Phone Number').inputValue()).toBe('(480) 555-0505');
    expect((await readDoc(a, 'settings/contact-info'))?.phone).toBe('(480) 555-0505');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives items added in two tabs at the same moment different orders, and keeps elements added to one section in both', async () => {
    const context = await newContext(browser);
    const a = await context.newPage();
    await signIn(a);
    const b = await context.newPage();
    for (const page of [a, b]) {
      await page.goto('/admin/dashboard/testimonials');
      await page.getByRole('heading', { level: 1, name: 'Testimonials' }).waitFor();
      await page.getByRole('heading', { level: 3 }).first().waitFor();
    }
    await a.getByLabel('Name').fill('Tab A');
    await a.getByLabel('Quote').fill('From the first tab.');
    await b.getByLabel('Name').fill('Tab B');
    await b.getByLabel('Quote').fill('From the second tab.');
    await Promise.all([a.getByRole('button', { name: 'Add Testimonial' }).click(), b.getByRole('button', { name: 'Add Testimonial' }).click()]);
    await expectMessage(a, 'Testimonial added successfully!', 'status');
    await expectMessage(b, 'Testimonial added successfully!', 'status');
    const stored = await readCollection(a, 'testimonials');
    const orders = stored.map((d) => d.data.order);
    expect(new Set(orders).size).toBe(orders.length);
    expect(stored.filter((d) => d.data.name === 'Tab A' || d.data.name === 'Tab B')).toHaveLength(2);

    // Both tabs move the same two cards at once: one move wins or both apply in turn; no order is given twice,
    // no card is lost, and both tabs end up showing the stored order.
    const names = async () => (await readCollection(a, 'testimonials')).sort((x, y) => Number(x.data.order) - Number(y.data.order)).map((d) => d.data.name);
    const [firstName, secondName] = (await names()) as [string, string];
    await b.getByRole('button', { name: `Move ${firstName} down`, disabled: false }).waitFor();
    expect(await b.getByRole('button', { name: `Move ${firstName} down` }).isEnabled()).toBe(true);
    // Each tab's move ends in a sign: the tab says the list was changed under it (its move refused), or its publish
    // indicator goes from Publishing… back to Live (its move stored and published). Live alone shows before the move
    // too, so each tab, once the adds are published, notes from then on whether it says Publishing….
    for (const page of [a, b]) {
      await waitForLive(page);
      await notePublishing(page);
    }
    await Promise.all([a.getByRole('button', { name: `Move ${firstName} down` }).click(), b.getByRole('button', { name: `Move ${secondName} up` }).click()]);
    await Promise.all([a, b].map((page) => page.waitForFunction(moveEnded)));
    const moved = await readCollection(a, 'testimonials');
    expect(moved).toHaveLength(stored.length);
    expect(new Set(moved.map((d) => d.data.order)).size).toBe(moved.length);
    // The cards in the order the tab lists them, by their Edit buttons.
    const listed = (page: Page) => page.getByRole('button', { name: /^Edit / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')!.replace(/^Edit /, '')));
    const expected = await names();
    // No sign tells that a tab has drawn the stored order: each follows the other's write through a broadcast and a
    // read of its own, which can take longer than a second on a loaded machine.
    await expect.poll(() => listed(a), { timeout: 10_000 }).toEqual(expected);
    await expect.poll(() => listed(b), { timeout: 10_000 }).toEqual(expected);

    // One custom section, an element added from each tab.
    await a.goto('/admin/dashboard/section-creator');
    await a.getByRole('button', { name: 'New Section' }).click();
    await a.getByRole('dialog').getByRole('textbox').fill('Two tabs');
    await answerDialog(a, true);
    await a.getByRole('button', { name: /^Two tabs/ }).waitFor();
    await b.goto('/admin/dashboard/section-creator');
    await b.getByRole('button', { name: /^Two tabs/ }).click();
    await expect.poll(() => a.getByRole('button', { name: /^Two tabs/ }).getAttribute('aria-expanded')).toBe('true');
    for (const [page, text] of [
      [a, 'Written in tab A'],
      [b, 'Written in tab B'],
    ] as const) {
      await page.locator('[id$="-panel"] form').first().getByLabel('Content').fill(text);
    }
    await Promise.all([a.getByRole('button', { name: 'Add Element' }).first().click(), b.getByRole('button', { name: 'Add Element' }).first().click()]);
    await expect
      .poll(async () => {
        const sections = await readCollection(a, 'sections');
        const section = sections.find((s) => s.data.name === 'Two tabs');
        return ((section?.data.block as { elements?: Array<{ content: string }> })?.elements ?? []).map((e) => e.content).sort();
      })
      .toEqual(['Written in tab A', 'Written in tab B']);
    await context.close();
  });
});

describe('typed input survives', () => {
  it('offers to restore what was typed after a reload, and to discard it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    page.on('dialog', (d) => void d.accept());
    await signIn(page);
    await page.goto('/admin/dashboard/welcome');
    const heading = page.getByLabel('Heading', { exact: true });
    await expect.poll(() => heading.inputValue()).not.toBe('');
    const stored = await heading.inputValue();
    await heading.fill('Typed but never saved');
    await page.reload();
    await page.getByRole('button', { name: 'Restore unsaved changes' }).waitFor();
    expect(await page.getByLabel('Heading', { exact: true }).inputValue()).toBe(stored);
    await expectNoAxeViolations(page);
    await shoot(page, 'draft-desktop');
    await page.getByRole('button', { name: 'Restore unsaved changes' }).click();
    expect(await page.getByLabel('Heading', { exact: true }).inputValue()).toBe('Typed but never saved');
    expect((await readDoc(page, 'settings/welcome-content'))?.heading).toBe(stored);

    await page.reload();
    await page.getByRole('button', { name: 'Discard' }).click();
    expect(await page.getByLabel('Heading', { exact: true }).inputValue()).toBe(stored);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome Section' }).waitFor();
    await expect.poll(() => page.getByLabel('Heading', { exact: true }).inputValue()).toBe(stored);
    expect(await page.getByRole('button', { name: 'Restore unsaved changes' }).count()).toBe(0);

    // A section's form in Manage Sections.
    await page.goto('/admin/dashboard/sections');
    const editServices = page.getByRole('button', { name: 'Edit Services', exact: true });
    const servicesTitle = () => page.getByRole('form', { name: 'Edit Services' }).getByLabel('Title', { exact: true });
    await editServices.click();
    const storedTitle = await servicesTitle().inputValue();
    await servicesTitle().fill('Typed title, not saved');
    await page.reload();
    await page.getByRole('region', { name: 'Unsaved changes' }).getByText(/unsaved changes to Services/).waitFor();
    await page.getByRole('button', { name: 'Restore unsaved changes' }).click();
    await expect.poll(() => servicesTitle().inputValue()).toBe('Typed title, not saved');
    expect((await readDoc(page, 'sections/services'))?.block).toMatchObject({ title: storedTitle });
    await page.getByRole('form', { name: 'Edit Services' }).getByRole('button', { name: 'Save Changes' }).click();
    await expectMessage(page, 'Section updated successfully!', 'status');
    expect((await readDoc(page, 'sections/services'))?.block).toMatchObject({ title: 'Typed title, not saved' });
    await page.reload();
    await editServices.waitFor();
    expect(await page.getByRole('button', { name: 'Restore unsaved changes' }).count()).toBe(0);

    // The Section Creator's element form.
    await page.goto('/admin/dashboard/section-creator');
    await page.getByRole('button', { name: 'New Section' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('Kept drafts');
    await answerDialog(page, true);
    const content = page.locator('[id$="-panel"] form').first().getByLabel('Content');
    await content.fill('An element typed, not added');
    await page.reload();
    await page.getByRole('region', { name: 'Unsaved changes' }).getByText(/unsaved changes to Kept drafts/).waitFor();
    await page.getByRole('button', { name: 'Restore unsaved changes' }).click();
    await expect.poll(() => page.locator('[id$="-panel"] form').first().getByLabel('Content').inputValue()).toBe('An element typed, not added');
    await page.getByRole('button', { name: 'Add Element' }).first().click();
    await expect
      .poll(async () => {
        const section = (await readCollection(page, 'sections')).find((d) => d.data.name === 'Kept drafts');
        return ((section?.data.block as { elements?: Array<{ content: string }> })?.elements ?? []).map((e) => e.content);
      })
      .toEqual(['An element typed, not added']);
    await context.close();
  });
});

describe('undo, trash and history', () => {
  // One signed-in page for the whole story: each test goes on from where the previous one left the site.
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    context = await newContext(browser);
    page = await context.newPage();
    errors = trackErrors(page);
    await signIn(page);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('undoes a delete from its message, restores from the Trash page, and restores an entry from the site history', async () => {
    // The page's clock, so the test can move time on instead of waiting for it.
    await page.clock.install();
    await page.goto('/admin/dashboard/treatments');
    const first = page.getByRole('heading', { level: 3 }).first();
    await first.waitFor();
    const title = (await first.textContent())!;
    const before = await readCollection(page, 'treatments');
    const target = before.find((s) => s.data.title === title)!;

    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await answerDialog(page, true);
    await expectMessage(page, 'Treatment deleted successfully!', 'status');
    expect(await readDoc(page, `treatments/${target.id}`)).toBeNull();
    // Undo is still offered ten seconds later.
    await page.clock.fastForward(10_000);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expectMessage(page, 'Restored from the trash.', 'status');
    await expect.poll(async () => (await readDoc(page, `treatments/${target.id}`))?.title).toBe(title);
    expect((await readDoc(page, `treatments/${target.id}`))?.order).toBe(target.data.order);

    // Deleted again, then restored from the Trash page.
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await answerDialog(page, true);
    await expectMessage(page, 'Treatment deleted successfully!', 'status');
    await page.getByRole('link', { name: 'Trash' }).click();
    await page.getByRole('heading', { level: 1, name: 'Trash' }).waitFor();
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await expectNoAxeViolations(page);
    await shoot(page, 'trash-desktop');
    await page.getByRole('button', { name: `Restore ${title}` }).click();
    await expectMessage(page, 'Restored from the trash.', 'status');
    await expect.poll(async () => (await readDoc(page, `treatments/${target.id}`))?.title).toBe(title);
    await page.getByText('The trash is empty.').waitFor();

    // A published change shows in the history; the older version restores that entry.
    await page.getByRole('link', { name: 'Treatments', exact: true }).click();
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await page.getByLabel('Title', { exact: true }).fill('Renamed for the history');
    await page.getByRole('button', { name: 'Update Treatment' }).click();
    await expectMessage(page, 'Treatment updated successfully!', 'status');
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
    await page.getByText(/“Renamed for the history” changed \(Title\)/).waitFor();
    const compare = page.getByRole('button', { name: 'Compare with now' }).first();
    await compare.click();
    await page.getByRole('button', { name: 'Restore this entry: Renamed for the history' }).waitFor();
    await expectNoAxeViolations(page);
    await shoot(page, 'history-desktop');
    await page.getByRole('button', { name: 'Restore this entry: Renamed for the history' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expectMessage(page, 'Restored. The site shows that version now.', 'status');
    await expect.poll(async () => (await readDoc(page, `treatments/${target.id}`))?.title).toBe(title);
    await page.getByText(/^Restored “/).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('restores the whole site to a version from before a delete, and an image from the Trash with its file', async () => {
    // A deleted testimonial comes back with the whole site, restored from the version before the delete.
    await page.getByRole('link', { name: 'Testimonials' }).click();
    const deleteQuote = page.getByRole('button', { name: /^Delete / }).first();
    await deleteQuote.waitFor();
    const quoted = (await deleteQuote.getAttribute('aria-label'))!.replace(/^Delete /, '');
    const quotes = await readCollection(page, 'testimonials');
    const gone = quotes.find((d) => d.data.name === quoted)!;
    await page.getByRole('button', { name: `Delete ${quoted}` }).click();
    await answerDialog(page, true);
    await expectMessage(page, 'Testimonial deleted successfully!', 'status');
    expect(await readDoc(page, `testimonials/${gone.id}`)).toBeNull();
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByText(`Testimonials: “${quoted}” deleted`).first().waitFor();
    await page.getByRole('button', { name: 'Compare with now' }).first().click();
    await page.getByRole('button', { name: 'Restore the whole site' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await expectMessage(page, 'Restored. The site shows that version now.', 'status');
    await expect.poll(async () => (await readDoc(page, `testimonials/${gone.id}`))?.name).toBe(quoted);
    expect((await readDoc(page, `testimonials/${gone.id}`))?.order).toBe(gone.data.order);
    expect(await readCollection(page, 'testimonials')).toHaveLength(quotes.length);

    // A deleted image is listed in the Trash and restored with its file.
    await page.getByRole('link', { name: 'Image Library' }).click();
    await page.getByLabel('Click to choose images or drag them here').setInputFiles([{ name: 'kept in trash.png', mimeType: 'image/png', buffer: PNG }]);
    // The upload's own Delete button (the demo's described pictures are in the library too), once it is stored.
    const deleteImage = page.getByRole('button', { name: /^Delete .*kept.in.trash/ });
    await deleteImage.waitFor();
    const imageName = ((await deleteImage.getAttribute('aria-label')) ?? '').replace(/^Delete /, '');
    const images = await readCollection(page, 'images');
    const image = images.find((d) => d.data.name === imageName)!;
    expect(image).toBeDefined();
    await deleteImage.click();
    // Used nowhere: one question.
    await answerDialog(page, true);
    await expectMessage(page, 'Image deleted successfully!', 'status');
    expect(await readDoc(page, `images/${image.id}`)).toBeNull();
    // The Trash on a phone, with the image in it.
    await page.setViewportSize(PHONE);
    await page.goto('/admin/dashboard/trash');
    await page.getByRole('heading', { level: 2, name: imageName }).waitFor();
    await expectNoAxeViolations(page);
    await shoot(page, 'trash-phone');
    await page.getByRole('button', { name: `Restore ${imageName}` }).click();
    await expectMessage(page, 'Restored from the trash.', 'status');
    await expect.poll(async () => (await readDoc(page, `images/${image.id}`))?.url).toBe(image.data.url);
    const fileShows = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return img.naturalWidth > 0;
    }, String(image.data.url));
    expect(fileShows).toBe(true);
    // The testimonial the whole-site restore brought back is no longer offered from the trash either.
    await page.getByText('The trash is empty.').waitFor();

    // The history and a comparison on a phone.
    await page.goto('/admin/dashboard/history');
    await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
    await page.getByRole('button', { name: 'Compare with now' }).first().click();
    await page.getByRole('button', { name: 'Restore the whole site' }).waitFor();
    await expectNoAxeViolations(page);
    await shoot(page, 'history-phone');
    await page.getByRole('button', { name: 'Restore the whole site' }).scrollIntoViewIfNeeded();
    await shoot(page, 'diff-phone');
    expect(errors).toEqual([]);
    // Many steps on one page; a busy machine needs more than the default minute for them.
  }, 120_000);
});
