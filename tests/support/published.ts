// Published content for tests, made by the same code as a publish: a store of plain documents with their published
// content, the content a page reads from it, and (for renderer tests that show one entity whole) every published
// entity's stored entries in the shape a page's content has.
import { registry } from '@schemas/index';
import type { EntityDef } from '@schemas/kit/define-entity';
import type { Snapshot } from '@schemas/snapshot';
import { demoContent, DEMO_PUBLISHED_AT } from '@/backend/demo/demo-content';
import { parseItems, parseDocument } from '@/backend/entity-store';
import { documentStore, withPublished } from '@/backend/published/from-documents';
import type { DocData } from '@/backend/port';
import { pageContent, type PageContent } from '@/site/page-content';
import { spaToday } from '@/lib/today';

/** A store of `docs` (the demo content by default) with their published content, as of `now`. */
export async function publishedStore(docs: Record<string, DocData> = demoContent(), now: Date = DEMO_PUBLISHED_AT) {
  return documentStore(await withPublished(docs, now));
}

/** The content the page at `path` shows, published from `docs` (the demo content by default), as of `today`. */
export async function pageOf(path: string, docs: Record<string, DocData> = demoContent(), today: string = spaToday(new Date())): Promise<PageContent> {
  const content = await pageContent((await publishedStore(docs)).reader(), path, today);
  if (!content) throw new Error('Nothing was published');
  return content;
}

/**
 * Every published entity's stored entries (checked, in their order) under its publish key: what renderer tests
 * draw an entity from when the page it is shown on does not matter.
 */
export function wholeSite(docs: Record<string, DocData> = demoContent(), entities: readonly EntityDef[] = registry.entities): Snapshot {
  const content: Snapshot = { lastGenerated: DEMO_PUBLISHED_AT.toISOString() };
  for (const entity of entities) {
    if (!entity.publish) continue;
    if (entity.kind === 'singleton') content[entity.publish.key] = parseDocument(entity, entity.path, docs[entity.path] ?? null);
    else {
      const prefix = `${entity.path}/`;
      const stored = Object.entries(docs)
        .filter(([path]) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'))
        .map(([path, data]) => ({ id: path.slice(prefix.length), data }));
      content[entity.publish.key] = parseItems(entity, stored);
    }
  }
  return content;
}
