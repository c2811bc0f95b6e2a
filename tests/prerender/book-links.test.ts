// One Book rule on every public page as it is served (prerendered, or by the page function): every booking call to
// action opens the item's own booking page, else the spa's, in a new tab; without either it keeps the way to the
// contact form the spec gives it. Walks every page of the sitemap, items' own pages included.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { demoContent } from '@/backend/demo/demo-content';
import type { DocData } from '@/backend/port';
import { createPageServer } from '@/prerender/page-server';
import { sitePaths } from '@/prerender/render-page';
import { publishedStore } from '../support/published';

const TEMPLATE = '<!doctype html><html><head><meta charset="UTF-8" /><title>Lumière</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
const ORIGIN = 'https://lumiere.example';
const NOW = new Date('2026-11-26T18:00:00Z');
const SITE_BOOKING = 'https://book.example.com/lumiere';
const BOTOX_BOOKING = 'https://book.example.com/lumiere/botox';

interface BookControl {
  page: string;
  label: string;
  tag: string;
  href: string | null;
  target: string | null;
  /** The item whose booking it is: the address of the modal it sits in, or the treatment of the tab panel. */
  item: string | null;
  /** Marked for the entry script's way to the contact section. */
  book: boolean;
}

/** Every Book control of every page of the sitemap, as served from `docs`. */
async function bookControls(docs: Record<string, DocData>): Promise<{ pages: string[]; controls: BookControl[] }> {
  const store = await publishedStore(docs, NOW);
  const answer = createPageServer({ template: TEMPLATE, reader: () => store.reader(), now: () => NOW });
  const pages = await sitePaths(store.reader(), NOW);
  const controls: BookControl[] = [];
  for (const page of pages) {
    const res = await answer('GET', page, '', ORIGIN);
    expect(res.status, page).toBe(200);
    const { document } = new JSDOM(res.body).window;
    for (const el of document.querySelectorAll('#root a, #root button')) {
      // The label a visitor reads, without the "(opens in a new tab)" said to screen readers.
      const label = [...el.childNodes].filter((n) => !(n instanceof document.defaultView!.HTMLElement && n.classList.contains('sr-only'))).map((n) => n.textContent).join('').trim();
      if (!/^Book\b/.test(label)) continue;
      const dialog = el.closest('dialog[data-item-path]');
      const panel = el.closest('[role="tabpanel"]');
      controls.push({
        page,
        label,
        tag: el.tagName,
        href: el.getAttribute('href'),
        target: el.getAttribute('target'),
        item: dialog?.getAttribute('data-item-path') ?? panel?.getAttribute('aria-labelledby') ?? null,
        book: el.hasAttribute('data-book'),
      });
    }
  }
  return { pages, controls };
}

describe('every Book button on every public page', () => {
  it('opens the item’s own booking page, else the spa’s, in a new tab', async () => {
    const docs = demoContent();
    docs['settings/business-info'] = { ...docs['settings/business-info']!, bookingUrl: SITE_BOOKING };
    docs['treatments/botox'] = { ...docs['treatments/botox']!, bookingUrl: BOTOX_BOOKING };
    const { pages, controls } = await bookControls(docs);
    // Every page of the menu and the footer, and the items' own pages.
    expect(pages).toEqual(expect.arrayContaining(['/', '/services', '/specials', '/prices', '/about', '/contact', '/injectables', '/injectables/botox']));
    // Each page has at least the header's Book; the pages the spec gives a Book button of their own have it too.
    for (const page of pages) expect(controls.filter((c) => c.page === page).length, page).toBeGreaterThan(0);
    for (const page of ['/prices', '/about', '/services']) expect(controls.filter((c) => c.page === page && c.label !== 'Book').length, page).toBeGreaterThan(0);
    const botox = (c: BookControl) => c.item === '/injectables/botox' || c.item === 'treatment-tab-botox';
    expect(controls.filter(botox).length).toBeGreaterThan(0);
    for (const c of controls) {
      expect(c, `${c.page}: ${c.label}`).toMatchObject({ tag: 'A', href: botox(c) ? BOTOX_BOOKING : SITE_BOOKING, target: '_blank' });
    }
  });

  it('without a booking address, keeps the way to the contact form: the contact section on the page, else /contact', async () => {
    const docs = demoContent();
    docs['settings/business-info'] = { ...docs['settings/business-info']!, bookingUrl: '' };
    const { controls } = await bookControls(docs);
    expect(controls.length).toBeGreaterThan(0);
    for (const c of controls) {
      const way = c.tag === 'BUTTON' ? (c.book ? 'contact section' : 'none') : c.href === '/contact' ? '/contact' : c.href === '#contact' && c.book ? 'contact section' : `other: ${c.href}`;
      expect(way === 'contact section' || way === '/contact', `${c.page}: ${c.label} → ${way}`).toBe(true);
      expect(c.target, `${c.page}: ${c.label}`).toBeNull();
    }
    // The header's Book goes to /contact; the hero's Book Appointment scrolls to the home page's contact section.
    expect(controls.find((c) => c.page === '/' && c.label === 'Book')).toMatchObject({ tag: 'A', href: '/contact' });
    expect(controls.find((c) => c.page === '/' && c.label === 'Book Appointment')).toMatchObject({ tag: 'A', href: '#contact', book: true });
  });
});
