// No tap is lost: every control on the public pages does what it says when a visitor on a slow phone taps it at
// any moment from the first paint to a second after the load event. The phone is emulated at 4× CPU slowdown
// (Chrome DevTools Protocol), with touch; each control is tapped at three moments, each on a fresh page load (one tab
// per moment, loading each control's page in turn).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launch, PHONE } from './browser';
import { topOf } from './site-helpers';

const ENDPOINT = 'https://api.web3forms.com/submit';
const CPU_SLOWDOWN = 4;

/** When the tap comes: as soon as the control shows, at the load event, a second after it. */
const MOMENTS = [
  { name: 'at first paint', load: false, delay: 0 },
  { name: 'at the load event', load: true, delay: 0 },
  { name: 'a second after load', load: true, delay: 1000 },
] as const;

interface Control {
  name: string;
  route: string;
  /** The control to tap. */
  target: (page: Page) => Locator;
  /** Resolves once the tap has taken effect (`moment` names the tap, for tabs running side by side). */
  tookEffect: (page: Page, moment: string) => Promise<void>;
  /** Steps before the timed tap (a modal to open first, a form to fill). */
  prepare?: (page: Page, moment: string) => Promise<void>;
}

let browser: Browser;
let context: BrowserContext;
const sent: string[] = [];
/** One tab per moment, slowed down: each control's page is a fresh load in it. */
const tabs = new Map<string, Page>();

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, baseURL: process.env.E2E_BASE_URL });
  // Third-party services are unreachable here; the form service answers as it would (the later route wins).
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await context.route(ENDPOINT, async (route) => {
    sent.push(route.request().postDataBuffer()?.toString('utf8') ?? '');
    await route.fulfill({ json: { success: true, message: 'ok' } });
  });
  for (const moment of MOMENTS) {
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    tabs.set(moment.name, page);
  }
});
afterAll(async () => {
  await browser?.close();
});

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
const until = (check: () => Promise<boolean>) => expect.poll(check, { timeout: 20000, interval: 100 }).toBe(true);
const contactInView = (page: Page) => until(async () => (await topOf(page, '#contact')) < 200);

const CONTROLS: Control[] = [
  {
    name: 'Menu',
    route: '/',
    target: (page) => page.getByRole('button', { name: 'Menu' }),
    tookEffect: (page) => until(() => dialogNamed(page, 'Menu').isVisible()),
  },
  {
    name: 'a service card on the home page',
    route: '/',
    target: (page) => page.getByRole('link', { name: /IV Vitamin Therapy/ }),
    tookEffect: (page) => until(() => dialogNamed(page, 'IV Vitamin Therapy').isVisible()),
  },
  {
    name: 'a category card on /vitamins',
    route: '/vitamins',
    target: (page) => page.locator('main ul a[data-dialog]').first(),
    tookEffect: (page) => until(() => page.locator('dialog[open]').isVisible()),
  },
  {
    name: 'an offer card on /specials',
    route: '/specials',
    target: (page) => page.locator('main ul a[data-dialog]').first(),
    tookEffect: (page) => until(() => page.locator('dialog[open]').isVisible()),
  },
  {
    name: 'Book Appointment',
    route: '/',
    target: (page) => page.getByRole('link', { name: 'Book Appointment' }),
    tookEffect: contactInView,
  },
  {
    name: 'Book Now in a service modal',
    route: '/',
    prepare: async (page) => {
      await page.getByRole('link', { name: /IV Vitamin Therapy/ }).tap();
      await dialogNamed(page, 'IV Vitamin Therapy').waitFor();
    },
    target: (page) => dialogNamed(page, 'IV Vitamin Therapy').getByRole('button', { name: 'Book Now' }),
    tookEffect: async (page) => {
      await until(async () => !(await page.locator('dialog[open]').count()));
      await contactInView(page);
    },
  },
  {
    name: 'Terms of Service in the footer',
    route: '/prices',
    target: (page) => page.getByRole('button', { name: 'Terms of Service' }),
    tookEffect: (page) => until(() => dialogNamed(page, 'Terms of Service').isVisible()),
  },
  {
    name: 'Cancellation Policy in the footer',
    route: '/about',
    target: (page) => page.getByRole('button', { name: 'Cancellation Policy' }),
    tookEffect: (page) => until(() => dialogNamed(page, 'Cancellation Policy').isVisible()),
  },
  {
    name: "the slideshow's pause",
    route: '/',
    target: (page) => page.getByRole('button', { name: 'Pause slideshow' }),
    tookEffect: (page) => until(() => page.getByRole('button', { name: 'Play slideshow' }).isVisible()),
  },
  {
    name: 'Send Message on the contact form',
    route: '/contact',
    prepare: async (page, moment) => {
      await page.getByLabel('Name', { exact: true }).fill(`Ava Quick ${moment}`);
      await page.getByLabel('Email', { exact: true }).fill('ava@example.com');
      await page.getByLabel('Message', { exact: true }).fill('Tapped at once');
      // A send within 2 s of starting the form is taken for a bot's; a person takes longer to write.
      await page.waitForTimeout(2100);
    },
    target: (page) => page.getByRole('button', { name: 'Send Message' }),
    tookEffect: async (page, moment) => {
      await until(async () => sent.some((body) => body.includes(`Ava Quick ${moment}`) && body.includes('Tapped at once')));
      await until(() => page.getByText('Thank you for your message. We will get back to you soon!').isVisible());
    },
  },
];

/** Loads `route` afresh in the moment's tab (at 4× CPU slowdown) and taps the control at the moment given. */
async function tapAt(control: Control, moment: (typeof MOMENTS)[number]) {
  const page = tabs.get(moment.name)!;
  await page.goto(control.route, { waitUntil: 'commit' });
  if (control.prepare) await control.prepare(page, moment.name);
  const target = control.target(page);
  await target.waitFor({ state: 'visible' });
  // Resolves at once when the page has loaded already.
  if (moment.load) await page.waitForLoadState('load');
  if (moment.delay) await page.waitForTimeout(moment.delay);
  await target.tap();
  await control.tookEffect(page, moment.name);
}

describe('every tap takes effect on a slow phone, from the first paint on', () => {
  for (const control of CONTROLS) {
    // The moments load side by side, each in its own tab: the machine is only busier for it.
    it(control.name, async () => {
      await Promise.all(
        MOMENTS.map(async (moment) => {
          try {
            await tapAt(control, moment);
          } catch (error) {
            throw new Error(`${control.name}, tapped ${moment.name}: ${(error as Error).message}`);
          }
        }),
      );
    }, 180000);
  }
});
