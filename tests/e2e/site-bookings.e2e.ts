// Bookings, schedules and local search: booking addresses behind every Book button, offers shown only between
// their dates (the browser's clock set for it), holiday hours in the footer and the structured data, the header's
// Book and call buttons and fuller menu, the maintenance page's contact details and the owner's banner, each
// page's own title in the served HTML, and the admin's scheduled/expired marks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations, BASE_URL, DESKTOP, launch, newContext, PHONE, screenshot, signIn } from './browser';
import { expectMessage, readCollection, readDoc, waitForLive } from './admin-support';
import { publishEdit, viewportShot, waitForSite } from './site-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SITE_BOOKING = 'https://book.example.com/lumiere';
const BOTOX_BOOKING = 'https://book.example.com/lumiere/botox';

/** A Book button that leads to `href` in a new tab, without handing the booking site this window. */
async function expectBookingLink(link: Locator, href: string) {
  await link.waitFor();
  expect(await link.evaluate((a) => a.tagName)).toBe('A');
  expect(await link.getAttribute('href')).toBe(href);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toBe('noopener');
}

describe('booking links', () => {
  it('send every Book button to the item’s own booking page, else the spa’s, in a new tab; without one they keep the spec’s way', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto('/');
    await waitForSite(page);
    // No booking address: the hero scrolls to the contact section and the header's Book goes to /contact.
    expect(await page.getByRole('link', { name: 'Book Appointment' }).getAttribute('href')).toBe('#contact');
    expect(await page.locator('header').getByRole('link', { name: 'Book', exact: true }).getAttribute('href')).toBe('/contact');
    expect(await page.locator('[data-booking-link]').count()).toBe(0);

    await publishEdit(page, (site) => {
      site.businessInfo!.bookingUrl = SITE_BOOKING;
      site.treatments.find((s) => s.id === 'botox')!.bookingUrl = BOTOX_BOOKING;
    });
    await expectBookingLink(page.getByRole('link', { name: 'Book Appointment (opens in a new tab)' }), SITE_BOOKING);
    await expectBookingLink(page.locator('header').getByRole('link', { name: 'Book (opens in a new tab)' }), SITE_BOOKING);
    await expectBookingLink(page.getByRole('link', { name: 'Book Treatment (opens in a new tab)' }), SITE_BOOKING);

    // A service with its own page, and one without.
    await page.getByRole('link', { name: /Botox & Neurotoxins/ }).click();
    let modal = page.getByRole('dialog', { name: 'Botox & Neurotoxins' });
    await expectBookingLink(modal.getByRole('link', { name: 'Book Now (opens in a new tab)' }), BOTOX_BOOKING);
    // It opens a new tab; this page stays where it is, the treatment's modal open at its address.
    const [popup] = await Promise.all([context.waitForEvent('page'), modal.getByRole('link', { name: /Book Now/ }).click()]);
    expect(popup).toBeTruthy();
    expect(new URL(page.url()).pathname).toBe('/injectables/botox');
    await popup!.close();
    await modal.getByRole('button', { name: 'Close' }).click();
    // Closed, the modal gives the page its own address back.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.getByRole('link', { name: /Dermal Fillers/ }).click();
    modal = page.getByRole('dialog', { name: 'Dermal Fillers' });
    await expectBookingLink(modal.getByRole('link', { name: 'Book Now (opens in a new tab)' }), SITE_BOOKING);
    expect(await axeViolations(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');

    // An offer's modal.
    await page.getByRole('link', { name: /Botox at \$11 per Unit/ }).click();
    modal = page.getByRole('dialog', { name: 'Botox at $11 per Unit' });
    await expectBookingLink(modal.getByRole('link', { name: 'Book Now (opens in a new tab)' }), SITE_BOOKING);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');

    // The same treatment on its category page: written once, its booking page too; its neighbour has none.
    await page.goto('/injectables');
    await waitForSite(page);
    await page.locator('main ul li a[data-dialog]').first().click();
    modal = page.getByRole('dialog', { name: 'Botox & Neurotoxins' });
    await expectBookingLink(modal.getByRole('link', { name: 'Book Now (opens in a new tab)' }), BOTOX_BOOKING);
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/injectables');
    await page.getByRole('link', { name: /Dermal Fillers/ }).click();
    modal = page.getByRole('dialog', { name: 'Dermal Fillers' });
    await expectBookingLink(modal.getByRole('link', { name: 'Book Now (opens in a new tab)' }), SITE_BOOKING);
    await context.close();
  });
});

describe('offers on a schedule', () => {
  it('show an offer only from its start date to its end date, by the spa’s calendar, and hide the home section when none is current', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    // Dec 10, noon in Scottsdale.
    await page.clock.setFixedTime(new Date('2026-12-10T12:00:00-07:00'));
    await page.goto('/');
    await waitForSite(page);
    await publishEdit(page, (site) => {
      const [a, b, c, d] = site.specials;
      Object.assign(a!, { startDate: '2026-12-01', endDate: '2026-12-31' });
      Object.assign(b!, { startDate: '2026-12-15' });
      Object.assign(c!, { endDate: '2026-12-05' });
      delete d!.startDate;
      delete d!.endDate;
    });
    const titles = (p: Page) => p.locator('section[aria-labelledby="offers-heading"] li a span.font-serif');
    const offerTitles = (p: Page) => titles(p).allTextContents();
    // The offers out of their dates leave the home section once the page has taken in the published change.
    for (const title of ['Microneedling Series of Three', 'Scalp Renewal Package']) await titles(page).filter({ hasText: title }).waitFor({ state: 'detached' });
    expect(await offerTitles(page)).toEqual(['Botox at $11 per Unit', 'Laser Hair Removal: Buy 4, Get the 5th Free']);
    await page.goto('/specials');
    await waitForSite(page);
    await expect.poll(() => offerTitles(page)).toEqual(['Botox at $11 per Unit', 'Laser Hair Removal: Buy 4, Get the 5th Free']);

    // 06:30 UTC on Dec 15 is still Dec 14 in Scottsdale; an hour later the scheduled offer has begun.
    await page.clock.setFixedTime(new Date('2026-12-15T06:30:00Z'));
    await page.reload();
    await waitForSite(page);
    await expect.poll(() => offerTitles(page)).toEqual(['Botox at $11 per Unit', 'Laser Hair Removal: Buy 4, Get the 5th Free']);
    await page.clock.setFixedTime(new Date('2026-12-15T07:30:00Z'));
    await page.reload();
    await waitForSite(page);
    await expect.poll(() => offerTitles(page)).toEqual(['Botox at $11 per Unit', 'Microneedling Series of Three', 'Laser Hair Removal: Buy 4, Get the 5th Free']);

    // Every offer over: the home page has no Special Offers section, /specials says there are none.
    await publishEdit(page, (site) => {
      for (const o of site.specials) o.endDate = '2026-12-14';
    });
    await page.getByText('There are no special offers right now. Please check back soon.', { exact: true }).waitFor();
    await page.goto('/');
    await waitForSite(page);
    await page.getByRole('heading', { name: 'Our Services' }).waitFor();
    expect(await page.locator('#offers-heading').count()).toBe(0);
    await context.close();
  });
});

