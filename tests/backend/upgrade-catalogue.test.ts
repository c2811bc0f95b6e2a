// A store holding the catalogue in version 3's shape (services, the home page's treatments, category pages with
// their treatments inside) upgrades in one step to one catalogue, losing nothing: every entry, price link and
// picture is kept, the treatments that were written twice become one (and the owner is told), the home sections
// show what they showed, and the history keeps every version (a version kept as a whole copy of the site becomes
// what it changed, so comparing with it still works). On the local backend as it opens (which publishes it), and
// on Firestore as one batch the security rules accept from the owner.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { IDBFactory } from 'fake-indexeddb';
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { categoryEntity } from '@schemas/collections/category';
import { treatmentEntity } from '@schemas/collections/treatment';
import { sectionEntity } from '@schemas/collections/section';
import { specialOfferEntity } from '@schemas/collections/special-offer';
import { SNAPSHOT_PATH } from '@schemas/snapshot-path';
import { indexDocPath, PUBLISHED, SITE_DOC } from '@schemas/kit/published-store';
import { applyWrites, isLegacySnapshot, legacyReader, upgradeDocuments, UPGRADE_NOTICE } from '@/backend/migrate';
import { sameTitleKey } from '@/backend/migrate-catalogue';
import { createLocalBackend } from '@/backend/local/local-backend';
import { documentStore } from '@/backend/published/from-documents';
import { readIndexDoc } from '@/backend/published/documents';
import { documentReader, type PublishedReader } from '@/backend/published/read';
import { diffSince, HISTORY_CONTENT, HISTORY_INDEX } from '@/backend/history';
import { pageContent } from '@/site/page-content';
import { chosenTreatments, pricesOf, treatmentPath, treatmentsIn, visibleCategories, type CategoryItem, type TreatmentItem } from '@/lib/catalogue';
import type { Backend, DocData } from '@/backend/port';
import { versionThreeSnapshot, versionThreeStore } from '../support/stored-shapes';

/** The day the pages are shown on. */
const TODAY = '2026-10-15';

/** What the page at `path` shows, read from `reader`. */
async function shown(reader: PublishedReader, path: string) {
  const content = await pageContent(reader, path, TODAY);
  if (!content) throw new Error(`Nothing is published for ${path}`);
  return content;
}

/** The upgrade as the local backend runs it when it opens: the store publishes itself. */
const upgradeAndPublish = (docs: Record<string, DocData>) => upgradeDocuments(docs, { publish: true });

const under = (docs: Record<string, DocData>, collection: string) =>
  Object.entries(docs)
    .filter(([p]) => p.startsWith(`${collection}/`) && p.split('/').length === 2)
    .map(([p, data]) => ({ id: p.slice(collection.length + 1), data }));

/** Every treatment of a version 3 store as the site showed it: where, its title, its texts, its picture, its price. */
function shownBefore(docs: Record<string, DocData>) {
  const services = under(docs, 'services').map(({ data }) => ({ where: 'service', title: data.name, text: data.description, long: data.longDescription, image: data.image }));
  const home = under(docs, 'treatments').map(({ data }) => ({ where: 'home', title: data.title, text: data.description, image: data.image }));
  const pages = under(docs, 'category-pages').flatMap(({ data }) =>
    (data.treatments as DocData[]).map((t) => ({ where: `page ${String(data.slug)}`, slug: data.slug, title: t.title, text: t.description, image: t.image, price: t.price })),
  );
  return { services, home, pages };
}

/** A version 3 store with a one-version history, kept as version 3 kept it (a copy of the site). */
function storeWithHistory(): Record<string, DocData> {
  const docs = versionThreeStore();
  docs['history/versions'] = { versions: [{ id: 'v1', at: '2026-10-01T10:00:00.000Z', changes: ['Services: “Botox & Neurotoxins” changed (Description)'], more: 0 }], rev: 3 };
  docs['history-content/v1'] = { at: '2026-10-01T10:00:00.000Z', snapshot: { lastGenerated: '2026-10-01T10:00:00.000Z', services: [] } };
  return docs;
}

