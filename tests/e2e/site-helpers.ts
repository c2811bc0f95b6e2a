// Helpers for the public-site browser tests: wait for the content, and publish an edit straight into the local
// backend (IndexedDB + BroadcastChannel) with the product's own publishing code, as the admin's save would, so open
// pages update live; and read what is published.
import type { Page } from 'playwright-core';
import { registry } from '@schemas/index';
import { indexDocPath, itemsPath, SITE_DOC } from '@schemas/kit/published-store';
import type { Category } from '@schemas/collections/category';
import type { ImageRecord } from '@schemas/collections/image';
import type { PriceGroup } from '@schemas/collections/price-group';
import type { Section } from '@schemas/collections/section';
import type { SpecialHours } from '@schemas/collections/special-hours';
import type { SpecialOffer } from '@schemas/collections/special-offer';
import type { Testimonial } from '@schemas/collections/testimonial';
import type { Treatment } from '@schemas/collections/treatment';
import type { AboutPage } from '@schemas/singletons/about-page';
import type { BusinessHours } from '@schemas/singletons/business-hours';
import type { BusinessInfo } from '@schemas/singletons/business-info';
import type { ContactInfo } from '@schemas/singletons/contact-info';
import type { PageTexts } from '@schemas/singletons/page-texts';
import type { SiteSeo } from '@schemas/singletons/site-seo';
import type { WelcomeContent } from '@schemas/singletons/welcome-content';
import { demoSeed } from '@/backend/demo/demo-seed';
import { readIndexDoc, readItemDoc, readSiteDoc } from '@/backend/published/documents';
import { documentStore } from '@/backend/published/from-documents';
import { publishChanges } from '@/backend/published/publish-changes';
import { revOf, sameValue, withoutRev, withRev } from '@/backend/revision';
import type { DocData, WriteOp } from '@/backend/port';
import { pageRules } from '@/backend/published/page-rules';
import { wholeSite } from '../support/published';
import { withLocalDb, type LocalDbPage } from './admin-support';

/**
 * Wait until the site shows its content (the header logo) and is live: prerendered pages show content before
 * the app has hydrated them, and until then their buttons do nothing.
 */
export async function waitForSite(page: Page, name = 'Lumière Med Spa') {
  await page.getByRole('link').filter({ has: page.getByRole('img', { name }) }).first().waitFor();
  await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
}

type WithId<T> = T & { id: string };

/**
 * The whole site as stored, for an edit: every published entity under its publish key, a singleton's document
 * (null when there is none) and a collection's items with their ids, in the collection's order. Other keys are
 * ignored.
 */
export interface SiteView {
  about: AboutPage | null;
  businessHours: BusinessHours | null;
  businessInfo: BusinessInfo | null;
  contactInfo: ContactInfo | null;
  pageTexts: PageTexts | null;
  seo: SiteSeo | null;
  welcome: WelcomeContent | null;
  categories: Array<WithId<Category>>;
  images: Array<WithId<ImageRecord>>;
  priceGroups: Array<WithId<PriceGroup>>;
  sections: Array<WithId<Section>>;
  specialHours: Array<WithId<SpecialHours>>;
  specials: Array<WithId<SpecialOffer>>;
  testimonials: Array<WithId<Testimonial>>;
  treatments: Array<WithId<Treatment>>;
}

/**
 * Every document the local backend stores (opening its database as the app does, so a test that gets here first
 * creates it in the same shape), and whether the demo content was seeded.
 */
async function dumpStore(page: Page): Promise<{ seeded: boolean; docs: Record<string, DocData> }> {
  await withLocalDb(page);
  const { seeded, rows } = await page.evaluate(async () => {
    const g = globalThis as LocalDbPage;
    const db = await g.medspaDb();
    const tx = db.transaction(['docs', 'meta'], 'readonly');
    const get = g.medspaRequest;
    const [all, mark] = await Promise.all([get(tx.objectStore('docs').getAll()), get(tx.objectStore('meta').get('seeded'))]);
    db.close();
    return { seeded: Boolean(mark), rows: (all as Array<{ path: string; data: Record<string, unknown> }>).map(({ path, data }) => ({ path, data })) };
  });
  return { seeded, docs: Object.fromEntries(rows.map((r) => [r.path, r.data])) };
}