describe('holiday hours', () => {
  it('list the coming dates in the footer, leaving past ones out', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2026-12-20T10:00:00-07:00'));
    await page.goto('/');
    await waitForSite(page);
    expect(await page.getByTestId('holiday-hours').count()).toBe(0);
    await publishEdit(page, (site) => {
      site.specialHours = [
        { id: 'training', date: '2026-12-01', isClosed: true, note: 'Staff training' },
        { id: 'nye', date: '2026-12-31', isClosed: false, open: '09:00', close: '15:00', note: 'New Year’s Eve' },
        { id: 'xmas-eve', date: '2026-12-24', isClosed: false, open: '10:00', close: '14:00', note: 'Christmas Eve' },
        { id: 'xmas', date: '2026-12-25', isClosed: true, note: 'Christmas Day' },
      ];
    });
    const holiday = page.getByTestId('holiday-hours');
    await holiday.waitFor();
    expect(await holiday.locator('dt').allTextContents()).toEqual(['Thu, Dec 24', 'Fri, Dec 25', 'Thu, Dec 31']);
    expect(await holiday.locator('dd').allTextContents()).toEqual(['10:00 AM – 2:00 PM · Christmas Eve', 'Closed · Christmas Day', '9:00 AM – 3:00 PM · New Year’s Eve']);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await viewportShot(page, 'site-footer-holiday-phone');
    await context.close();
  });
});

