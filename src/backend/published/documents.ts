// Reading the published content's documents as stored (schemas/kit/published-store.ts), without any schema code:
// the public site reads them too. What is not in the expected shape reads as empty, never thrown over.
import type { IndexDoc, IndexEntry, ItemDoc, SiteDoc, Stamp } from '@schemas/kit/published-store';
import type { DocData } from '../port';

export const isRecord = (v: unknown): v is DocData => typeof v === 'object' && v !== null && !Array.isArray(v);

export function emptySite(): SiteDoc {
  return { lastGenerated: '', content: {}, versions: { layout: '', pages: {}, indexes: {} } };
}

/** A stored site document, or an empty one (nothing published yet, or not in this shape). */
export function readSiteDoc(data: DocData | null): SiteDoc {
  if (!data || !isRecord(data.content) || !isRecord(data.versions)) return emptySite();
  const v = data.versions as Record<string, unknown>;
  return {
    lastGenerated: typeof data.lastGenerated === 'string' ? data.lastGenerated : '',
    content: data.content,
    versions: {
      layout: typeof v.layout === 'string' ? v.layout : '',
      pages: isRecord(v.pages) ? (v.pages as Record<string, Stamp>) : {},
      indexes: isRecord(v.indexes) ? (v.indexes as Record<string, Stamp>) : {},
    },
    ...(isRecord(data.images) ? { images: Object.fromEntries(Object.entries(data.images).map(([entry, ids]) => [entry, Array.isArray(ids) ? ids.filter((i): i is string => typeof i === 'string') : []])) } : {}),
    ...(Array.isArray(data.redirects) ? { redirects: data.redirects.filter((r): r is { from: string; to: string } => isRecord(r) && typeof r.from === 'string' && typeof r.to === 'string') } : {}),
  };
}

export function readIndexDoc(data: DocData | null): IndexDoc {
  const entries = Array.isArray(data?.entries) ? (data.entries as unknown[]).filter((e): e is IndexEntry => isRecord(e) && typeof e.id === 'string') : [];
  return { v: typeof data?.v === 'string' ? data.v : '', entries };
}

export function readItemDoc(data: DocData | null): ItemDoc | null {
  if (!data || !isRecord(data.item) || typeof data.item.id !== 'string') return null;
  return { item: data.item as ItemDoc['item'], v: typeof data.v === 'string' ? data.v : '', ...(Array.isArray(data.imageIds) ? { imageIds: data.imageIds as string[] } : {}) };
}

