// Every public route other than home: its content, its modals, axe, and screenshots on a phone and a desktop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, DESKTOP, launch, newContext, PHONE, screenshot } from './browser';
import { loadLazyImages, publishEdit, viewportShot, waitForSite } from './site-helpers';

let browser: Browser;
let desktop: BrowserContext;
let phone: BrowserContext;
let page: Page;
let phonePage: Page;

beforeAll(async () => {
  browser = await launch();
  desktop = await newContext(browser, DESKTOP);
  phone = await newContext(browser, PHONE);
  page = await desktop.newPage();
  phonePage = await phone.newPage();
});
afterAll(async () => {
  await browser?.close();
});

const TITLE = 'Lumière Med Spa | Luxury Aesthetic Treatments in Scottsdale';

/**
 * Open a route on both viewports, check its h1 and its own title, run axe and save screenshots; returns the desktop
 * page.
 */
async function visit(path: string, heading: string, title = `${heading} | Lumière Med Spa`): Promise<Page> {
  // Both viewports at once: they are independent browser contexts.
  const viewports = [['desktop', page], ['phone', phonePage]] as const;
  await Promise.all(viewports.map(async ([name, p]) => {
    await p.goto(path);
    await waitForSite(p);
    await p.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    expect(await p.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expect.poll(() => p.title()).toBe(title);
    expect(await axeViolations(p), `${path} on ${name}`).toEqual([]);
    if (process.env.E2E_SCREENSHOTS) {
      await loadLazyImages(p);
      await screenshot(p, `site${path.replace(/\//g, '-') || '-home'}-${name}`);
    }
  }));
  return page;
}

// Each card's price is the text of the price-list item it names; a two-price item reads with the group's columns.
const CATEGORIES = [
  { path: '/vitamins', title: 'Vitamin Therapy', cards: [['Vitamin B12 Injection', '$35'], ['IV Vitamin Therapy', '$200']] },
  { path: '/injectables', title: 'Injectables', cards: [['Botox & Neurotoxins', '$13/unit'], ['Dermal Fillers', '$600/ml']] },
  { path: '/facial-rejuvenation', title: 'Facial Rejuvenation', cards: [['Microneedling', '$300'], ['Chemical Peels', '$300']] },
  { path: '/laser', title: 'Laser Hair Removal', cards: [['Full Body Laser Hair Removal', 'Female $420 · Male $620'], ['Face and Neck', 'Female $100 · Male $125']] },
  { path: '/scalp-care', title: 'Scalp Care', cards: [['PRP Hair Restoration', 'From $800'], ['Scalp Micropigmentation', 'From $2000']] },
  {
    path: '/skincare',
    title: 'Medical-Grade Skincare',
    cards: [['Hyaluronic Hydrating Serum', '$129'], ['Barrier Renewal Cream', '$89'], ['Vitamin C Brightening Serum', '$99']],
  },
] as const;

describe('the category pages', () => {
  it('reads each price from the price list: a change there shows on the page, and a missing item shows no price', async () => {
    const context = await newContext(browser, PHONE);
    const p = await context.newPage();
    await p.goto('/vitamins');
    await waitForSite(p);
    // The header carries the category's picture, loaded at once.
    const picture = p.locator('main img').first();
    expect(await picture.getAttribute('src')).toBe('/demo/iv-therapy.svg');
    expect(await picture.getAttribute('loading')).toBe('eager');

    await publishEdit(p, (site) => {
      site.priceGroups.find((g) => g.id === 'iv-infusions')!.items.find((i) => i.id === 'b12')!.price = '$40';
    });
    const b12 = p.locator('main ul > li > a').first();
    // Drawn once the page has taken in the published change.
    await b12.getByText('$40', { exact: true }).waitFor();
    expect(await b12.getByText('$40', { exact: true }).count()).toBe(1);

    await publishEdit(p, (site) => {
      for (const g of site.priceGroups) g.items = g.items.filter((i) => i.id !== 'b12');
    });
    await b12.getByText('$40', { exact: true }).waitFor({ state: 'detached' });
    expect(await b12.getByText('$40', { exact: true }).count()).toBe(0);
    expect(await b12.locator('span.font-serif').textContent()).toBe('Vitamin B12 Injection');
    await b12.click();
    const dialog = p.getByRole('dialog', { name: 'Vitamin B12 Injection' });
    await dialog.waitFor();
    expect(await dialog.getByText('Price', { exact: true }).count()).toBe(0);
    expect(await dialog.getByText('Duration', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  for (const category of CATEGORIES) {
    it(`${category.path} shows its treatments as cards with their price-list prices, each opening a modal`, async () => {
      const p = await visit(category.path, category.title);
      // Each card opens its dialog (the dialogs' own links, such as who performs a treatment, are no cards).
      const cards = p.locator('main ul > li > a[data-dialog]');
      expect(await cards.count()).toBe(category.cards.length);
      for (const [i, [title, price]] of category.cards.entries()) {
        const card = cards.nth(i);
        expect(await card.locator('span.font-serif').textContent()).toBe(title);
        expect(await card.getByText(price, { exact: true }).count()).toBe(1);
      }
      await cards.first().click();
      const [firstTitle, firstPrice] = category.cards[0];
      const dialog = p.getByRole('dialog', { name: firstTitle });
      await dialog.waitFor();
      // Its picture, named by the library's alt text (the treatment's title where the picture has none).
      const picture = dialog.getByRole('img').first();
      expect(await picture.isVisible()).toBe(true);
      expect(await picture.getAttribute('alt')).toMatch(/\S/);
      expect(await dialog.getByRole('heading', { name: 'Benefits' }).isVisible()).toBe(true);
      expect(await dialog.getByText(firstPrice, { exact: true }).isVisible()).toBe(true);
      for (const term of ['Duration', 'Details', 'Recommended', 'Aftercare']) expect(await dialog.getByText(term, { exact: true }).isVisible()).toBe(true);
      expect(await dialog.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/contact');
      // The first vitamin treatment (B12) and the skincare products have no downtime.
      const hasDowntime = category.path !== '/skincare' && category.path !== '/vitamins';
      expect(await dialog.getByRole('heading', { name: 'Downtime' }).count()).toBe(hasDowntime ? 1 : 0);
      if (category.path === '/injectables') await viewportShot(p, 'site-category-modal-desktop');
      if (category.path === '/vitamins') {
        // Clicking Book Now goes to the contact page.
        await dialog.getByRole('link', { name: 'Book Now' }).click();
        await p.waitForURL(/\/contact$/);
        await p.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
      } else {
        await p.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        // Closed, the modal gives the page its own address back.
        await expect.poll(() => new URL(p.url()).pathname).toBe(category.path);
      }
    });
  }
});

describe('the other pages', () => {
  it('/services lists every service; Book Now in its modal goes to the contact page', async () => {
    const p = await visit('/services', 'Our Services', 'All Services | Lumière Med Spa');
    expect(await p.locator('section[aria-labelledby="services-heading"] > div > ul > li').count()).toBe(9);
    await p.getByRole('link', { name: /Dermal Fillers/ }).click();
    const dialog = p.getByRole('dialog', { name: 'Dermal Fillers' });
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    await p.waitForURL(/\/contact$/);
    await p.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
  });

  it('/specials lists the offers; Book Now in an offer goes to the contact page', async () => {
    const p = await visit('/specials', 'Special Offers');
    expect(await p.locator('section[aria-labelledby="offers-heading"] > div > ul > li').count()).toBe(4);
    await p.getByRole('link', { name: /Scalp Renewal Package/ }).click();
    const dialog = p.getByRole('dialog', { name: 'Scalp Renewal Package' });
    await dialog.getByText('September 30, 2026', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Book Now' }).click();
    await p.waitForURL(/\/contact$/);
  });

  it('/prices shows every group of the price list in order, the two-column group as a table', async () => {
    const p = await visit('/prices', 'Price List');
    const rows = await p.locator('main dl > div').evaluateAll((divs) => divs.map((d) => `${d.querySelector('dt')?.textContent} = ${d.querySelector('dd')?.textContent}`));
    expect(rows).toEqual([
      'Neurotoxins (Botox, Dysport, Xeomin) = $13/unit',
      'Lip Flip (6 units) = $150',
      'Lip Filler = $600/ml',
      'Cheek, Jawline or Chin Filler = $750 and up',
      'Fine Folds Filler = $600',
      'Filler Touch-Up (0.5ml) = $400',
      'IV Drips = $200',
      'B12 Injection = $35',
      'NAD+ Infusion = $800',
      'Glutathione or Vitamin C Push = $150',
      'Glutathione IM Injection = $50',
      'Microneedling = $300',
      'Microneedling with PRP = $600',
      'Microneedling Add-On = $300',
      'Signature Facial = $160',
      'DiamondGlow Facial = $300',
      'CO2 Mask = $100',
      'HydraFacial (90 min) = $280',
      'HydraFacial (60 min) = $220',
      'Face Peel = $300',
      'Body Peel = $400',
      'Signature Scalp Facial = $180',
      'Deluxe Scalp Facial = $220',
      'Men’s Scalp Facial = $100',
      'PRP Hair Restoration = From $800',
      'Scalp Micropigmentation = From $2000',
      'Tirzepatide = $150/week',
      'Semaglutide = $150/week',
      'Retatrutide = $160/week',
      'Dose Increase = $25',
      'Hyaluronic Hydrating Serum = $129',
      'Barrier Renewal Cream = $89',
      'Vitamin C Brightening Serum = $99',
      'Botox above 30 units = $11/unit',
      'Microneedling (3 sessions) = $800',
      'Microneedling with PRP (3 sessions) = $1650',
      'Scalp Facial Package of 4 = $650',
      'Signature Scalp Facial Package of 4 = $750',
    ]);
    const laser = await p.locator('main table tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent).join(' | ')));
    expect(laser).toEqual([
      'Face | $100 | $125',
      'Arms | $150 | $180',
      'Legs | $200 | $250',
      'Bikini | $120 | $150',
      'Chest and Abdomen | $150 | $200',
      'Back | $150 | $220',
      'Full Body | $420 | $620',
    ]);
    expect(await p.getByText('Touch-Up (5 minutes)', { exact: true }).isVisible()).toBe(true);
    expect(await p.getByText('$20', { exact: true }).isVisible()).toBe(true);
    expect(await p.getByText('Packages: buy 4 sessions, get the 5th free.', { exact: true }).isVisible()).toBe(true);
  });

  it('/about tells the story with the welcome content, expertise and testimonials', async () => {
    const p = await visit('/about', 'About Us');
    await p.getByRole('heading', { name: 'Welcome to Lumière Med Spa' }).waitFor();
    expect(await p.getByText('20+ years', { exact: true }).isVisible()).toBe(true);
    expect(await p.getByRole('img', { name: '5 out of 5 stars' }).count()).toBe(3);
  });

  it('/contact shows the contact details and the form', async () => {
    const p = await visit('/contact', 'Contact Us');
    expect(await p.locator('#contact').getByRole('link', { name: '(480) 555-0142' }).getAttribute('href')).toBe('tel:4805550142');
    for (const label of ['Name', 'Email', 'Message']) expect(await p.getByLabel(label, { exact: true }).getAttribute('required')).toBe('');
    expect(await p.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
    expect(await p.getByLabel('Phone (optional)').getAttribute('required')).toBeNull();
  });

  it('/payment-plans loads the financing script into its container and says plainly when it cannot load', async () => {
    const p = await visit('/payment-plans', 'Payment Plans');
    const container = p.locator('#financing-widget');
    expect(await container.getAttribute('data-sections')).toBe('all hero howitworks testimony faq calculator');
    expect(await container.locator('script').getAttribute('src')).toBe('https://widget.cherry.com/widget.js');
    const alert = p.getByRole('alert');
    await alert.getByRole('heading', { name: 'Payment plan options could not be loaded' }).waitFor();
    expect(await alert.textContent()).toContain('The financing application is unavailable right now.');
    expect(await p.getByText('Loading payment plan options...').count()).toBe(0);
    // The way to ask a person is on the page all along.
    const help = p.getByText('We are happy to help you with payment plans directly: call us at (480) 555-0142 or send us a message.');
    expect(await help.isVisible()).toBe(true);
    expect(await help.getByRole('link', { name: '(480) 555-0142' }).getAttribute('href')).toBe('tel:4805550142');
    expect(await p.getByRole('main').getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
  });

  it('/payment-plans moves nothing when the notice takes the loading line’s place', async () => {
    const context = await newContext(browser, PHONE);
    // The widget's script fails a moment after the page is live, as it would on a slow network.
    let fail: () => void = () => undefined;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    await context.route('https://widget.cherry.com/widget.js', async (route) => {
      await failed;
      await route.abort();
    });
    const p = await context.newPage();
    await p.goto('/payment-plans');
    await waitForSite(p);
    const help = p.getByText('We are happy to help you with payment plans directly', { exact: false });
    await p.getByText('Loading payment plan options...').waitFor();
    const before = await help.boundingBox();
    fail();
    await p.getByRole('alert').waitFor();
    expect(await help.boundingBox()).toEqual(before);
    await context.close();
  });

  it('/payment-plans initialises the widget with all six sections when its script loads', async () => {
    const context = await newContext(browser, DESKTOP);
    // Registered after newContext's catch-all, so it takes precedence for the widget's address.
    await context.route('https://widget.cherry.com/widget.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__widgetCalls = window._hw.q; document.getElementById("all").textContent = "Widget ready";' }),
    );
    const p = await context.newPage();
    await p.goto('/payment-plans');
    await p.getByText('Widget ready', { exact: true }).waitFor();
    const calls = (await p.evaluate(() => (window as unknown as { __widgetCalls: unknown[][] }).__widgetCalls)) as Array<[string, unknown, string[]]>;
    expect(calls[0]?.[0]).toBe('init');
    expect(calls[0]?.[2]).toEqual(['all', 'hero', 'howitworks', 'testimony', 'faq', 'calculator']);
    expect(await p.getByRole('alert').count()).toBe(0);
    expect(await p.getByText('We are happy to help you with payment plans directly', { exact: false }).isVisible()).toBe(true);
    await context.close();
  });

  it('/privacy-policy carries the breach notice and its date', async () => {
    const p = await visit('/privacy-policy', 'Privacy Policy');
    expect(await p.getByText('Last updated: 2025-07-08', { exact: true }).isVisible()).toBe(true);
    await p.getByText('we will notify you within 7 business days of discovering it.', { exact: false }).waitFor();
  });

  it('/sms-disclosure carries its date and the HELP, STOP and UNSUBSCRIBE keywords', async () => {
    const p = await visit('/sms-disclosure', 'SMS Disclosure');
    expect(await p.getByText('Effective date: July 8, 2025', { exact: true }).isVisible()).toBe(true);
    expect(await p.getByText('Reply HELP for help at any time.', { exact: true }).isVisible()).toBe(true);
    expect(
      await p.getByText('Reply STOP or UNSUBSCRIBE to stop receiving messages. You will receive one final message confirming your opt-out.', { exact: true }).isVisible(),
    ).toBe(true);
  });

  it('shows a not-found page for any other address', async () => {
    const p = await visit('/no-such-page', 'Page Not Found', TITLE);
    expect(await p.getByText('The page you are looking for does not exist or has moved.', { exact: true }).isVisible()).toBe(true);
    await p.getByRole('link', { name: 'Return Home' }).click();
    await p.waitForURL((url) => url.pathname === '/');
    await p.getByRole('heading', { level: 1, name: 'Discover Your Natural Beauty' }).waitFor();
  });
});