/** A document as the local backend stores it: no undefined values (null when there is none). */
const plain = (data: DocData | undefined): DocData | null => (data ? (JSON.parse(JSON.stringify(data)) as DocData) : null);

/**
 * Write documents into the local backend's database as it writes them (`data: null` deletes), marking it seeded
 * when `seed` is set (unless another tab seeded it meanwhile: then nothing is written), and tell open pages.
 */
async function writeStore(page: Page, rows: Array<{ path: string; data: DocData | null }>, seed = false) {
  await withLocalDb(page);
  await page.evaluate(
    async ({ rows, seed }) => {
      const db = await (globalThis as LocalDbPage).medspaDb();
      const tx = db.transaction(['docs', 'meta'], 'readwrite');
      const written: string[] = [];
      const meta = tx.objectStore('meta');
      const mark = meta.get('seeded');
      mark.onsuccess = () => {
        if (seed && mark.result) return;
        const docs = tx.objectStore('docs');
        for (const { path, data } of rows) {
          const cut = path.lastIndexOf('/');
          if (data === null) docs.delete(path);
          else docs.put({ path, parent: path.slice(0, cut), id: path.slice(cut + 1), data });
          written.push(path);
        }
        if (seed) meta.put(new Date().toISOString(), 'seeded');
      };
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error ?? new Error('Transaction aborted'));
      });
      db.close();
      if (!written.length) return;
      const channel = new BroadcastChannel('medspa-local');
      channel.postMessage({ type: 'changed', paths: written });
      channel.close();
    },
    { rows, seed },
  );
}

/** The stored documents, seeded first with the demo content (and its published content) as the app would. */
async function storedDocs(page: Page): Promise<Record<string, DocData>> {
  const first = await dumpStore(page);
  if (first.seeded) return first.docs;
  const seed = await demoSeed();
  await writeStore(page, Object.entries(seed).filter(([path]) => !(path in first.docs)).map(([path, data]) => ({ path, data: plain(data) })), true);
  return (await dumpStore(page)).docs;
}

/** The writes that store the edited view: each changed entry set at its next revision, each removed one deleted. */
function storedWrites(docs: Record<string, DocData>, before: SiteView, after: SiteView): WriteOp[] {
  const ops: WriteOp[] = [];
  const put = (path: string, data: DocData) => {
    const { id: _id, ...rest } = withoutRev(data);
    ops.push({ kind: 'set', path, data: withRev(rest, revOf(docs[path]) + 1) });
  };
  const was = before as unknown as Record<string, unknown>;
  const now = after as unknown as Record<string, unknown>;
  for (const entity of registry.entities) {
    if (!entity.publish) continue;
    const key = entity.publish.key;
    if (entity.kind === 'singleton') {
      const value = now[key] ?? null;
      if (sameValue(was[key] ?? null, value)) continue;
      if (value === null) ops.push({ kind: 'delete', path: entity.path });
      else put(entity.path, value as DocData);
      continue;
    }
    const items = (now[key] ?? []) as Array<DocData & { id?: unknown }>;
    const old = new Map(((was[key] ?? []) as Array<DocData & { id: string }>).map((i) => [i.id, i]));
    const kept = new Set<string>();
    for (const item of items) {
      if (typeof item.id !== 'string' || !item.id) throw new Error(`An item of ${key} has no id`);
      kept.add(item.id);
      if (!sameValue(old.get(item.id), item)) put(`${entity.path}/${item.id}`, item);
    }
    for (const id of old.keys()) if (!kept.has(id)) ops.push({ kind: 'delete', path: `${entity.path}/${id}` });
  }
  return ops;
}

