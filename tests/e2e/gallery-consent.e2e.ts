// Before-and-after photos with their consent (local build). A visitor narrows the gallery by treatment, and sees a
// long one a page at a time. The owner,
// on a phone, adds a result whose consent covers the website: it shows on the gallery and on its treatment's page,
// loaded cold. She records that the patient withdrew consent: it leaves both at once, the admin's list says why, and
// a notice tells her where it was shown. An entry whose consent does not cover the website is never shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, DESKTOP, launch, newContext, PHONE, signIn } from './browser';
import { expectMessage, readCollection, trackErrors, writeDoc } from './admin-support';
import { viewportShot, waitForSite } from './site-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// A library picture with alt text that neither the gallery nor the services page shows, so each count is this
// result's alone.
const PHOTO = '/demo/offer-scalp.svg';
const figures = (page: Page) => page.locator('main figure');
// A 1×1 PNG, as a photo the owner uploads.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** The status a page's request for `url` gets (the local file worker answers it). */
const status = (page: Page, url: string) => page.evaluate(async (u) => (await fetch(u)).status, url);

describe('before-and-after photos', () => {
  it('lets a visitor narrow the gallery to one treatment', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto('/gallery');
    await waitForSite(page);
    await page.getByRole('heading', { level: 1, name: 'Before & After' }).waitFor();
    await expect.poll(() => figures(page).count()).toBe(2);
    await page.getByRole('button', { name: 'Chemical Peels' }).click();
    expect(await page.getByRole('button', { name: 'Chemical Peels' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => figures(page).count()).toBe(1);
    expect(await figures(page).first().getByRole('link').textContent()).toBe('Chemical Peels');
    expect(await figures(page).first().textContent()).toContain('Individual results vary.');
    await page.getByRole('button', { name: 'All treatments' }).click();
    await expect.poll(() => figures(page).count()).toBe(2);
    await viewportShot(page, 'gallery-desktop');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a long gallery a page at a time, the focus on the first result each “Show more results” adds, and a treatment’s first four with a link to the rest', async () => {
    const context = await newContext(browser, DESKTOP);
    const admin = await context.newPage();
    const errors = trackErrors(admin);
    await signIn(admin);
    // 60 results written as a store would hold them, then everything published again.
    for (let i = 0; i < 60; i++) {
      await writeDoc(admin, `gallery/many-${i}`, {
        treatment: 'botox',
        before: PHOTO,
        caption: `Result ${i + 1}`,
        consentGiven: '2026-10-01',
        consentExpires: '2099-10-01',
        consentWebsite: true,
        consentSocial: false,
        consentWithdrawn: false,
        order: 100 + i,
      });
    }
    await admin.getByRole('button', { name: 'Generate Templates' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Publish everything' }).click();
    await expectMessage(admin, 'Templates generated successfully!', 'status');

    const page = await context.newPage();
    await page.goto('/gallery');
    await waitForSite(page);
    await expect.poll(() => figures(page).count()).toBe(24);
    await page.getByText('24 of 62 results shown').waitFor();
    await page.getByRole('button', { name: 'Show more results' }).scrollIntoViewIfNeeded();
    await viewportShot(page, 'gallery-more-desktop');
    await page.getByRole('button', { name: 'Show more results' }).click();
    await expect.poll(() => figures(page).count()).toBe(48);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Result 23');
    // The last ones, with the keyboard: the button goes, the focus stays on the results.
    await page.getByRole('button', { name: 'Show more results' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => figures(page).count()).toBe(62);
    expect(await page.getByRole('button', { name: 'Show more results' }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Result 47');
    // Narrowed to one treatment, it starts again from its first page.
    await page.getByRole('button', { name: 'Botox & Neurotoxins' }).click();
    await expect.poll(() => figures(page).count()).toBe(24);
    await page.getByText('24 of 60 results shown').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The treatment's page shows its first four and leads to the gallery narrowed to it.
    await page.goto('/injectables/botox');
    await waitForSite(page);
    const dialog = page.getByRole('dialog', { name: 'Botox & Neurotoxins' });
    await expect.poll(() => dialog.locator('figure').count()).toBe(4);
    await dialog.getByRole('link', { name: 'See all 60 results' }).click();
    await page.waitForURL(/\/gallery\?treatment=botox$/);
    await waitForSite(page);
    await page.getByText('24 of 60 results shown').waitFor();
    expect(await page.getByRole('button', { name: 'Botox & Neurotoxins' }).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a result the owner adds with consent, and takes it off every page when she records its withdrawal', async () => {
    const context = await newContext(browser, PHONE, { touch: true });
    const admin = await context.newPage();
    const errors = trackErrors(admin);
    await signIn(admin);
    await admin.goto('/admin/dashboard/gallery');
    await admin.getByRole('heading', { name: 'Add New Before & After Entry' }).waitFor();
    await admin.getByLabel('Treatment', { exact: true }).selectOption({ label: 'Laser Hair Removal' });
    await admin.getByLabel('Before photo').fill(PHOTO);
    await admin.getByLabel('Caption').fill('After six sessions');
    await admin.getByLabel('Consent given on').fill('2026-01-10');
    await admin.getByLabel('Consent valid until').fill('2030-01-10');
    // Without the website in her consent, it is kept but never shown.
    await admin.getByRole('button', { name: 'Add Before & After Entry' }).tap();
    await expectMessage(admin, 'Gallery entry added successfully!', 'status');
    // Its card in the list (the notice below also names it, in a list of its own).
    const card = admin.getByRole('listitem').filter({ has: admin.getByRole('button', { name: 'Edit After six sessions' }) });
    /**
     * Her thumb scrolls the card to the middle of the screen and taps Edit: at the bottom, the list's last card
     * lies under the save's message for the few seconds it shows.
     */
    const editCard = async () => {
      await card.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await card.getByRole('button', { name: 'Edit After six sessions' }).tap();
    };
    await card.getByText('Consent does not cover the website').waitFor();
    const site = await context.newPage();
    await site.goto('/gallery');
    await waitForSite(site);
    await expect.poll(() => figures(site).count()).toBe(2);
    expect(await site.locator(`main img[src="${PHOTO}"]`).count()).toBe(0);

    // With it, the result shows on the gallery and on its treatment's page, loaded cold.
    await editCard();
    await admin.getByLabel('Consent covers this website').check();
    await admin.getByRole('button', { name: 'Update Before & After Entry' }).tap();
    await expectMessage(admin, 'Gallery entry updated successfully!', 'status');
    await card.getByText('Not on the site').waitFor({ state: 'detached' });
    // The gallery open since before follows the publish (its listener reads the new content).
    await site.locator(`main img[src="${PHOTO}"]`).waitFor();
    for (const path of ['/gallery', '/services/laser-hair-removal']) {
      const cold = await context.newPage();
      await cold.goto(path);
      // The page built before the result existed shows it once it has read the content just published.
      await cold.locator(`main img[src="${PHOTO}"]`).first().waitFor();
      expect(await cold.locator(`main img[src="${PHOTO}"]`).count(), path).toBe(1);
      if (path !== '/gallery') {
        const dialog = cold.getByRole('dialog', { name: 'Laser Hair Removal' });
        await dialog.getByText('After six sessions').waitFor();
        await viewportShot(cold, 'treatment-results-phone');
        expect(await axeViolations(cold)).toEqual([]);
      }
      await cold.close();
    }

    // The patient withdraws her consent: on saving, the photos leave both pages, and a notice says where they were.
    // The admin's tab comes back to the front, as it does when she switches to it: a tab in the background gets
    // no animation frames.
    await admin.bringToFront();
    await editCard();
    await admin.getByLabel('Consent withdrawn').check();
    await admin.getByRole('button', { name: 'Update Before & After Entry' }).tap();
    await expectMessage(admin, 'Gallery entry updated successfully!', 'status');
    await card.getByText('Consent withdrawn').waitFor();
    const notice = admin.getByRole('region', { name: 'Taken off the site' });
    await notice.getByText('Before & After Entry “After six sessions”: consent withdrawn. It was shown on /gallery, /services/laser-hair-removal.').waitFor();
    await viewportShot(admin, 'gallery-withdrawn-admin-phone');
    for (const path of ['/gallery', '/services/laser-hair-removal', '/services']) {
      const cold = await context.newPage();
      await cold.goto(path);
      await waitForSite(cold);
      await cold.locator('main').waitFor();
      expect(await cold.locator(`img[src="${PHOTO}"]`).count(), path).toBe(0);
      expect(await cold.content(), path).not.toContain('After six sessions');
      await cold.close();
    }
    // The page open since before the withdrawal follows the new content too.
    await site.locator(`main img[src="${PHOTO}"]`).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
  it('keeps a photo uploaded for a result private: visitors read only a copy, there while the result is on the site', async () => {
    const context = await newContext(browser, DESKTOP);
    const admin = await context.newPage();
    const errors = trackErrors(admin);
    await signIn(admin);
    await admin.goto('/admin/dashboard/gallery');
    await admin.getByRole('heading', { name: 'Add New Before & After Entry' }).waitFor();
    await admin.getByLabel('Treatment', { exact: true }).selectOption({ label: 'Botox & Neurotoxins' });
    // The photo field's picker offers private photos only (the library's pictures are public) and uploads as one.
    await admin.getByRole('button', { name: 'Choose from Image Library for Before photo' }).click();
    const picker = admin.getByRole('dialog', { name: 'Choose Before photo' });
    await picker.getByText('No private photos yet. Upload one above.').waitFor();
    await picker.getByText('New photos join the Image Library as private: visitors see them only while an entry that shows them is on the site.').waitFor();
    await viewportShot(admin, 'private-photo-picker');
    await picker.getByLabel('Click to choose images or drag them here').setInputFiles([{ name: 'frown lines.png', mimeType: 'image/png', buffer: PNG }]);
    await picker.getByRole('heading', { name: 'Describe the new image' }).waitFor();
    await picker.getByLabel(/^Alt text for /).fill('Frown lines before and after one session');
    await picker.getByRole('button', { name: 'Save alt text' }).click();
    await picker.waitFor({ state: 'detached' });
    const own = await admin.getByLabel('Before photo').inputValue();
    expect(own).toMatch(/^\/local-files\/private\/\d+-frown_lines-1w\.webp$/);
    await admin.getByLabel('Caption').fill('Frown lines, two weeks on');
    await admin.getByLabel('Consent given on').fill('2026-01-10');
    await admin.getByLabel('Consent valid until').fill('2030-01-10');
    await admin.getByLabel('Consent covers this website').check();
    await admin.getByRole('button', { name: 'Add Before & After Entry' }).click();
    await expectMessage(admin, 'Gallery entry added successfully!', 'status');

    // The gallery shows the photo's copy, never its own address.
    const site = await context.newPage();
    await site.goto('/gallery');
    await waitForSite(site);
    const shown = site.locator('main figure img[src^="/local-files/published-media/"]');
    await shown.first().waitFor();
    const copy = (await shown.first().getAttribute('src'))!;
    expect(await site.content()).not.toContain('/local-files/private/');
    expect(await status(site, copy)).toBe(200);
    const published = JSON.stringify([...(await readCollection(admin, 'published/gallery/items')), ...(await readCollection(admin, 'published/images/items'))]);
    expect(published).toContain(copy);
    expect(published).not.toContain('/local-files/private/');
    // The Image Library marks it private and hands out no address for it.
    await admin.getByRole('link', { name: 'Image Library' }).click();
    const card = admin.getByRole('listitem').filter({ has: admin.getByText('Alt text: Frown lines before and after one session') });
    await card.getByText('Private photo: visitors see it only while an entry that shows it is on the site').waitFor();
    await card.scrollIntoViewIfNeeded();
    await viewportShot(admin, 'private-photo-library');
    expect(await card.getByRole('button', { name: /^Copy URL of / }).count()).toBe(0);

    // Consent withdrawn: the copy is gone for whoever kept its address; the owner's photo stays hers.
    await admin.getByRole('link', { name: 'Before & After' }).click();
    await admin.getByRole('button', { name: 'Edit Frown lines, two weeks on' }).click();
    await admin.getByLabel('Consent withdrawn').check();
    await admin.getByRole('button', { name: 'Update Before & After Entry' }).click();
    await expectMessage(admin, 'Gallery entry updated successfully!', 'status');
    await admin.getByRole('region', { name: 'Taken off the site' }).getByText('Before & After Entry “Frown lines, two weeks on”: consent withdrawn.', { exact: false }).waitFor();
    await site.locator(`main img[src="${copy}"]`).waitFor({ state: 'detached' });
    // Removed right after the publish that took the result off: within the time a publish has.
    await expect.poll(() => status(site, copy), { timeout: 20_000 }).toBe(404);
    expect(await status(admin, own)).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});
