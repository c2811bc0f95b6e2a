// The published content as it was when the page function was built for a deploy, shipped beside it
// (functions/lib/fallback-content.json, written by scripts/build-functions.mjs): while Firestore cannot be read, an
// instance renders from it every page it has not read newer content for, a cold instance included.
import { indexDocPath, itemsPath, PUBLISHED, SITE_DOC } from '@schemas/kit/published-store';
import { PUBLISHED_ENTITIES } from '@schemas/published';
import { registry } from '@schemas/index';
import type { DocData } from '../port';
import { readSiteDoc } from './documents';
import { documentReader, type PublishedReader } from './read';

/** The file's name beside the function's bundle. */
export const FALLBACK_CONTENT_FILE = 'fallback-content.json';

export interface FallbackContent {
  /** When the build read it. */
  readAt: string;
  /** The site document's publish stamp. */
  lastGenerated: string;
  /** Every published document, by path: the site document, each index, each item. */
  documents: Record<string, DocData>;
}

/** Lists one collection's documents (ids and data), as the Firestore REST API or a test's store does. */
export type ListDocuments = (collection: string) => Promise<Array<{ id: string; data: DocData }>>;

/**
 * The publish keys of the entities published only while a condition the owner can end holds (a before-and-after
 * photo's consent): a deploy's copy of their items could show one withdrawn since, so it holds none of them.
 */
const CONDITIONAL_KEYS = new Set(registry.entities.flatMap((e) => (e.publish?.only?.length ? [e.publish.key] : [])));

/**
 * Every published document: the `published` collection (the site document and the indexes) and the items of each
 * collection the site document names (its indexes, and the collections every page shows, whose items a category's
 * page reads whole), and the library pictures items name by id (which the site document does not list). Null when
 * nothing is published. Items published on conditions are left out, their indexes kept empty: while only this
 * copy answers, their pages show none.
 */
export async function readFallbackContent(list: ListDocuments, readAt = new Date()): Promise<FallbackContent | null> {
  const documents: Record<string, DocData> = {};
  const add = (collection: string, docs: Array<{ id: string; data: DocData }>) => docs.forEach((d) => (documents[`${collection}/${d.id}`] = d.data));
  add(PUBLISHED, await list(PUBLISHED));
  const site = documents[SITE_DOC];
  if (!site) return null;
  const { content, versions, lastGenerated } = readSiteDoc(site);
  const pictures = PUBLISHED_ENTITIES.flatMap((e) => (e.publish?.referencedOnly ? [e.publish.key] : []));
  const keys = [...new Set([...Object.keys(versions.indexes), ...Object.keys(content), ...pictures])].filter((key) => !CONDITIONAL_KEYS.has(key));
  for (const key of CONDITIONAL_KEYS) {
    const index = documents[indexDocPath(key)];
    if (index) documents[indexDocPath(key)] = { ...index, entries: [] };
  }
  const lists = await Promise.all(keys.map((key) => list(itemsPath(key))));
  keys.forEach((key, i) => add(itemsPath(key), lists[i]!));
  return { readAt: readAt.toISOString(), lastGenerated, documents };
}

/** A reader of the fallback `load` gives (read once, when first needed); nothing when it gives null. */
export function fallbackReader(load: () => FallbackContent | null): PublishedReader {
  let documents: Record<string, DocData> | undefined;
  return documentReader(async (path) => (documents ??= load()?.documents ?? {})[path] ?? null);
}