/**
 * A version 3 store whose history kept two versions as copies of the site: in the older, the business had another
 * name and the Injectables page described Botox in other words; the newer is the site as it is now.
 */
function storeWithTwoVersions(): Record<string, DocData> {
  const docs = versionThreeStore();
  const older = structuredClone(docs);
  older['settings/business-info'] = { ...older['settings/business-info']!, name: 'Lumière Skin Studio' };
  const page = older['category-pages/injectables']!;
  page.treatments = (page.treatments as DocData[]).map((t) => (t.id === 'botox' ? { ...t, description: 'Our first words about Botox.' } : t));
  docs['history/versions'] = {
    versions: [
      { id: 'v2', at: '2026-10-01T10:00:00.000Z', changes: ['Business Info changed (Business Name)', 'Category Pages: “Injectables” changed (Treatments)'], more: 0 },
      { id: 'v1', at: '2026-09-01T10:00:00.000Z', changes: [], more: 0 },
    ],
    rev: 4,
  };
  docs['history-content/v1'] = { at: '2026-09-01T10:00:00.000Z', snapshot: versionThreeSnapshot(older, '2026-09-01T10:00:00.000Z') };
  docs['history-content/v2'] = { at: '2026-10-01T10:00:00.000Z', snapshot: versionThreeSnapshot(docs, '2026-10-01T10:00:00.000Z') };
  return docs;
}