describe('the header and menu', () => {
  it('carry a Book button on every screen, tap-to-call on phones, and every page in the menu, by keyboard too', async () => {
    for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await page.goto('/prices');
      await waitForSite(page);
      const header = page.locator('header');
      // On desktops the phone number is in the footer; the call button is for phones.
      const call = header.locator('a[href="tel:4805550142"]');
      expect(await call.isVisible(), name).toBe(name === 'phone');
      if (name === 'phone') expect(await call.getAttribute('aria-label')).toBe('Call (480) 555-0142');
      expect(await header.getByRole('link', { name: 'Book', exact: true }).isVisible()).toBe(true);
      // The logo, the call button (phones), Book and Menu sit on one row inside the bar.
      const box = await header.boundingBox();
      for (const control of [header.getByRole('link', { name: 'Book', exact: true }), header.getByRole('button', { name: 'Menu' })]) {
        const b = (await control.boundingBox())!;
        expect(b.x + b.width).toBeLessThanOrEqual(viewport.width);
        expect(b.y + b.height).toBeLessThanOrEqual(box!.y + box!.height);
      }
      expect(await axeViolations(page)).toEqual([]);
      await viewportShot(page, `site-header-${name}`);

      // Keyboard: past the skip link and the logo to Book, then the menu, whose links include the category pages.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      if (name === 'phone') {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Call (480) 555-0142');
      }
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Book');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.waitFor();
      await menu.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const treatments = menu.getByRole('list', { name: 'Treatments' });
      expect(await treatments.getByRole('link').allTextContents()).toEqual(['Injectables', 'Vitamin Therapy', 'Facial Rejuvenation', 'Laser Hair Removal', 'Scalp Care', 'Skincare']);
      expect(await menu.getByRole('link', { name: 'Price List' }).getAttribute('aria-current')).toBe('page');
      expect(await axeViolations(page)).toEqual([]);
      await viewportShot(page, `site-menu-full-${name}`);
      // The last link is reachable on a phone's screen: the panel scrolls.
      const last = menu.getByRole('link', { name: 'Payment Plans' });
      await last.scrollIntoViewIfNeeded();
      expect(await last.isVisible()).toBe(true);
      await menu.getByRole('link', { name: 'Laser Hair Removal' }).click();
      await page.waitForURL(/\/laser$/);
      await context.close();
    }
  });
});

