// Content stored by the first version of the site (bare section kinds linked to custom-sections records, hero
// images in business info, no price list or category pages) is upgraded without losing anything.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { IDBFactory } from 'fake-indexeddb';
import { assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { demoContent } from '@/backend/demo/demo-content';
import { applyWrites, isLegacySnapshot, upgradeDocuments, upgradeSnapshot } from '@/backend/migrate';
import { createLocalBackend } from '@/backend/local/local-backend';
import { readSnapshot } from '@/backend/snapshot';
import { sectionEntity } from '@schemas/collections/section';
import { SNAPSHOT_PATH } from '@schemas/snapshot-path';
import { specialHoursEntity } from '@schemas/collections/special-hours';
import type { DocData } from '@/backend/port';
import { versionThreeStore } from '../support/stored-shapes';

/** A store as version 1 left it. */
function versionOneStore(): Record<string, DocData> {
  const demo = versionThreeStore();
  const docs: Record<string, DocData> = {};
  for (const [path, data] of Object.entries(demo)) {
    if (/^(sections|price-groups|category-pages|testimonials)\/|^settings\/(about-page|seo|page-texts)$/.test(path)) continue;
    docs[path] = data;
  }
  docs['settings/business-info'] = { ...demo['settings/business-info']!, images: { logo: '/demo/logo.svg', hero: '/demo/hero.svg', hero2: '/demo/hero2.svg', hero3: '/demo/hero3.svg' } };
  const kinds = ['Hero', 'Welcome', 'Services', 'SpecialOffers', 'Treatments', 'Expertise', 'Testimonials', 'Contact'];
  kinds.forEach((component, i) => (docs[`sections/${component.toLowerCase()}`] = { name: component, component, order: i + 1, isVisible: component !== 'Expertise' }));
  docs['sections/summer'] = { name: 'Summer Glow', component: 'CustomSection', order: 9, isVisible: true, customSectionId: 'c-summer' };
  docs['custom-sections/c-summer'] = {
    name: 'Summer Glow',
    isVisible: true,
    order: 0,
    elements: [
      { id: '1', type: 'text', content: 'Bright skin for bright days.', order: 0 },
      { id: '2', type: 'button', content: 'Book now', href: '/contact', order: 1 },
    ],
  };
  // Built in the Section Creator, but its placement was lost: its elements must survive anyway.
  docs['custom-sections/c-orphan'] = { name: 'Gift Cards', isVisible: true, order: 1, elements: [{ id: '3', type: 'text', content: 'Give the gift of glow.', order: 0 }] };
  docs['sections/carousel'] = { name: 'Carousel', component: 'Carousel', order: 10, isVisible: true };
  return docs;
}

describe('upgrading content stored by the first version', () => {
  it('keeps every section, custom section element, hero image and order, and adds the content that was in code', async () => {
    const before = versionOneStore();
    const after = applyWrites(before, await upgradeDocuments(before));

    expect(Object.keys(after).filter((p) => p.startsWith('custom-sections/'))).toEqual([]);
    const sections = Object.entries(after)
      .filter(([p]) => p.startsWith('sections/'))
      .map(([p, d]) => ({ id: p.slice(9), parsed: sectionEntity.schema.safeParse(d), raw: d }));
    // The unknown kind is left as it was, for the owner to see; every other section is valid in the new shape.
    expect(sections.find((s) => s.id === 'carousel')?.raw).toEqual(before['sections/carousel']);
    const valid = sections.filter((s) => s.id !== 'carousel');
    expect(valid.every((s) => s.parsed.success)).toBe(true);
    const byId = Object.fromEntries(valid.map((s) => [s.id, s.parsed.data!]));
    expect(byId.hero!.block).toMatchObject({ kind: 'Hero', headline: 'Discover Your Natural Beauty', slides: [{ image: '/demo/hero.svg' }, { image: '/demo/hero2.svg' }, { image: '/demo/hero3.svg' }] });
    expect(byId.expertise).toMatchObject({ isVisible: false, order: 6, block: { kind: 'Expertise' } });
    expect(byId.summer).toMatchObject({ name: 'Summer Glow', order: 9, isVisible: true, block: { kind: 'CustomSection', elements: before['custom-sections/c-summer']!.elements } });
    expect(byId['c-orphan']).toMatchObject({ name: 'Gift Cards', isVisible: false, order: 11, block: { kind: 'CustomSection', elements: [{ content: 'Give the gift of glow.' }] } });
    expect(after['settings/business-info']!.images).toEqual({ logo: '/demo/logo.svg' });
    expect(Object.keys(after).filter((p) => p.startsWith('price-groups/')).length).toBe(12);
    // The category pages that were code then, as categories of the one catalogue.
    expect(Object.keys(after).filter((p) => p.startsWith('categories/')).length).toBe(6);
    expect(Object.keys(after).filter((p) => p.startsWith('category-pages/') || p.startsWith('services/'))).toEqual([]);
    expect(Object.keys(after).filter((p) => p.startsWith('treatments/')).length).toBe(23);
    expect(Object.keys(after).filter((p) => p.startsWith('testimonials/')).length).toBe(3);
    // The republished snapshot carries all of it.
    const snapshot = readSnapshot(after['templates/data']!)!;
    expect((snapshot.sections as Array<{ id: string }>).map((s) => s.id)).toContain('summer');
    expect(snapshot.priceGroups).toHaveLength(12);
  });

  it('touches nothing once the content is current', async () => {
    const before = versionOneStore();
    const after = applyWrites(before, await upgradeDocuments(before));
    expect(await upgradeDocuments(after)).toEqual([]);
    expect(await upgradeDocuments(demoContent())).toEqual([]);
  });

  it('stores element styles kept as class text by their preset keys, and drops a class list of its own', async () => {
    const docs = demoContent();
    docs['sections/promise'] = {
      name: 'Our Promise',
      order: 40,
      isVisible: true,
      block: {
        kind: 'CustomSection',
        elements: [
          { id: 'a', order: 0, type: 'text', content: 'Preset', style: 'font-serif text-4xl text-espresso' },
          { id: 'b', order: 1, type: 'text', content: 'Own classes', style: 'fixed inset-0 z-50' },
          { id: 'c', order: 2, type: 'button', content: 'Book', href: '/contact', style: 'outline' },
        ],
      },
    };
    expect(sectionEntity.schema.safeParse(docs['sections/promise']).success).toBe(false);
    const after = applyWrites(docs, await upgradeDocuments(docs));
    const upgraded = after['sections/promise']!;
    expect((upgraded.block as { elements: unknown[] }).elements).toEqual([
      { id: 'a', order: 0, type: 'text', content: 'Preset', style: 'heading' },
      { id: 'b', order: 1, type: 'text', content: 'Own classes' },
      { id: 'c', order: 2, type: 'button', content: 'Book', href: '/contact', style: 'outline' },
    ]);
    expect(sectionEntity.schema.safeParse(upgraded).success).toBe(true);
    expect(await upgradeDocuments(after)).toEqual([]);
  });

  it('reads a snapshot published by the first version as the current shape', async () => {
    const docs = versionOneStore();
    const legacy: DocData = {
      lastGenerated: '2026-03-01T10:00:00.000Z',
      welcome: docs['settings/welcome-content'],
      businessInfo: docs['settings/business-info'],
      businessHours: docs['settings/business-hours'],
      contactInfo: docs['settings/contact-info'],
      services: Object.entries(docs).filter(([p]) => p.startsWith('services/')).map(([p, d]) => ({ id: p.slice(9), ...d })),
      treatments: [],
      specials: [],
      sections: [{ id: 'hero', name: 'Hero', component: 'Hero', order: 1, isVisible: true }, { id: 'summer', ...docs['sections/summer'] }],
      customSections: [{ id: 'c-summer', ...docs['custom-sections/c-summer'] }],
    };
    expect(isLegacySnapshot(legacy)).toBe(true);
    const upgraded = await upgradeSnapshot(legacy);
    expect(isLegacySnapshot(upgraded)).toBe(false);
    expect(upgraded.lastGenerated).toBe('2026-03-01T10:00:00.000Z');
    const sections = upgraded.sections as Array<{ id: string; block: { kind: string; elements?: unknown[]; slides?: unknown[] } }>;
    expect(sections.find((s) => s.id === 'summer')?.block.elements).toHaveLength(2);
    expect(sections.find((s) => s.id === 'hero')?.block.slides).toHaveLength(3);
    // Every service is a treatment of the catalogue now, beside the category pages' (code in version 1).
    const titles = (upgraded.treatments as Array<{ title: string }>).map((t) => t.title);
    for (const [path, service] of Object.entries(docs)) if (path.startsWith('services/')) expect(titles).toContain(service.name);
    expect(upgraded.categories).toHaveLength(6);
  });

  it('upgrades a browser’s local database when it opens, keeping every item', async () => {
    const indexedDB = new IDBFactory();
    const old = versionOneStore();
    // A database the first version filled: seeded, in the old shape.
    const raw = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('medspa-local', 1);
      req.onupgradeneeded = () => {
        req.result.createObjectStore('docs', { keyPath: 'path' }).createIndex('parent', 'parent');
        req.result.createObjectStore('files', { keyPath: 'path' });
        req.result.createObjectStore('meta');
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const tx = raw.transaction(['docs', 'meta'], 'readwrite');
    for (const [path, data] of Object.entries(old)) {
      const i = path.lastIndexOf('/');
      tx.objectStore('docs').put({ path, parent: path.slice(0, i), id: path.slice(i + 1), data });
    }
    tx.objectStore('meta').put('2026-03-01T10:00:00.000Z', 'seeded');
    await new Promise((r) => (tx.oncomplete = r));
    raw.close();

    const backend = createLocalBackend({ indexedDB, adminEmail: 'o@x.test', adminPassword: 'pw', upgrade: upgradeDocuments });
    const sections = await backend.data.getDocs('sections');
    expect(sections.map((s) => s.id).sort()).toEqual(['c-orphan', 'carousel', 'contact', 'expertise', 'hero', 'services', 'specialoffers', 'summer', 'testimonials', 'treatments', 'welcome']);
    expect(sections.find((s) => s.id === 'summer')?.data.block).toEqual({ kind: 'CustomSection', elements: old['custom-sections/c-summer']!.elements });
    expect(await backend.data.getDocs('custom-sections')).toEqual([]);
    expect(await backend.data.getDocs('services')).toEqual([]);
    expect((await backend.data.getDocs('treatments')).length).toBe(23);
    expect((await backend.data.getDoc('templates/data'))?.priceGroups).toHaveLength(12);
  });

  it('splits a custom section over the element limit into consecutive sections, keeping every element in order', async () => {
    const demo = demoContent();
    const elements = Array.from({ length: 14 }, (_, i) => ({ id: `e${i}`, type: 'text', content: `Line ${i + 1}`, order: 13 - i }));
    // Six of the demo's sections and two more: room for the two parts within the ten a page holds.
    delete demo['sections/testimonials'];
    delete demo['sections/expertise'];
    const before: Record<string, DocData> = {
      ...demo,
      'sections/story': { name: 'Our Story', order: 9, isVisible: true, block: { kind: 'CustomSection', elements }, rev: 4 },
      'sections/after': { name: 'After', order: 10, isVisible: true, block: { kind: 'Welcome' }, rev: 2 },
    };
    const after = applyWrites(before, await upgradeDocuments(before));
    const sections = Object.entries(after)
      .filter(([p]) => p.startsWith('sections/'))
      .map(([p, d]) => ({ id: p.slice(9), ...(sectionEntity.schema.parse(d) as { name: string; order: number; isVisible: boolean; block: { kind: string; elements?: Array<{ content: string }> } }) }))
      .sort((a, b) => a.order - b.order);
    const story = sections.filter((s) => s.id.startsWith('story'));
    expect(story.map((s) => [s.id, s.name, s.order, s.isVisible])).toEqual([
      ['story', 'Our Story', 9, true],
      ['story-part-2', 'Our Story (continued)', 10, true],
      ['story-part-3', 'Our Story (continued)', 11, true],
    ]);
    // Each part within the limit; together the 14 elements, in the order the page showed them.
    expect(story.map((s) => s.block.elements!.length)).toEqual([6, 6, 2]);
    expect(story.flatMap((s) => s.block.elements!.map((e) => e.content))).toEqual(Array.from({ length: 14 }, (_, i) => `Line ${14 - i}`));
    // The section below moves down; those above keep their place.
    expect(sections.find((s) => s.id === 'after')?.order).toBe(12);
    expect(sections.find((s) => s.id === 'hero')?.order).toBe(before['sections/hero']!.order);
    expect(after['sections/story']!.rev).toBe(5);
    // Once split, nothing more to do.
    expect(await upgradeDocuments(after)).toEqual([]);
    // Without room for the parts, the section is left as stored for the owner to shorten (listed as not matching).
    const full = { ...before, 'sections/extra': { name: 'Extra', order: 11, isVisible: true, block: { kind: 'Welcome' }, rev: 1 } };
    expect(await upgradeDocuments(full)).toEqual([]);
  });
});

/** Holiday dates as version 2 kept them: a list inside business hours, each item with its own id. */
const STORED_DATES = [
  { id: 'nye', date: '2026-12-31', isClosed: false, open: '09:00', close: '15:00', note: 'New Year’s Eve' },
  { id: 'xmas', date: '2026-12-25', isClosed: true, open: '', close: '', note: 'Christmas Day' },
  // Hand-edited, without a date: no document may hold it, so it is kept in the trash.
  { id: 'odd id with spaces', isClosed: false, note: 'Inventory' },
];

/** A store as version 2 left it, with holiday dates and without the testimonials the owner removed. */
function versionTwoStore(): Record<string, DocData> {
  const docs = demoContent();
  for (const path of Object.keys(docs)) if (path.startsWith('testimonials/')) delete docs[path];
  docs['settings/business-hours'] = { ...docs['settings/business-hours']!, special: structuredClone(STORED_DATES), rev: 4 };
  return docs;
}

describe('moving holiday hours out of business hours', () => {
  it('turns each stored date into a document of its own, keeping its id where it can, and removes the list', async () => {
    const before = versionTwoStore();
    const ops = await upgradeDocuments(before);
    const after = applyWrites(before, ops);

    const hours = after['settings/business-hours']!;
    expect('special' in hours).toBe(false);
    expect(hours.monday).toEqual(before['settings/business-hours']!.monday);
    // The next revision, as the security rules require of every update.
    expect(hours.rev).toBe(5);
    const dates = Object.entries(after).filter(([p]) => p.startsWith('special-hours/'));
    expect(dates.map(([p]) => p).sort()).toEqual(['special-hours/nye', 'special-hours/xmas']);
    expect(after['special-hours/nye']).toEqual({ date: '2026-12-31', isClosed: false, open: '09:00', close: '15:00', note: 'New Year’s Eve', rev: 1 });
    expect(after['special-hours/xmas']).toEqual({ date: '2026-12-25', isClosed: true, open: '', close: '', note: 'Christmas Day', rev: 1 });
    expect(dates.every(([, d]) => specialHoursEntity.schema.safeParse(d).success)).toBe(true);
    const trashed = Object.entries(after).filter(([p]) => p.startsWith('trash/'));
    expect(trashed).toHaveLength(1);
    expect(trashed[0]![1]).toMatchObject({ entity: 'special-hours', title: 'Holiday date · Inventory', data: { isClosed: false, note: 'Inventory' }, rev: 1 });
    expect(String(trashed[0]![1].docPath)).toMatch(/^special-hours\/[A-Za-z0-9]+$/);

    // Nothing else comes back or changes: the removed testimonials stay removed.
    expect(Object.keys(after).filter((p) => p.startsWith('testimonials/'))).toEqual([]);
    const touched = ops.map((op) => op.path).filter((p) => !p.startsWith('special-hours/') && !p.startsWith('trash/'));
    expect(touched.sort()).toEqual(['settings/business-hours', 'templates/data']);

    // The republished snapshot lists the valid dates in calendar order.
    const snapshot = readSnapshot(after['templates/data']!)!;
    expect((snapshot.specialHours as Array<{ id: string; date: string }>).map((d) => [d.id, d.date])).toEqual([
      ['xmas', '2026-12-25'],
      ['nye', '2026-12-31'],
    ]);
    expect('special' in (snapshot.businessHours as object)).toBe(false);
    expect(await upgradeDocuments(after)).toEqual([]);
  });

  it('keeps dates already in the collection and gives a moved date a new id when its own is taken', async () => {
    const before = versionTwoStore();
    before['special-hours/xmas'] = { date: '2027-12-25', isClosed: true, rev: 2 };
    const after = applyWrites(before, await upgradeDocuments(before));
    expect(after['special-hours/xmas']).toEqual({ date: '2027-12-25', isClosed: true, rev: 2 });
    const dates = Object.values(Object.fromEntries(Object.entries(after).filter(([p]) => p.startsWith('special-hours/'))));
    expect(dates.map((d) => d.date).sort()).toEqual(['2026-12-25', '2026-12-31', '2027-12-25']);
  });

  it('treats an empty stored list as a move of nothing and drops it', async () => {
    const before = demoContent();
    before['settings/business-hours'] = { ...before['settings/business-hours']!, special: [] };
    const ops = await upgradeDocuments(before);
    expect(ops.map((op) => op.path)).toEqual(['settings/business-hours', 'templates/data']);
    expect('special' in applyWrites(before, ops)['settings/business-hours']!).toBe(false);
  });

  it('reads a snapshot that still publishes the dates inside business hours as the current shape, changing nothing else', async () => {
    const docs = demoContent();
    const { buildSnapshot, documentsReader } = await import('@/backend/snapshot');
    const current = await buildSnapshot(documentsReader(docs), new Date('2026-10-01T10:00:00.000Z'));
    const old: DocData = { ...structuredClone(current), businessHours: { ...(current.businessHours as DocData), special: STORED_DATES } };
    delete old.specialHours;
    expect(isLegacySnapshot(old)).toBe(true);
    expect(isLegacySnapshot(current)).toBe(false);
    const upgraded = await upgradeSnapshot(old);
    expect(isLegacySnapshot(upgraded)).toBe(false);
    expect(upgraded.lastGenerated).toBe('2026-10-01T10:00:00.000Z');
    expect((upgraded.specialHours as Array<{ id: string }>).map((d) => d.id)).toEqual(['xmas', 'nye']);
    const { specialHours: _dates, ...rest } = upgraded;
    const { specialHours: _none, ...before } = current;
    expect(rest).toEqual(before);
  });

  it('upgrades a browser’s local database holding dates in business hours when it opens', async () => {
    const indexedDB = new IDBFactory();
    const seeded = createLocalBackend({ indexedDB, adminEmail: 'o@x.test', adminPassword: 'pw', seed: () => versionTwoStore() });
    await seeded.data.getDoc('settings/business-hours');

    const backend = createLocalBackend({ indexedDB, adminEmail: 'o@x.test', adminPassword: 'pw', upgrade: upgradeDocuments });
    expect(await backend.data.getDoc('settings/business-hours')).not.toHaveProperty('special');
    const dates = await backend.data.getDocs('special-hours');
    expect(dates.map((d) => d.id).sort()).toEqual(['nye', 'xmas']);
    expect(await backend.data.getDocs('trash')).toHaveLength(1);
    expect(((await backend.data.getDoc('templates/data'))?.specialHours as unknown[]).length).toBe(2);
  });
});

// On Firebase the owner's browser commits the upgrade in one batch under the real security rules: every write
// of it must be one they accept, or nothing is upgraded.
const emulator = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulator) {
  console.log('SKIPPED: the holiday hours upgrade under firestore.rules (FIRESTORE_EMULATOR_HOST is not set).');
  describe('the holiday hours upgrade in the Firestore emulator', () => {
    it.skip('is skipped: set FIRESTORE_EMULATOR_HOST', () => undefined);
  });
} else {
  describe('the holiday hours upgrade in the Firestore emulator', () => {
    it('is one batch the security rules accept from the owner, after which the dates read back as documents', async () => {
      const [host = '127.0.0.1', port = '8080'] = emulator.split(':');
      const env = await initializeTestEnvironment({
        projectId: 'demo-medspa-upgrade',
        firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
      });
      try {
        await env.clearFirestore();
        const stored = versionTwoStore();
        await env.withSecurityRulesDisabled(async (ctx) => {
          for (const [path, data] of Object.entries(stored)) await ctx.firestore().doc(path).set(data);
        });
        const owner = env.authenticatedContext('owner', { email: 'owner@lumieremedspa.com', admin: true }).firestore();
        // As the Firebase admin commits it: the published snapshot is left to the page function (no client may write it).
        const ops = (await upgradeDocuments(stored)).filter((op) => op.path !== SNAPSHOT_PATH);
        const batch = owner.batch();
        for (const op of ops) {
          if (op.kind === 'set') batch.set(owner.doc(op.path), op.data);
          else if (op.kind === 'delete') batch.delete(owner.doc(op.path));
        }
        await assertSucceeds(batch.commit());
        const hours = (await owner.doc('settings/business-hours').get()).data();
        expect(hours).not.toHaveProperty('special');
        const dates = await owner.collection('special-hours').get();
        expect(dates.docs.map((d) => d.id).sort()).toEqual(['nye', 'xmas']);
        expect((await owner.collection('trash').get()).size).toBe(1);
      } finally {
        await env.cleanup();
      }
    }, 120_000);
  });
}
