// The published content is stored in documents of Firestore's at most 1 MiB each: the site document every page
// reads, an index per published collection, and a document per item. Each must hold its worst case: every field at
// its maximum, every list full; for an index, the number of items it holds is what it can promise.
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { registry } from '@schemas/index';
import type { EntityDef } from '@schemas/kit/define-entity';
import { findImageRefs } from '@schemas/kit/image-refs';
import { imageEntity } from '@schemas/collections/image';
import { categoryEntity } from '@schemas/collections/category';
import { MAX_SLUG } from '@schemas/kit/addresses';
import { indexDocPath, itemDocPath, SITE_DOC, type SiteDoc } from '@schemas/kit/published-store';
import { publishedSchema, redirectsSchema, withId } from '@schemas/snapshot';
import { demoContent } from '@/backend/demo/demo-content';
import { publishDocuments, withPublished } from '@/backend/published/from-documents';
import { readSiteDoc } from '@/backend/published/documents';
import { indexEntry } from '@/backend/published/publish-changes';
import type { DocData } from '@/backend/port';
import { pageKeys } from '@/site/page-content';
import { documentSize, firestoreSize, largest } from '../support/worst-case';

/** Firestore's most bytes in one document. */
const MAX_DOCUMENT_BYTES = 1024 * 1024;
/** Room left for Firestore's own accounting to differ slightly from the documented one. */
const SLACK = 16 * 1024;
/** The longest stamp a publish writes (the latest date a Date holds). */
const LATEST = new Date(8.64e15);
const STAMP = LATEST.toISOString();

/** The most categories (each a page of its own) the site has. */
const MAX_CATEGORIES = categoryEntity.publish!.maxItems!;

/**
 * The fewest items each published collection's index holds (a collection has no other ceiling): how many an owner
 * may add, even with every id and indexed field at the longest its schema allows (an id of 100 characters of 3
 * bytes each; the admin gives ids of 20 letters and digits, which leaves room for at least twice as many). A
 * change that makes a collection's lines longer must lower its number here, knowingly; a collection not listed
 * (one just added) must hold INDEX_HOLDS_BY_DEFAULT.
 */
const INDEX_HOLDS_AT_LEAST: Partial<Record<string, number>> = {
  // Its lines carry its title, which a provider's page names it by.
  treatments: 1_100,
  // A provider's line carries every treatment they perform (up to 40 ids), which a treatment's page names them by.
  providers: 200,
  specials: 2_200,
  testimonials: 2_900,
  sections: 2_900,
  priceGroups: 1_200,
};
/** The fewest items the index of a collection not listed above holds. */
const INDEX_HOLDS_BY_DEFAULT = 1_000;

const published = registry.entities.filter((e) => e.publish);
const isCollection = (e: EntityDef) => e.kind === 'collection';
/** Collections published with an index and a document per item. */
const indexed = published.filter((e) => isCollection(e) && !e.publish!.everyPage && !e.publish!.referencedOnly);
/**
 * Collections whose items have documents of their own (those in part on every page too, and the library's pictures).
 */
const withItemDocs = published.filter((e) => isCollection(e) && e.publish!.everyPage !== true);
/** The schema of a published item: its data with its id. */
const itemSchema = (entity: EntityDef) => withId(entity.schema, entity.publish!.maxIdLength);
/** The longest id of a published item of `entity`, made distinct by `n`. */
function longestId(entity: EntityDef, n = 0): string {
  const id = (largest(itemSchema(entity), entity.id) as { id: string }).id;
  return `${id.slice(0, id.length - 4)}${String(n).padStart(4, '0')}`;
}
/** A distinct page address of the longest length, for the `n`th category. */
const longestSlug = (n: number) => `${'a'.repeat(MAX_SLUG - 4)}${String(n).padStart(4, '0')}`;

/**
 * Every largest value of `schema`: its largest overall, and its largest with each option of its unions (each kind
 * of section, each kind of element), so a kind with more pictures than the biggest one is counted too.
 */
function largestValues(schema: z.core.$ZodType, path: string): unknown[] {
  const values = [largest(schema, path)];
  for (let option = 0; option < 40; option++) {
    const value = largest(schema, path, option);
    if (values.some((v) => JSON.stringify(v) === JSON.stringify(value))) continue;
    values.push(value);
  }
  return values;
}

/** The library pictures an entry shows: a different picture in each image field, each with the longest id. */
const imageIdsOf = (entity: EntityDef, value: unknown) => findImageRefs(entity.schema, value).map((_, i) => longestId(imageEntity, i));

/**
 * The stored documents of the worst site document: every singleton and every collection published on every page
 * full, every field at its maximum (each category at a distinct address, as the site requires).
 */
function worstFrameDocuments(): Record<string, DocData> {
  const docs: Record<string, DocData> = {};
  for (const entity of published) {
    if (entity.kind === 'singleton') docs[entity.path] = largest(entity.schema, entity.id) as DocData;
    else if (entity.publish!.everyPage) {
      for (let i = 0; i < entity.publish!.maxItems!; i++) {
        const data = largest(entity.schema, entity.id) as DocData;
        docs[`${entity.path}/${longestId(entity, i)}`] = entity === categoryEntity ? { ...data, slug: longestSlug(i) } : data;
      }
    }
  }
  return docs;
}

/**
 * The worst site document: as published from the worst documents, with everything a site gathers over time at its
 * most.
 */
