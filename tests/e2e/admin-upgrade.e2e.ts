// A browser that stored content in the first shape (sections naming a kind and linking a separate custom-sections
// record, the hero's images in business info, no price list or page texts; services and treatments kept apart)
// opens the new site: everything is kept, the treatments as one catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { versionThreeStore } from '../support/stored-shapes';
import { launch, newContext, signIn } from './browser';
import { readCollection, readDoc, trackErrors } from './admin-support';
import { waitForSite } from './site-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Doc = Record<string, unknown>;

const SPRING_ELEMENTS = [
  { id: '1767225600000', type: 'text', content: 'Our spring menu is here.', order: 0, style: 'font-serif text-4xl text-espresso' },
  { id: '1767225600001', type: 'html', content: '<p>Book before <strong>April 30</strong></p>', order: 1 },
  { id: '1767225600002', type: 'button', content: 'Reserve Now', href: '/contact', order: 2 },
];
const AUTUMN_ELEMENTS = [{ id: '1767225600100', type: 'text', content: 'Autumn notes, kept for later.', order: 0 }];
const HERO_IMAGES = ['/demo/hero.svg', '/demo/hero2.svg', '/demo/hero3.svg'];
/** Entities that lived in code before: an old store has none of them. */
const FORMERLY_CODE = /^(price-groups|category-pages|testimonials)\/|^settings\/(about-page|seo|page-texts)$/;

/** The demo store as the earlier version of the site kept it. */
function oldStore(): Record<string, Doc> {
  const docs: Record<string, Doc> = {};
  for (const [path, data] of Object.entries(versionThreeStore())) {
    if (FORMERLY_CODE.test(path)) continue;
    if (path.startsWith('sections/')) {
      const { block, ...rest } = data as { block: { kind: string } } & Doc;
      docs[path] = { ...rest, component: block.kind };
    } else docs[path] = data;
  }
  const info = docs['settings/business-info'] as { images: Doc };
  docs['settings/business-info'] = { ...info, images: { ...info.images, hero: HERO_IMAGES[0], hero2: HERO_IMAGES[1], hero3: HERO_IMAGES[2] } };
  docs['sections/spring-placement'] = { name: 'Spring Glow', component: 'CustomSection', order: 9, isVisible: true, customSectionId: 'spring' };
  docs['custom-sections/spring'] = { name: 'Spring Glow', isVisible: true, order: 0, elements: SPRING_ELEMENTS };
  // A record no section placed: kept too, as a hidden section.
  docs['custom-sections/autumn'] = { name: 'Autumn Notes', isVisible: true, order: 1, elements: AUTUMN_ELEMENTS };
  return docs;
}

/**
 * Write the store into the browser's database before the site ever opens it (marked as seeded, so no demo content is
 * added).
 */
async function seedBrowser(page: Page, docs: Record<string, Doc>) {
  // A plain file of the site: the same origin, with no app running.
  await page.goto('/robots.txt');
  await page.evaluate(
    (entries) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('medspa-local', 1);
        open.onupgradeneeded = () => {
          const db = open.result;
          db.createObjectStore('docs', { keyPath: 'path' }).createIndex('parent', 'parent');
          db.createObjectStore('files', { keyPath: 'path' });
          db.createObjectStore('meta');
        };
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['docs', 'meta'], 'readwrite');
          for (const [path, data] of entries) {
            const cut = path.lastIndexOf('/');
            tx.objectStore('docs').put({ path, parent: path.slice(0, cut), id: path.slice(cut + 1), data });
          }
          tx.objectStore('meta').put('2025-07-08T12:00:00.000Z', 'seeded');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    Object.entries(docs),
  );
}