/**
 * Edit the stored content and publish it, as an owner's save would: `edit` changes the whole site's view of the
 * stored documents (see SiteView); what it changed is stored at its next revision and published by the product's
 * own publishChanges (items, indexes, the site document, the history), then open pages are told. Resolves with the
 * stored paths the edit changed.
 */
export async function publishEdit(page: Page, edit: (site: SiteView) => void): Promise<string[]> {
  const docs = await storedDocs(page);
  const before = wholeSite(docs) as unknown as SiteView;
  const after = structuredClone(before);
  edit(after);
  const ops = storedWrites(docs, before, after);
  if (!ops.length) throw new Error('The edit changed nothing stored');
  const store = documentStore(docs);
  await store.commit(ops);
  const touched = new Set(ops.map((op) => op.path));
  const io = {
    ...store,
    transact: (paths: string[], build: (found: Array<DocData | null>) => WriteOp[]) =>
      store.transact(paths, (found) => {
        const written = build(found);
        written.forEach((op) => touched.add(op.path));
        return written;
      }),
    commit: (batch: WriteOp[]) => {
      batch.forEach((op) => touched.add(op.path));
      return store.commit(batch);
    },
  };
  // Each publish is newer than the last, however fast the test (or however the page's clock is set).
  const last = Date.parse(readSiteDoc(docs[SITE_DOC] ?? null).lastGenerated) || 0;
  const now = new Date(Math.max(Date.now(), last + 1));
  const changed = ops.map((op) => op.path);
  await publishChanges(io, changed, { now, rules: pageRules });
  await writeStore(page, [...touched].map((path) => ({ path, data: plain(store.docs[path]) })));
  return changed;
}

/**
 * What is published under `key`: a singleton's document or a collection on every page from the site document; a
 * collection's items in its index's order; the library images the published content shows (by id). Undefined when
 * nothing is published.
 */
export async function readPublished<T = unknown>(page: Page, key: string): Promise<T | undefined> {
  const { docs } = await dumpStore(page);
  const site = docs[SITE_DOC] ? readSiteDoc(docs[SITE_DOC]) : null;
  if (!site) return undefined;
  const entity = registry.entities.find((e) => e.publish?.key === key);
  if (!entity || entity.kind === 'singleton' || entity.publish?.everyPage) return site.content[key] as T | undefined;
  if (entity.publish?.referencedOnly) {
    const prefix = `${itemsPath(key)}/`;
    return Object.keys(docs)
      .filter((path) => path.startsWith(prefix))
      .sort()
      .flatMap((path) => readItemDoc(docs[path]!)?.item ?? []) as T;
  }
  return readIndexDoc(docs[indexDocPath(key)] ?? null).entries.flatMap((e) => readItemDoc(docs[`${itemsPath(key)}/${e.id}`] ?? null)?.item ?? []) as T;
}

/** When the site was last published (the site document's time), or undefined before anything was. */
export async function publishedAt(page: Page): Promise<string | undefined> {
  const { docs } = await dumpStore(page);
  return docs[SITE_DOC] ? readSiteDoc(docs[SITE_DOC]).lastGenerated : undefined;
}

/** Top of an element relative to the viewport. */
export function topOf(page: Page, selector: string) {
  return page.evaluate((s) => document.querySelector(s)?.getBoundingClientRect().top ?? Number.NaN, selector);
}

/** Scroll through the page so lazy images load, then back to the top, before a full-page screenshot. */
export async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => requestAnimationFrame(r));
    }
    await Promise.all(
      [...document.images]
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
              setTimeout(resolve, 2000);
            }),
        ),
    );
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/** A screenshot of the viewport only (for open modals and menus), saved when E2E_SCREENSHOTS is set. */
export async function viewportShot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png` });
}
