// The published content of plain documents (keyed by path), without a database: what the demo seed, the setup
// command, the build's prerenderer and the upgrade of an older store publish, with the same code as a save.
import { pageRules } from '@/backend/published/page-rules';
import { applyQuery } from '../doc-ops';
import type { DocData, WriteOp } from '../port';
import { documentReader, type PublishedReader } from './read';
import { publishChanges, type PublishResult } from './publish-changes';
import { HISTORY_CONTENT, HISTORY_INDEX } from '../history';

/** Read and write plain documents as a store would (a copy: the caller's are left as they are). */
export function documentStore(initial: Record<string, DocData>) {
  const docs = structuredClone(initial);
  const apply = (ops: readonly WriteOp[]) => {
    for (const op of ops) {
      if (op.kind === 'delete') delete docs[op.path];
      else if (op.kind === 'set') docs[op.path] = op.merge ? { ...(docs[op.path] ?? {}), ...structuredClone(op.data) } : structuredClone(op.data);
      else docs[op.path] = { ...(docs[op.path] ?? {}), ...structuredClone(op.data) };
    }
  };
  const getDoc = async (path: string) => (docs[path] ? structuredClone(docs[path]) : null);
  return {
    docs,
    getDoc,
    getDocs: async (collection: string, query?: Parameters<typeof applyQuery>[1]) =>
      applyQuery(
        Object.entries(docs)
          .filter(([path]) => path.startsWith(`${collection}/`) && path.split('/').length === collection.split('/').length + 1)
          .map(([path, data]) => ({ id: path.slice(collection.length + 1), data: structuredClone(data) })),
        query,
      ),
    transact: async (paths: string[], build: (found: Array<DocData | null>) => WriteOp[]) => apply(build(await Promise.all(paths.map(getDoc)))),
    commit: async (ops: WriteOp[]) => apply(ops),
    reader: (): PublishedReader => documentReader(getDoc),
  };
}

/**
 * The writes that publish every entity of `docs` into a store that holds them (and whatever it published before):
 * the published content, with a history version unless `history` is false (a new site has none yet).
 */
export async function publishDocuments(docs: Record<string, DocData>, options: { now?: Date; history?: boolean; note?: string } = {}): Promise<{ ops: WriteOp[]; result: PublishResult }> {
  const store = documentStore(docs);
  const ops: WriteOp[] = [];
  const io = {
    ...store,
    commit: async (batch: WriteOp[]) => {
      ops.push(...batch);
      await store.commit(batch);
    },
  };
  const result = await publishChanges(io, 'all', { now: options.now, note: options.note, rules: pageRules });
  const kept = options.history === false ? ops.filter((op) => op.path !== HISTORY_INDEX && !op.path.startsWith(`${HISTORY_CONTENT}/`)) : ops;
  return { ops: kept, result };
}

/** Plain documents with their published content, ready to seed an empty store. */
export async function withPublished(docs: Record<string, DocData>, now?: Date): Promise<Record<string, DocData>> {
  const store = documentStore(docs);
  await store.commit((await publishDocuments(docs, { now, history: false })).ops);
  return store.docs;
}