describe('upgrading the catalogue from version 3', () => {
  it('keeps every treatment, price link and picture, writing each treatment once, and keeps the history’s versions', async () => {
    const before = storeWithHistory();
    const ops = await upgradeDocuments(before);
    const after = applyWrites(before, ops);
    const was = shownBefore(before);

    // The retired collections are gone; everything is valid in the new shape.
    expect(Object.keys(after).filter((p) => p.startsWith('services/') || p.startsWith('category-pages/'))).toEqual([]);
    const categories = under(after, 'categories').map(({ id, data }) => ({ ...(categoryEntity.schema.parse(data) as CategoryItem), id }));
    const treatments = under(after, 'treatments').map(({ id, data }) => ({ ...(treatmentEntity.schema.parse(data) as TreatmentItem), id }));
    for (const { data } of under(after, 'sections')) expect(sectionEntity.schema.safeParse(data).success).toBe(true);
    for (const { data } of under(after, 'specials')) expect(specialOfferEntity.schema.safeParse(data).success).toBe(true);

    // The six category pages, at their addresses, in the menu's order, with their texts and pictures.
    expect(visibleCategories(categories).map((c) => [c.slug, c.name])).toEqual([
      ['injectables', 'Injectables'],
      ['vitamins', 'Vitamin Therapy'],
      ['facial-rejuvenation', 'Facial Rejuvenation'],
      ['laser', 'Laser Hair Removal'],
      ['scalp-care', 'Scalp Care'],
      ['skincare', 'Skincare'],
    ]);
    for (const { data } of under(before, 'category-pages')) {
      const category = categories.find((c) => c.slug === data.slug)!;
      expect({ title: category.title, intro: category.intro, image: category.image }).toEqual({ title: data.title, intro: data.intro, image: data.image });
      // Each page lists the same cards, in the same order, with the same pictures and prices.
      const cards = treatmentsIn(category, treatments);
      const old = was.pages.filter((p) => p.slug === data.slug);
      expect(cards.map((t) => [t.title, t.description, t.image, t.prices])).toEqual(old.map((t) => [t.title, t.text, t.image, [t.price]]));
    }

    // Every service and home treatment is an entry: by title, with its picture.
    for (const shown of [...was.services, ...was.home]) {
      const entry = treatments.find((t) => sameTitleKey(t.title) === sameTitleKey(String(shown.title)));
      expect(entry, `${shown.where} ${String(shown.title)}`).toBeDefined();
    }
    // Written once: four services were also category-page treatments, and one service was also a home treatment.
    expect(treatments).toHaveLength(was.services.length + was.home.length + was.pages.length - 5);
    expect(new Set(treatments.map((t) => sameTitleKey(t.title))).size).toBe(treatments.length);
    expect(new Set(treatments.map((t) => t.slug)).size).toBe(treatments.length);

    // The home page shows the same cards in the same order: the Services section the services, Treatment
    // Benefits the home page's treatments.
    const block = (id: string) => sectionEntity.schema.parse(after[`sections/${id}`]).block as { show: 'picked'; picked: string[] };
    expect(chosenTreatments(block('services'), treatments).map((t) => sameTitleKey(t.title))).toEqual(was.services.map((s) => sameTitleKey(String(s.title))));
    expect(chosenTreatments(block('treatments'), treatments).map((t) => sameTitleKey(t.title))).toEqual(was.home.map((s) => sameTitleKey(String(s.title))));

    // Addresses: a category's treatments under its page, the others under /services; offers under /specials.
    expect(treatmentPath(treatments.find((t) => t.id === 'botox')!, categories)).toBe('/injectables/botox');
    expect(treatmentPath(treatments.find((t) => t.title === 'Medical Weight Loss')!, categories)).toBe('/services/weight-loss');
    expect(under(after, 'specials').map(({ data }) => data.slug)).toContain('botox-at-11-per-unit');

    // Merged entries keep the category page's texts; the service's differing ones are in the Trash, whole, as
    // entries of their own, and the owner is told which were merged.
    const trash = under(after, 'trash').map(({ data }) => data);
    expect(trash.map((t) => t.title)).toEqual(expect.arrayContaining(['Botox & Neurotoxins (the service, before the catalogue)']));
    const botoxService = before['services/botox']!;
    const kept = trash.find((t) => String(t.title).startsWith('Botox'))!;
    expect(kept.entity).toBe('treatment');
    expect(kept.data).toMatchObject({ title: botoxService.name, description: botoxService.description, longDescription: botoxService.longDescription });
    expect(treatmentEntity.schema.safeParse(kept.data).success).toBe(true);
    expect(after[UPGRADE_NOTICE]!.lines).toEqual(expect.arrayContaining([expect.stringMatching(/^“Botox & Neurotoxins”: the Injectables page’s treatment and the service are now one treatment\.$/)]));

    // Prices still resolve through the price list.
    const groups = under(after, 'price-groups').map(({ data }) => data as { items: Array<{ id: string; price: string }> });
    expect(pricesOf(treatments.find((t) => t.id === 'botox')!, groups)).toEqual(['$13/unit']);

    // The list of versions is untouched; the one version, where the history began, kept as having changed
    // nothing it could say. New entries get orders after the migrated ones.
    expect(after['history/versions']).toEqual(before['history/versions']);
    expect(after['history-content/v1']).toEqual({ at: '2026-10-01T10:00:00.000Z', changes: [] });
    expect(after['counters/treatments']).toEqual({ next: treatments.length });
    // Nothing is published by these writes (on Firebase the publish that follows is the server's), and nothing is
    // left to upgrade.
    expect(ops.filter((op) => op.path === SNAPSHOT_PATH || op.path.startsWith(`${PUBLISHED}/`))).toEqual([]);
    expect(await upgradeDocuments(after)).toEqual([]);

    // Where the store publishes itself, published at once: the index lists every treatment, each category page
    // its own.
    const published = documentStore(applyWrites(before, await upgradeDocuments(before, { publish: true })));
    expect(readIndexDoc(published.docs[indexDocPath('treatments')] ?? null).entries.map((e) => e.id).sort()).toEqual(treatments.map((t) => t.id).sort());
    const injectables = await shown(published.reader(), '/injectables');
    expect((injectables.treatments as TreatmentItem[]).map((t) => t.title)).toEqual(['Botox & Neurotoxins', 'Dermal Fillers']);
    expect(await upgradeDocuments(published.docs, { publish: true })).toEqual([]);
  });

  it('reads a version 3 snapshot as the catalogue, so visitors see the same pages until the owner signs in', async () => {
    const legacy = versionThreeSnapshot();
    expect(isLegacySnapshot(legacy)).toBe(true);
    const reader = await legacyReader(legacy);
    const home = await shown(reader, '/');
    expect(home.published).toBe(legacy.lastGenerated);
    expect(visibleCategories(home.categories as CategoryItem[]).map((c) => c.slug)).toEqual(['injectables', 'vitamins', 'facial-rejuvenation', 'laser', 'scalp-care', 'skincare']);
    // Each category page lists its treatments, as version 3's page did.
    for (const { data } of under(versionThreeStore(), 'category-pages')) {
      const page = await shown(reader, `/${String(data.slug)}`);
      expect((page.treatments as TreatmentItem[]).map((t) => t.title)).toEqual((data.treatments as DocData[]).map((t) => t.title));
    }
    // A treatment's own address shows it over its category's page.
    const botox = await shown(reader, '/injectables/botox');
    expect(botox.page).toBe('/injectables');
    expect((botox.treatments as TreatmentItem[]).map((t) => t.id)).toContain('botox');
  });

  it('upgrades a browser’s local database holding version 3’s catalogue when it opens, and publishes it', async () => {
    const indexedDB = new IDBFactory();
    // Seeded as version 3 left it, with the snapshot it published as one document.
    const seeded = createLocalBackend({ indexedDB, adminEmail: 'o@x.test', adminPassword: 'pw', seed: () => ({ ...versionThreeStore(), [SNAPSHOT_PATH]: versionThreeSnapshot() }) });
    await seeded.data.getDoc('settings/business-info');

    const backend = createLocalBackend({ indexedDB, adminEmail: 'o@x.test', adminPassword: 'pw', upgrade: upgradeAndPublish });
    expect(await backend.data.getDocs('services')).toEqual([]);
    expect(await backend.data.getDocs('category-pages')).toEqual([]);
    const treatments = await backend.data.getDocs('treatments');
    expect(treatments).toHaveLength(23);
    expect(treatments.every((t) => treatmentEntity.schema.safeParse(t.data).success)).toBe(true);
    expect((await backend.data.getDocs('categories')).map((c) => c.id).sort()).toEqual(['facial-rejuvenation', 'injectables', 'laser', 'scalp-care', 'skincare', 'vitamins']);
    expect((await backend.data.getDoc(UPGRADE_NOTICE))?.title).toBe('Your treatments are now one catalogue');
    // Published the current way, the one-document snapshot gone.
    expect(await backend.data.getDoc(SITE_DOC)).not.toBeNull();
    expect(await backend.data.getDoc(SNAPSHOT_PATH)).toBeNull();
    const reader = documentReader((path) => backend.data.getDoc(path));
    expect((await reader.index('treatments')).entries).toHaveLength(23);
    expect(((await shown(reader, '/injectables')).treatments as TreatmentItem[]).map((t) => t.title)).toEqual(['Botox & Neurotoxins', 'Dermal Fillers']);
  });

  it('keeps each version of a history kept as copies of the site as what it changed, so comparing with it still works', async () => {
    const before = storeWithTwoVersions();
    const ops = await upgradeDocuments(before);
    const after = applyWrites(before, ops);
    // Every version is kept, each now the entries it changed (the oldest, where the history began, none).
    expect(after[HISTORY_INDEX]).toEqual(before[HISTORY_INDEX]);
    expect(after[`${HISTORY_CONTENT}/v1`]).toEqual({ at: '2026-09-01T10:00:00.000Z', changes: [] });
    const v2 = after[`${HISTORY_CONTENT}/v2`]!;
    expect(Object.keys(v2).sort()).toEqual(['at', 'changes']);
    expect((v2.changes as Array<{ entity: string; id?: string }>).map((c) => `${c.entity}/${c.id ?? ''}`).sort()).toEqual(['business-info/', 'treatment/botox']);

    // Opened in the admin (the local backend upgrading and publishing itself), the site compared with the older
    // version shows what changed since, as it did before the upgrade.
    const indexedDB = new IDBFactory();
    const seeded = createLocalBackend({ indexedDB, adminEmail: 'o@x.test', adminPassword: 'pw', seed: () => before });
    await seeded.data.getDoc('settings/business-info');
    const backend: Backend = createLocalBackend({ indexedDB, adminEmail: 'o@x.test', adminPassword: 'pw', upgrade: upgradeAndPublish });
    const diff = await diffSince(backend, 'v1');
    const summary = diff.map((d) => ({ entity: d.entity.id, id: d.id, status: d.status, fields: d.fields.map((f) => [f.key, f.then, f.now]) }));
    expect(summary.sort((a, b) => a.entity.localeCompare(b.entity))).toEqual([
      { entity: 'business-info', id: undefined, status: 'changed', fields: [['name', 'Lumière Skin Studio', 'Lumière Med Spa']] },
      { entity: 'treatment', id: 'botox', status: 'changed', fields: [['description', 'Our first words about Botox.', expect.stringMatching(/^Soften frown lines/)]] },
    ]);
    expect(await diffSince(backend, 'v2')).toEqual([]);
    // The upgrade's publish is no version of its own: it publishes what the history ends with.
    expect((await backend.data.getDoc(HISTORY_INDEX))?.versions).toEqual((before[HISTORY_INDEX]!.versions as unknown[]));
  });
});