describe('maintenance mode', () => {
  it('gives visitors the phone and e-mail, and shows the signed-in owner a banner on the site', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/');
    await waitForSite(page);
    await publishEdit(page, (site) => {
      site.businessInfo!.maintenanceMode = true;
    });
    await page.getByRole('heading', { level: 1, name: 'Under Maintenance' }).waitFor();
    expect(await page.getByRole('link', { name: 'Phone: (480) 555-0142' }).getAttribute('href')).toBe('tel:4805550142');
    expect(await page.getByRole('link', { name: /^E-mail: / }).getAttribute('href')).toMatch(/^mailto:\S+@\S+$/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'site-maintenance-contact-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'site-maintenance-contact-desktop');
    await page.setViewportSize(PHONE);

    await page.evaluate(() => {
      localStorage.setItem('medspa:local-session', 'owner@lumieremedspa.com');
      new BroadcastChannel('medspa-local').postMessage({ type: 'auth' });
    });
    const banner = page.getByRole('status').filter({ hasText: 'Maintenance mode is on: visitors see the maintenance page.' });
    await banner.waitFor();
    expect(await banner.getByRole('link', { name: 'Turn it off in Business Info' }).getAttribute('href')).toBe('/admin/dashboard/business-info');
    expect(await axeViolations(page)).toEqual([]);
    await viewportShot(page, 'site-maintenance-banner-phone');
    await publishEdit(page, (site) => {
      site.businessInfo!.maintenanceMode = false;
    });
    await banner.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('the served pages', () => {
  it('give each page its own title and description in the HTML itself', async () => {
    const head = async (path: string) => {
      const html = await (await fetch(`${BASE_URL}${path}`)).text();
      const h = html.slice(0, html.indexOf('</head>'));
      return { titles: [...h.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]), description: /<meta name="description" content="([^"]*)"/.exec(h)?.[1] };
    };
    const home = await head('/');
    expect(home.titles).toEqual(['Lumière Med Spa | Luxury Aesthetic Treatments in Scottsdale']);
    expect(home.description).toMatch(/^Luxury medical spa/);
    const prices = await head('/prices');
    expect(prices.titles).toEqual(['Price List | Lumière Med Spa']);
    expect(prices.description).toMatch(/^Prices at Lumière Med Spa: Injectables/);
    const laser = await head('/laser');
    expect(laser.titles).toHaveLength(1);
    expect(laser.description).not.toBe(home.description);
  });
});

describe('the admin', () => {
  it('takes offer dates and booking addresses, marks offers scheduled or expired, and filters by it', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2026-12-10T12:00:00-07:00'));
    await signIn(page);
    await page.getByRole('link', { name: 'Special Offers', exact: true }).click();
    await page.getByRole('heading', { name: 'Add New Special Offer' }).waitFor();
    await page.getByLabel('Title').fill('New Year Glow');
    await page.getByLabel('Valid Until').fill('January 31, 2027');
    await page.getByLabel('Promo Code').fill('NY27');
    await page.getByLabel('Image URL').fill('/demo/offer-botox.svg');
    await page.getByLabel('Description').fill('A fresh start for your skin.');
    expect(await page.getByLabel('Show From').getAttribute('type')).toBe('date');
    await page.getByLabel('Show From').fill('2027-01-01');
    await page.getByLabel('Show Until').fill('2027-01-31');
    // Only https: booking addresses.
    await page.getByLabel('Booking Address').fill('http://book.example.com/ny');
    await page.getByRole('button', { name: 'Add Special Offer' }).click();
    await page.getByText('Booking Address must be an https:// address', { exact: true }).waitFor();
    expect((await readCollection(page, 'specials')).some((d) => d.data.title === 'New Year Glow')).toBe(false);
    expect(await page.getByLabel('Title').inputValue()).toBe('New Year Glow');
    await page.getByLabel('Booking Address').fill('https://book.example.com/ny');
    await page.getByRole('button', { name: 'Add Special Offer' }).click();
    await expectMessage(page, 'Special offer added successfully!', 'status');
    expect((await readCollection(page, 'specials')).find((d) => d.data.title === 'New Year Glow')?.data).toMatchObject({
      startDate: '2027-01-01',
      endDate: '2027-01-31',
      bookingUrl: 'https://book.example.com/ny',
    });

    // An offer that has ended.
    await page.getByRole('button', { name: 'Edit Scalp Renewal Package' }).click();
    await page.getByLabel('Show Until').fill('2026-11-30');
    await page.getByRole('button', { name: 'Update Special Offer' }).click();
    await expectMessage(page, 'Special offer updated successfully!', 'status');

    const card = (title: string) => page.locator('main li').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await card('New Year Glow').getByText('Scheduled').waitFor();
    await card('Scalp Renewal Package').getByText('Expired').waitFor();
    expect(await card('Botox at $11 per Unit').getByText(/Scheduled|Expired/).count()).toBe(0);
    const filter = page.getByLabel('Show', { exact: true });
    await filter.selectOption('scheduled');
    const titles = () => page.locator('main ul > li h3').allTextContents();
    await expect.poll(titles).toEqual(['New Year Glow']);
    await filter.selectOption('expired');
    await expect.poll(titles).toEqual(['Scalp Renewal Package']);
    await filter.selectOption('current');
    await expect.poll(titles).toEqual(['Botox at $11 per Unit', 'Microneedling Series of Three', 'Laser Hair Removal: Buy 4, Get the 5th Free']);
    expect(await axeViolations(page)).toEqual([]);
    await filter.selectOption('all');
    await screenshot(page, 'admin-specials-scheduled-desktop');

    // The spa's booking address and a holiday date.
    await page.getByRole('link', { name: 'Business Info' }).click();
    await page.getByLabel('Booking Address').fill('https://book.example.com/lumiere');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectMessage(page, 'Business information updated successfully!', 'status');
    expect((await readDoc(page, 'settings/business-info'))?.bookingUrl).toBe('https://book.example.com/lumiere');
    await page.getByRole('link', { name: 'Holiday Hours' }).click();
    await page.getByRole('heading', { name: 'Add New Holiday Hours' }).waitFor();
    await page.getByLabel('Date').fill('2026-12-25');
    await page.getByLabel('Note').fill('Christmas Day');
    await page.getByLabel('Closed all day').check();
    expect(await page.getByLabel('Opening Time').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Add Holiday Hours' }).click();
    await expectMessage(page, 'Holiday date added successfully!', 'status');
    expect((await readCollection(page, 'special-hours')).map((d) => d.data)).toEqual([{ date: '2026-12-25', isClosed: true, note: 'Christmas Day', rev: 1 }]);
    // A second, earlier date is listed before it: dates keep calendar order.
    await page.getByLabel('Date').fill('2026-12-24');
    await page.getByLabel('Opening Time').fill('10:00');
    await page.getByLabel('Closing Time').fill('14:00');
    await page.getByLabel('Note').fill('Christmas Eve');
    await page.getByRole('button', { name: 'Add Holiday Hours' }).click();
    await expectMessage(page, 'Holiday date added successfully!', 'status');
    await expect.poll(() => page.locator('main ul > li h3').allTextContents()).toEqual(['2026-12-24', '2026-12-25']);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-hours-holiday-desktop');
    // Visitors see both in the footer, once both are published (leaving the admin before would stop the publish).
    await waitForLive(page);
    await page.goto('/');
    await waitForSite(page);
    const holiday = page.getByTestId('holiday-hours');
    await holiday.getByText('10:00 AM – 2:00 PM · Christmas Eve', { exact: true }).waitFor();
    expect(await holiday.locator('dd').allTextContents()).toEqual(['10:00 AM – 2:00 PM · Christmas Eve', 'Closed · Christmas Day']);
    await context.close();
  });
});