async function worstSiteDocument(): Promise<DocData> {
  const { ops, result } = await publishDocuments(worstFrameDocuments(), { now: LATEST, history: false });
  // Every worst-case document is one the schemas accept (a maximal one, not an invented shape): none is left out.
  expect(result.skipped).toEqual([]);
  const written = ops.find((op) => op.kind === 'set' && op.path === SITE_DOC);
  const site = readSiteDoc(written?.kind === 'set' ? written.data : null);
  expect(Object.keys(site.content).sort()).toEqual(published.filter((e) => e.kind === 'singleton' || e.publish!.everyPage).map((e) => e.publish!.key).sort());
  // A version for every page (each category's included) and every index …
  const pages = pageKeys(site);
  expect(pages.length).toBe(pageKeys(null).length + MAX_CATEGORIES);
  site.versions = { layout: STAMP, pages: Object.fromEntries(pages.map((p) => [p, STAMP])), indexes: Object.fromEntries(indexed.map((e) => [e.publish!.key, STAMP])) };
  // … the most old addresses kept …
  site.redirects = largest(redirectsSchema, 'redirects') as SiteDoc['redirects'];
  // … and a different library picture in each image field of the content.
  site.images = {};
  for (const entity of published) {
    if (entity.kind === 'singleton') site.images[entity.publish!.key] = imageIdsOf(entity, site.content[entity.publish!.key]);
    else if (entity.publish!.everyPage === true) for (const item of site.content[entity.publish!.key] as Array<{ id: string }>) site.images[`${entity.publish!.key}/${item.id}`] = imageIdsOf(entity, item);
  }
  return site as unknown as DocData;
}

/** The largest index line of a collection's item. */
const largestEntry = (entity: EntityDef) => indexEntry(entity, largest(itemSchema(entity), entity.id) as DocData & { id: string }, STAMP);

/** How many of its largest lines a collection's index holds within one document. */
function indexCapacity(entity: EntityDef): number {
  const overhead = documentSize(indexDocPath(entity.publish!.key), { v: STAMP, entries: [] });
  return Math.floor((MAX_DOCUMENT_BYTES - SLACK - overhead) / firestoreSize(largestEntry(entity)));
}

describe('the published content’s documents', () => {
  it('fit the site document in one Firestore document, with every singleton and every list on every page full, every field at its maximum', async () => {
    const site = await worstSiteDocument();
    const bytes = documentSize(SITE_DOC, site);
    const content = site.content as Record<string, unknown>;
    const perPart = { ...Object.fromEntries(Object.entries(content).map(([k, v]) => [k, firestoreSize(v)])), versions: firestoreSize(site.versions), images: firestoreSize(site.images), redirects: firestoreSize(site.redirects) };
    console.info(`Worst-case site document: ${bytes} bytes of ${MAX_DOCUMENT_BYTES}`, perPart);
    expect(bytes).toBeLessThan(MAX_DOCUMENT_BYTES - SLACK);
  });

  it('fit one item of every collection in its own document, every field at its maximum, with the pictures it shows', () => {
    for (const entity of withItemDocs) {
      const sizes = largestValues(itemSchema(entity), entity.id).map((item) => {
        const { id } = item as { id: string };
        const imageIds = imageIdsOf(entity, item);
        return documentSize(itemDocPath(entity.publish!.key, id), { item, v: STAMP, ...(imageIds.length ? { imageIds } : {}) });
      });
      const bytes = Math.max(...sizes);
      console.info(`Worst-case ${entity.publish!.key} item: ${bytes} bytes`);
      expect({ entity: entity.id, fits: bytes < MAX_DOCUMENT_BYTES - SLACK }).toEqual({ entity: entity.id, fits: true });
    }
  });

  it('hold in each collection’s index at least as many items as the site promises', () => {
    const capacity = Object.fromEntries(indexed.map((e) => [e.publish!.key, indexCapacity(e)]));
    console.info('Items each index holds at the least (every line at its longest):', capacity, 'bytes a line:', Object.fromEntries(indexed.map((e) => [e.publish!.key, firestoreSize(largestEntry(e))])));
    // Every collection named above is indexed; any other (one just added) holds at least the default.
    for (const key of Object.keys(INDEX_HOLDS_AT_LEAST)) expect(capacity).toHaveProperty(key);
    for (const [key, holds] of Object.entries(capacity)) expect({ key, holds: holds >= (INDEX_HOLDS_AT_LEAST[key] ?? INDEX_HOLDS_BY_DEFAULT) }).toEqual({ key, holds: true });
  });

  it('names the field when a schema leaves a list every page shows unbounded', () => {
    const onEveryPage = published.find((e) => isCollection(e) && e.publish!.everyPage === true)!;
    expect(() => largest(publishedSchema({ ...onEveryPage, publish: { key: 'x', everyPage: true } }), 'x')).toThrow(/No maximum count/);
  });

  it('hold the demo content with room to spare', async () => {
    const docs = await withPublished(demoContent());
    const publishedDocs = Object.entries(docs).filter(([path]) => path.startsWith('published/'));
    expect(publishedDocs.map(([p]) => p)).toContain(SITE_DOC);
    for (const [path, data] of publishedDocs) expect({ path, small: documentSize(path, data) < MAX_DOCUMENT_BYTES / 10 }).toEqual({ path, small: true });
  });
});