describe('content stored by the earlier version', () => {
  it('is upgraded when the site first opens it, and the admin and the site show every item', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    const old = oldStore();
    await seedBrowser(page, old);
    expect((await readDoc(page, 'sections/hero'))?.component).toBe('Hero');

    await signIn(page);
    // The owner is told what became one treatment once the upgrade is stored: its writes are one transaction, the
    // notice among them, so what the store holds from here on is the upgraded content.
    const notice = page.getByRole('region', { name: 'Your treatments are now one catalogue' });
    await notice.getByText('“Laser Hair Removal”: the service and the home page’s treatment are now one treatment.').waitFor();

    // No record is left in the old shape.
    expect(await readCollection(page, 'custom-sections')).toEqual([]);
    const sections = Object.fromEntries((await readCollection(page, 'sections')).map((d) => [d.id, d.data]));
    for (const [path, data] of Object.entries(old).filter(([p]) => p.startsWith('sections/'))) {
      const id = path.slice('sections/'.length);
      const { component, customSectionId: _link, ...place } = data as { component: string; customSectionId?: string } & Doc;
      expect(sections[id], id).toMatchObject({ ...place, block: { kind: component } });
      expect(sections[id], id).not.toHaveProperty('component');
      expect(sections[id], id).not.toHaveProperty('customSectionId');
    }
    // The custom section's elements moved into its block; the unplaced record became a hidden section at the end.
    // A style kept as a preset's class text is stored by the preset's key.
    const springUpgraded = [{ ...SPRING_ELEMENTS[0], style: 'heading' }, ...SPRING_ELEMENTS.slice(1)];
    expect((sections['spring-placement'] as { block: Doc }).block).toEqual({ kind: 'CustomSection', elements: springUpgraded });
    expect(sections.autumn).toEqual({ name: 'Autumn Notes', order: 10, isVisible: false, block: { kind: 'CustomSection', elements: AUTUMN_ELEMENTS }, rev: 1 });
    // The hero's three images are its slides now, each with a text alternative; business info keeps the logo.
    const slides = (sections.hero as { block: { slides: Array<{ image: string; alt: string }> } }).block.slides;
    expect(slides.map((s) => s.image)).toEqual(HERO_IMAGES);
    for (const s of slides) expect(s.alt.length).toBeGreaterThan(0);
    expect((await readDoc(page, 'settings/business-info'))?.images).toEqual({ logo: '/demo/logo.svg' });
    // Everything else is exactly as it was, and the content that lived in code before is stored now.
    for (const [path, data] of Object.entries(old)) {
      if (/^(sections|custom-sections|services|treatments|specials)\/|^settings\/business-info$/.test(path)) continue;
      expect(await readDoc(page, path), path).toEqual(data);
    }
    for (const collection of ['price-groups', 'categories', 'testimonials']) expect((await readCollection(page, collection)).length, collection).toBeGreaterThan(0);
    // The services and treatments are one catalogue, every one of them kept.
    expect(await readCollection(page, 'services')).toEqual([]);
    const titles = (await readCollection(page, 'treatments')).map((d) => d.data.title);
    for (const [path, data] of Object.entries(old)) if (path.startsWith('services/')) expect(titles, path).toContain(data.name);
    for (const [path, data] of Object.entries(old)) if (path.startsWith('treatments/')) expect(titles, path).toContain(data.title);
    for (const path of ['settings/about-page', 'settings/seo', 'settings/page-texts']) expect(await readDoc(page, path), path).not.toBeNull();

    // The admin lists them all.
    await page.getByRole('link', { name: 'Manage Sections', exact: true }).click();
    // The list is drawn at once, from the stored sections, the last of them among it.
    await page.getByRole('button', { name: 'Show Autumn Notes' }).waitFor();
    expect(await page.locator('main ol > li > div:first-child h2').allInnerTexts()).toEqual([
      'Hero',
      'Welcome',
      'Services',
      'Special Offers',
      'Treatment Benefits',
      'Expertise',
      'Testimonials',
      'Contact',
      'Spring Glow',
      'Autumn Notes',
    ]);
    await page.getByRole('link', { name: 'Section Creator', exact: true }).click();
    await page.getByRole('button', { name: /^Spring Glow\s*3 elements/ }).waitFor();
    await page.getByRole('button', { name: /^Autumn Notes\s*1 element · Hidden/ }).waitFor();

    // The site shows the hero's images and the custom section from the republished content.
    const site = await context.newPage();
    await site.goto('/');
    await waitForSite(site);
    await site.getByText('Our spring menu is here.').waitFor();
    await site.getByRole('link', { name: 'Reserve Now' }).waitFor();
    expect(await site.getByText('Autumn notes, kept for later.').count()).toBe(0);
    for (const src of HERO_IMAGES) expect(await site.locator(`img[src="${src}"]`).count(), src).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
