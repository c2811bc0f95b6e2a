// The home page: header and menu, every section, modals, the footer and the search metadata.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, DESKTOP, launch, newContext, PHONE, screenshot } from './browser';
import { loadLazyImages, topOf, viewportShot, waitForSite } from './site-helpers';

let browser: Browser;
let desktop: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  desktop = await newContext(browser, DESKTOP);
  page = await desktop.newPage();
  await page.goto('/');
  await waitForSite(page);
});
afterAll(async () => {
  await browser?.close();
});

const contactInView = () => expect.poll(() => topOf(page, '#contact'), { timeout: 5000 }).toBeLessThan(120);
const scrollTop = () => page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

describe('the home page', () => {
  it('shows the fixed header with the logo linking home, and the hero with its slideshow', async () => {
    const logoLink = page.getByRole('link').filter({ has: page.getByRole('img', { name: 'Lumière Med Spa' }) }).first();
    expect(await logoLink.getAttribute('href')).toBe('/');
    expect(await page.locator('header').evaluate((h) => getComputedStyle(h).position)).toBe('fixed');

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Discover Your Natural Beauty');
    await page.getByText('Experience luxury skincare and rejuvenating treatments', { exact: true }).waitFor();
    const slides = page.locator('[data-slide] img');
    expect(await slides.count()).toBe(3);
    expect(await slides.nth(0).getAttribute('src')).toBe('/demo/hero.svg');
    expect(await slides.nth(0).getAttribute('fetchpriority')).toBe('high');
    expect(await slides.nth(1).getAttribute('src')).toBe('/demo/hero2.svg');
    expect(await slides.nth(1).getAttribute('loading')).toBe('lazy');
    expect(await slides.nth(2).getAttribute('src')).toBe('/demo/hero3.svg');
    expect(await slides.nth(2).getAttribute('loading')).toBe('lazy');
    // Each slide has its own dark overlay.
    expect(await page.locator('[data-slide] > div.bg-black\\/55').count()).toBe(3);
    const heroHeight = await page.locator('section[aria-label="Introduction"]').evaluate((s) => s.getBoundingClientRect().height);
    expect(Math.round(heroHeight)).toBe(Math.round(DESKTOP.height * 0.5));
  });

  it('scrolls smoothly to the contact section from Book Appointment', async () => {
    await page.getByRole('link', { name: 'Book Appointment' }).click();
    await contactInView();
    await scrollTop();
  });

  it('shows the welcome content, then services in three columns with a modal per service', async () => {
    expect(await page.locator('#welcome-heading').textContent()).toBe('Welcome to Lumière Med Spa');
    await page.getByText('Where medical expertise meets the art of quiet luxury', { exact: true }).waitFor();

    expect(await page.getByRole('heading', { name: 'Our Services', level: 2 }).isVisible()).toBe(true);
    const grid = page.locator('section[aria-labelledby="services-heading"] > div > ul');
    expect(await grid.evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length)).toBe(3);
    expect(await grid.locator('> li').count()).toBe(9);

    const card = page.getByRole('link', { name: /Botox & Neurotoxins/ });
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Botox & Neurotoxins' });
    await dialog.waitFor();
    await dialog.getByText('We map every injection to your anatomy', { exact: false }).waitFor();
    // Its picture, described by the Image Library's alt text.
    expect(await dialog.getByRole('img', { name: 'An injectables consultation at the spa' }).getAttribute('src')).toBe('/demo/injectables.svg');
    expect(await dialog.getByRole('heading', { name: 'Benefits' }).isVisible()).toBe(true);
    const benefits = dialog.getByRole('heading', { name: 'Benefits' }).locator('xpath=following-sibling::ul[1]');
    expect(await benefits.getByRole('listitem').count()).toBe(4);
    // Who performs it, each a link to their page.
    expect(await dialog.getByRole('link', { name: 'Sophie Laurent' }).getAttribute('href')).toBe('/team/sophie-laurent');
    expect(await dialog.getByRole('heading', { name: 'Downtime' }).isVisible()).toBe(true);
    await dialog.getByText('Minimal: avoid lying down and strenuous exercise for 4 hours', { exact: true }).waitFor();
    await viewportShot(page, 'site-service-modal-desktop');
    expect(await axeViolations(page)).toEqual([]);

    // Focus never reaches the page behind the open dialog (after the last control it passes to the browser, then
    // wraps).
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest('dialog'))).toBe(true);
    }

    // Close button, then focus returns to the card.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Botox & Neurotoxins');

    // Escape.
    await card.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A click on the backdrop, outside the panel.
    await card.click();
    await dialog.waitFor();
    await page.mouse.click(8, DESKTOP.height - 8);
    await dialog.waitFor({ state: 'detached' });

    // No downtime: no Downtime block. Book Now closes the modal and scrolls to contact.
    await page.getByRole('link', { name: /IV Vitamin Therapy/ }).click();
    const iv = page.getByRole('dialog', { name: 'IV Vitamin Therapy' });
    await iv.waitFor();
    expect(await iv.getByRole('heading', { name: 'Downtime' }).count()).toBe(0);
    await iv.getByRole('button', { name: 'Book Now' }).click();
    await iv.waitFor({ state: 'detached' });
    await contactInView();
    await scrollTop();
  });

  it('shows special offers in two columns with two-line descriptions, codes and a detailed modal', async () => {
    const section = page.locator('section[aria-labelledby="offers-heading"]');
    expect(await section.getByRole('heading', { name: 'Special Offers' }).isVisible()).toBe(true);
    expect(await section.locator(':scope > div > ul').evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length)).toBe(2);
    const description = section.getByTestId('offer-description').first();
    expect(await description.evaluate((d) => getComputedStyle(d).webkitLineClamp)).toBe('2');
    expect(await section.getByText('SMOOTH11', { exact: true }).first().isVisible()).toBe(true);

    await section.getByRole('link', { name: /Botox at \$11 per Unit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Botox at $11 per Unit' });
    await dialog.waitFor();
    for (const text of [
      'Valid until',
      'December 31, 2026',
      'Promo code',
      'Offer Rules',
      'Cannot be combined with other offers',
      'Subject to availability',
      'New clients only unless otherwise specified',
      'How to Redeem',
      'Book your appointment',
      'Mention promo code SMOOTH11 when booking',
      'Present your code at check-in',
    ]) {
      expect(await dialog.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
    }
    await viewportShot(page, 'site-offer-modal-desktop');
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    await dialog.waitFor({ state: 'detached' });
    await contactInView();
    await scrollTop();
  });

  it('shows treatment benefits as tabs with the first selected and Book Treatment scrolling to contact', async () => {
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBe(6);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel');
    expect(await panel.getByRole('heading', { level: 3 }).textContent()).toBe('Wrinkle Relaxers');
    await page.getByRole('tab', { name: 'NAD+ Infusion' }).click();
    expect(await panel.getByRole('heading', { level: 3 }).textContent()).toBe('NAD+ Infusion');
    expect(await panel.getByRole('listitem').allTextContents()).toEqual(['✓Supports cellular energy', '✓Promotes mental clarity and focus', '✓A calm, restorative ritual']);
    await panel.getByRole('button', { name: 'Book Treatment' }).click();
    await contactInView();
    await scrollTop();
  });

  it('shows the expertise figures and badges, and three five-star testimonials', async () => {
    for (const text of ['20+ years', '5k+ clients', 'Board-Certified Medical Director', 'Licensed Nurse Injectors', 'FDA-Approved Products', 'Personalized Treatment Plans']) {
      expect(await page.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    const testimonials = page.locator('section[aria-labelledby="testimonials-heading"] figure');
    expect(await testimonials.count()).toBe(3);
    expect(await page.getByRole('img', { name: '5 out of 5 stars' }).count()).toBe(3);
    expect(await page.getByRole('img', { name: '5 out of 5 stars' }).first().textContent()).toBe('★★★★★');
  });

  it('shows the contact details with a digits-only phone link, email and social links', async () => {
    const contact = page.locator('#contact');
    await contact.getByText('7014 E Camelback Rd, Suite 210', { exact: true }).waitFor();
    await contact.getByText('Scottsdale, AZ 85251', { exact: true }).waitFor();
    expect(await contact.getByRole('link', { name: '(480) 555-0142' }).getAttribute('href')).toBe('tel:4805550142');
    expect(await contact.getByRole('link', { name: 'hello@lumieremedspa.com' }).getAttribute('href')).toBe('mailto:hello@lumieremedspa.com');
    expect(await contact.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe('https://www.instagram.com/lumieremedspa');
    expect(await contact.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('https://www.facebook.com/lumieremedspa');
    expect(await contact.getByLabel('Message', { exact: true }).getAttribute('rows')).toBe('4');
  });

  it('shows the footer: contact, hours Monday to Sunday, legal links and modals, SMS consent and copyright', async () => {
    const footer = page.locator('footer');
    await footer.getByText('7014 E Camelback Rd, Suite 210', { exact: true }).waitFor();
    expect(await footer.getByRole('link', { name: '(480) 555-0142' }).getAttribute('href')).toBe('tel:4805550142');
    expect(await footer.getByRole('link', { name: 'hello@lumieremedspa.com' }).isVisible()).toBe(true);
    const hours = await footer.locator('dl div').allTextContents();
    expect(hours).toEqual([
      'MondayClosed',
      'Tuesday9:00 AM – 6:00 PM',
      'Wednesday9:00 AM – 6:00 PM',
      'Thursday9:00 AM – 6:00 PM',
      'Friday9:00 AM – 6:00 PM',
      'Saturday9:00 AM – 6:00 PM',
      'SundayClosed',
    ]);
    expect(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(await footer.getByRole('link', { name: 'Payment Plans' }).getAttribute('href')).toBe('/payment-plans');
    expect(await footer.getByRole('link', { name: 'SMS Disclosure' }).getAttribute('href')).toBe('/sms-disclosure');
    expect(await footer.getByTestId('sms-consent').textContent()).toContain('Reply HELP for help or STOP to opt out at any time.');
    expect(await footer.getByText(`© ${new Date().getFullYear()} Lumière Med Spa. All rights reserved.`, { exact: true }).isVisible()).toBe(true);

    await footer.getByRole('button', { name: 'Terms of Service' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms of Service' });
    await terms.waitFor();
    await terms.getByText('By using this website or booking a service with Lumière Med Spa, you agree to these terms.', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await terms.waitFor({ state: 'detached' });

    await footer.getByRole('button', { name: 'Cancellation Policy' }).click();
    const cancellation = page.getByRole('dialog', { name: 'Cancellation Policy' });
    await cancellation.waitFor();
    for (const text of [
      'Please give at least 24-hour notice if you need to cancel or reschedule your appointment.',
      'Appointments missed without notice, or cancelled with less than 24-hour notice, will be charged 50% of the service price.',
      'Please arrive 10 minutes early to complete paperwork and settle in. Late arrivals may need a shortened treatment or a new appointment.',
      'Laser hair removal packages: buy 4 sessions, get the 5th free. Package sessions are non-refundable and non-transferable.',
    ]) {
      expect(await cancellation.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    await cancellation.getByRole('button', { name: 'Close' }).click();
    await cancellation.waitFor({ state: 'detached' });
  });

  it('sets the title, description, keywords, geo, sharing tags, favicon and structured data', async () => {
    expect(await page.title()).toBe('Lumière Med Spa | Luxury Aesthetic Treatments in Scottsdale');
    const meta = (selector: string) => page.locator(`head ${selector}`).first().getAttribute('content');
    expect(await meta('meta[name="description"]')).toContain('Luxury medical spa');
    expect(await meta('meta[name="keywords"]')).toContain('Scottsdale med spa');
    expect(await meta('meta[name="geo.region"]')).toBe('US-AZ');
    expect(await meta('meta[name="geo.placename"]')).toBe('Scottsdale');
    expect(await meta('meta[name="geo.position"]')).toBe('33.5012;-111.9268');
    expect(await meta('meta[property="og:title"]')).toBe('Lumière Med Spa | Luxury Aesthetic Treatments in Scottsdale');
    expect(await meta('meta[property="og:image"]')).toMatch(/\/demo\/hero\.svg$/);
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await page.locator('head link[rel="icon"][href="/demo/logo.svg"]').count()).toBe(1);
    // The structured data is in the page as served, for search engines (this page's has gone: a modal opened above
    // moved it to another address).
    const served = await desktop.newPage();
    await served.goto('/');
    await waitForSite(served);
    const json = JSON.parse((await served.locator('head script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(json['@type']).toBe('MedicalClinic');
    expect(json.name).toBe('Lumière Med Spa');
    expect(json.priceRange).toBe('$$$$');
    expect(json.telephone).toBe('(480) 555-0142');
    expect(json.address.addressCountry).toBe('US');
    expect(json.address.addressLocality).toBe('Scottsdale');
    expect(json.openingHoursSpecification.map((s: { dayOfWeek: string }) => s.dayOfWeek)).toEqual(['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(json.openingHoursSpecification[0]).toMatchObject({ opens: '09:00', closes: '18:00' });
    expect(json.availableService.map((s: { name: string }) => s.name)).toEqual(['Botox injections', 'Dermal fillers', 'Laser hair removal']);
    await served.close();
  });

  it('has no accessibility violations', async () => {
    expect(await axeViolations(page)).toEqual([]);
    await loadLazyImages(page);
    await screenshot(page, 'site-home-desktop');
  });
});

describe('the hero slideshow', () => {
  it('moves to the next image every six seconds and can be paused', async () => {
    const context = await newContext(browser, DESKTOP);
    const p = await context.newPage();
    await p.clock.install();
    await p.goto('/');
    await waitForSite(p);
    const visible = () => p.locator('[data-slide].opacity-100').getAttribute('data-slide');
    expect(await visible()).toBe('0');
    await p.clock.runFor(6000);
    await expect.poll(visible).toBe('1');
    await p.getByRole('button', { name: 'Pause slideshow' }).click();
    await p.clock.runFor(12000);
    expect(await visible()).toBe('1');
    await p.getByRole('button', { name: 'Play slideshow' }).click();
    await p.clock.runFor(6000);
    await expect.poll(visible).toBe('2');
    await context.close();
  });
});

describe('the home page on a phone', () => {
  it('uses two service columns, a 45vh hero, tab arrows that step 200px, and the slide-in menu', async () => {
    const context = await newContext(browser, PHONE);
    const phone = await context.newPage();
    await phone.goto('/');
    await waitForSite(phone);

    const heroHeight = await phone.locator('section[aria-label="Introduction"]').evaluate((s) => s.getBoundingClientRect().height);
    expect(Math.round(heroHeight)).toBe(Math.round(PHONE.height * 0.45));
    const grid = phone.locator('section[aria-labelledby="services-heading"] > div > ul');
    expect(await grid.evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length)).toBe(2);

    // The tab strip overflows: only the right arrow at first; each click scrolls 200px.
    const right = phone.getByRole('button', { name: 'Scroll treatments right' });
    const left = phone.getByRole('button', { name: 'Scroll treatments left' });
    await right.waitFor();
    expect(await left.count()).toBe(0);
    const strip = phone.getByRole('tablist');
    await right.click();
    await expect.poll(() => strip.evaluate((s) => s.scrollLeft)).toBe(200);
    await left.waitFor();
    // The right arrow shows only while more than 10px remain.
    await strip.evaluate((s) => (s.scrollLeft = s.scrollWidth - s.clientWidth - 12));
    await expect.poll(() => right.count()).toBe(1);
    await strip.evaluate((s) => (s.scrollLeft = s.scrollWidth - s.clientWidth - 9));
    await expect.poll(() => right.count()).toBe(0);

    expect(await axeViolations(phone)).toEqual([]);
    await loadLazyImages(phone);
    await screenshot(phone, 'site-home-phone');

    // The menu: opens as a dialog with the spec's five links, the services, offers and category pages, and social
    // links; Escape closes it; a link navigates.
    await phone.getByRole('button', { name: 'Menu' }).click();
    const menu = phone.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    const links = menu.getByRole('navigation').getByRole('link');
    expect(await links.allTextContents()).toEqual([
      'Home', 'All Services', 'Special Offers',
      'Injectables', 'Vitamin Therapy', 'Facial Rejuvenation', 'Laser Hair Removal', 'Scalp Care', 'Skincare',
      'Price List', 'About Us', 'Contact Us', 'Payment Plans',
    ]);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/', '/services', '/specials', '/injectables', '/vitamins', '/facial-rejuvenation', '/laser', '/scalp-care', '/skincare',
      '/prices', '/about', '/contact', '/payment-plans',
    ]);
    expect(await menu.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe('https://www.instagram.com/lumieremedspa');
    expect(await menu.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('https://www.facebook.com/lumieremedspa');
    // Let the slide-in finish before the picture.
    await menu.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await viewportShot(phone, 'site-menu-phone');
    expect(await axeViolations(phone)).toEqual([]);
    await phone.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await phone.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'detached' });
    await phone.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('link', { name: 'Price List' }).click();
    await phone.waitForURL(/\/prices$/);
    await phone.getByRole('heading', { name: 'Price List', level: 1 }).waitFor();
    expect(await menu.count()).toBe(0);
    await context.close();
  });
});