// On Firebase the owner's browser commits the upgrade in one batch under the real security rules.
const emulator = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulator) {
  console.log('SKIPPED: the catalogue upgrade under firestore.rules (FIRESTORE_EMULATOR_HOST is not set).');
  describe('the catalogue upgrade in the Firestore emulator', () => {
    it.skip('is skipped: set FIRESTORE_EMULATOR_HOST', () => undefined);
  });
} else {
  describe('the catalogue upgrade in the Firestore emulator', () => {
    it('is one batch the security rules accept from the owner, after which every entry reads back', async () => {
      const [host = '127.0.0.1', port = '8080'] = emulator.split(':');
      const env = await initializeTestEnvironment({
        projectId: 'demo-medspa-catalogue',
        firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
      });
      try {
        await env.clearFirestore();
        const stored = storeWithHistory();
        stored['counters/treatments'] = { next: 6 };
        await env.withSecurityRulesDisabled(async (ctx) => {
          for (const [path, data] of Object.entries(stored)) await ctx.firestore().doc(path).set(data);
        });
        const owner = env.authenticatedContext('owner', { email: 'owner@lumieremedspa.com', admin: true }).firestore();
        // As the Firebase admin commits it (upgradeStore): the published content is left to the publish that
        // follows, on the server.
        const ops = await upgradeDocuments(stored);
        expect(ops.filter((op) => op.path === SNAPSHOT_PATH || op.path.startsWith(`${PUBLISHED}/`))).toEqual([]);
        const batch = owner.batch();
        for (const op of ops) {
          if (op.kind === 'set') batch.set(owner.doc(op.path), op.data);
          else if (op.kind === 'delete') batch.delete(owner.doc(op.path));
        }
        await assertSucceeds(batch.commit());
        expect((await owner.collection('services').get()).empty).toBe(true);
        expect((await owner.collection('category-pages').get()).empty).toBe(true);
        const treatments = await owner.collection('treatments').get();
        expect(treatments.size).toBe(23);
        expect(treatments.docs.every((d) => treatmentEntity.schema.safeParse(d.data()).success)).toBe(true);
        expect((await owner.collection('categories').get()).size).toBe(6);
        expect((await owner.doc('counters/treatments').get()).data()).toEqual({ next: 23 });
        expect((await owner.doc('history/versions').get()).data()).toEqual(stored['history/versions']);
        // The version kept as a copy of the site is kept as what it changed; once converted, it is not rewritten.
        const converted = (await owner.doc('history-content/v1').get()).data();
        expect(converted).toEqual({ at: '2026-10-01T10:00:00.000Z', changes: [] });
        await assertFails(owner.doc('history-content/v1').set({ ...converted, changes: [{ entity: 'treatment', before: null, after: null }] }));
        expect((await owner.doc(UPGRADE_NOTICE).get()).exists).toBe(true);
      } finally {
        await env.cleanup();
      }
    }, 120_000);
  });
}
