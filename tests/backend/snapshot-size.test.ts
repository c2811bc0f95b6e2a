import { describe, expect, it } from 'vitest';
import { registry } from '@schemas/index';
import { publishedSchema, redirectsSchema, SNAPSHOT_PATH } from '@schemas/snapshot';
import { demoContent } from '@/backend/demo/demo-content';
import { withSnapshot } from '@/backend/snapshot';
import { documentSize, firestoreSize, largest } from '../support/worst-case';

/** Firestore's most bytes in one document. */
const MAX_DOCUMENT_BYTES = 1024 * 1024;

/** The published snapshot with every published collection full and every field at its longest, in 3-byte characters. */
function worstSnapshot() {
  const snapshot: Record<string, unknown> = { lastGenerated: new Date(8.64e15).toISOString(), redirects: largest(redirectsSchema, 'redirects') };
  for (const entity of registry.entities) if (entity.publish) snapshot[entity.publish.key] = largest(publishedSchema(entity), entity.id);
  return snapshot;
}

describe('the published snapshot', () => {
  it('fits in one Firestore document even with every published collection full and every field at its maximum', () => {
    const worst = worstSnapshot();
    // The worst case is a snapshot the schema accepts (a maximal one, not an invented shape) …
    expect(registry.snapshot.schema.safeParse(worst).error?.issues.slice(0, 3)).toBeUndefined();
    const bytes = documentSize(SNAPSHOT_PATH, worst);
    const perKey = Object.fromEntries(Object.entries(worst).map(([k, v]) => [k, firestoreSize(v)]));
    console.info(`Worst-case snapshot: ${bytes} bytes of ${MAX_DOCUMENT_BYTES}`, perKey);
    // … and it fits, with room for Firestore's own accounting to differ slightly from the documented one.
    expect(bytes).toBeLessThan(MAX_DOCUMENT_BYTES - 16 * 1024);
  });

  it('names the field when a schema leaves a published string or list unbounded', () => {
    expect(() => largest(publishedSchema({ ...registry.entities.find((e) => e.publish)!, kind: 'collection', publish: { key: 'x' } }), 'x')).toThrow(/No maximum count/);
  });

  it('holds the demo content with room to spare', async () => {
    const docs = await withSnapshot(demoContent());
    expect(documentSize(SNAPSHOT_PATH, docs[SNAPSHOT_PATH]!)).toBeLessThan(MAX_DOCUMENT_BYTES / 10);
  });
});
