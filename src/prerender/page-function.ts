// The Cloud Function (2nd gen) behind Firebase Hosting on the Firebase build: every public page's first response
// is the finished page of the content the owner published last, rendered by the build's own renderer from the
// page's own published content (Admin SDK reads, kept by the instance while current: one read when nothing
// changed; while Firestore cannot be read, the content read last or the one published when it was built).
// Hosting's CDN keeps each page briefly (see page-function-settings.ts). It also answers
// POST /api/publish, the owner's publish (publish-server.ts): only it writes the published content.
// Built for Node into functions/lib by scripts/build-functions.mjs, beside the built index.html it fills in.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { initializeApp } from 'firebase-admin/app';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { config } from '@/lib/config';
import { SNAPSHOT_PATH } from '@schemas/snapshot';
import type { DocData, WriteOp } from '@/backend/port';
import { stripUndefined } from '@/backend/doc-ops';
import type { FallbackContent } from '@/backend/published/fallback-content';
import type { PublishIO } from '@/backend/published/publish-changes';
import { PAGE_FUNCTION_REGION, PUBLISH_PATH, READ_DEADLINE_MS } from '@/lib/page-function-settings';
import type { PageAnswer } from './page-server';
import { adminMedia } from './admin-media';

initializeApp();

type Answer = (method: string, path: string, search: string, origin: string) => Promise<PageAnswer>;
let loading: Promise<Answer> | undefined;

/**
 * The renderer, the site's code, jsdom and Firestore load on the first request, not when the module does: the
 * deploy (and the emulator) load this module only to read the function's settings.
 */
function pageServer(): Promise<Answer> {
  loading ??= Promise.all([
    import('./page-server'),
    import('firebase-admin/firestore'),
    import('@/backend/published/read'),
    import('@/backend/published/fallback-content'),
  ]).then(([{ createPageServer }, { getFirestore }, { cachedReader, documentReader, withDeadline }, { FALLBACK_CONTENT_FILE, fallbackReader }]) => {
    const db = getFirestore();
    const here = dirname(fileURLToPath(import.meta.url));
    // Published documents hold plain JSON values only (publishing writes strings, numbers, lists and maps).
    const read = async (path: string) => {
      const doc = await db.doc(path).get();
      return doc.exists ? (doc.data() as DocData) : null;
    };
    // The content published when this function was built, read only once Firestore has failed a read.
    const fallback = fallbackReader(() => {
      const file = join(here, FALLBACK_CONTENT_FILE);
      return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FallbackContent) : null;
    });
    // Firestore unreachable or slow: a page waits for it READ_DEADLINE_MS at most, then is rendered from the content
    // this instance read last, else from the fallback (see cachedReader).
    const cache = cachedReader(documentReader(read), {
      fallback,
      deadlineMs: READ_DEADLINE_MS,
      onStale: (error) => logger.warn('The published content could not be read; answering with the content read last or the fallback', error),
    });
    return createPageServer({
      // The build's index.html, copied beside this bundle: the page and the app's hashed files come from one build.
      template: readFileSync(join(here, 'template.html'), 'utf8'),
      reader: () => cache.current(),
      readLegacy: () => withDeadline(read(SNAPSHOT_PATH), READ_DEADLINE_MS, `Reading ${SNAPSHOT_PATH}`),
      onError: (message, error) => logger.error(message, error),
    });
  });
  // A failed load is tried again by the next request instead of failing every request of this instance.
  loading.catch(() => (loading = undefined));
  return loading;
}

type Publish = (method: string, authorization: string | undefined, body: unknown) => Promise<PageAnswer>;
let loadingPublish: Promise<Publish> | undefined;

/** The stored and published documents through the Admin SDK, as publishing reads and writes them. */
async function adminIO(): Promise<PublishIO> {
  const { getFirestore } = await import('firebase-admin/firestore');
  const db = getFirestore();
  // Entity documents hold plain JSON values only (the admin writes strings, numbers, lists and maps).
  const write = (apply: { set: (ref: FirebaseFirestore.DocumentReference, data: DocData) => unknown; delete: (ref: FirebaseFirestore.DocumentReference) => unknown }, ops: WriteOp[]) => {
    for (const op of ops) {
      if (op.kind === 'delete') apply.delete(db.doc(op.path));
      else apply.set(db.doc(op.path), stripUndefined(op.data));
    }
  };
  return {
    getDoc: async (path) => {
      const doc = await db.doc(path).get();
      return doc.exists ? (doc.data() as DocData) : null;
    },
    getDocs: async (collection, query) => {
      let q: FirebaseFirestore.Query = db.collection(collection);
      const where = query?.where;
      if (where) q = 'contains' in where ? q.where(where.field, 'array-contains', where.contains) : q.where(where.field, '==', where.equals);
      return (await q.get()).docs.map((d) => ({ id: d.id, data: d.data() as DocData }));
    },
    // Reads and writes in one transaction: a publish that met another is made again on fresh documents.
    transact: (paths, build) =>
      db.runTransaction(async (tx) => {
        const docs = paths.length ? await tx.getAll(...paths.map((p) => db.doc(p))) : [];
        write(tx, build(docs.map((d) => (d.exists ? (d.data() as DocData) : null))));
      }),
    commit: async (ops) => {
      const batch = db.batch();
      write(batch, ops);
      await batch.commit();
    },
  };
}

/** The project's default bucket, loaded on first use: most publishes show no private photo. */
const defaultBucket = async () => (await import('firebase-admin/storage')).getStorage().bucket();

/** The publish endpoint, loaded on its first request like the renderer (with Auth, which pages never need). */
function publishServer(): Promise<Publish> {
  loadingPublish ??= Promise.all([import('./publish-server'), import('firebase-admin/auth'), adminIO()]).then(
    ([{ createPublishServer }, { getAuth }, io]) => {
      return createPublishServer({
        // The Auth emulator's tokens are accepted when FIREBASE_AUTH_EMULATOR_HOST is set (the emulators set it).
        verifyToken: (token) => getAuth().verifyIdToken(token),
        io,
        media: adminMedia(defaultBucket),
        onError: (message, error) => logger.error(message, error),
      });
    },
  );
  loadingPublish.catch(() => (loadingPublish = undefined));
  return loadingPublish;
}

/** The function's id is this export's name, PAGE_FUNCTION_ID (Hosting sends pages to it). */
export const pages = onRequest(
  {
    region: PAGE_FUNCTION_REGION,
    // Hosting calls it on behalf of every visitor.
    invoker: 'public',
    // A render needs well under 256 MiB. One CPU lets an instance take many requests at once (reads overlap,
    // renders take turns); the cap bounds the bill should something flood the site past the CDN.
    memory: '256MiB',
    cpu: 1,
    concurrency: 80,
    maxInstances: 10,
    timeoutSeconds: 30,
  },
  async (req, res) => {
    if (req.path === PUBLISH_PATH) {
      const answer = await (await publishServer())(req.method, req.get('authorization'), req.body);
      res.status(answer.status).set(answer.headers).send(answer.body);
      return;
    }
    const query = req.originalUrl.indexOf('?');
    // Hosting forwards the visitor's host name (the site's own domain); sitemap.xml names pages at it.
    const host = req.get('x-forwarded-host') ?? req.get('host') ?? '';
    const origin = host ? `https://${host.split(',')[0]!.trim()}` : '';
    const page = await (await pageServer())(req.method, req.path, query === -1 ? '' : req.originalUrl.slice(query), origin);
    res.status(page.status).set(page.headers).vary('Accept-Encoding');
    // Compressed, a page is about a fifth of the bytes: less for the function to send out (egress is billed).
    if (page.body.length > 1024 && /\bgzip\b/.test(req.get('accept-encoding') ?? '')) res.set('Content-Encoding', 'gzip').send(gzipSync(page.body));
    else res.send(page.body);
  },
);

/**
 * The daily upkeep (upkeep.ts), a few minutes after midnight where the spa is: results past their consent's last day
 * leave the site's published content, and enquiries older than the owner's period are removed, whether or not she
 * opens the admin that day. A scheduled function: Cloud Scheduler calls it (the emulators do not run schedules).
 */
export const upkeep = onSchedule(
  { schedule: '5 0 * * *', timeZone: config.timeZone, region: PAGE_FUNCTION_REGION, memory: '256MiB', timeoutSeconds: 300, retryCount: 3 },
  async () => {
    const [{ dailyUpkeep }, io] = await Promise.all([import('./upkeep'), adminIO()]);
    const done = await dailyUpkeep(io, new Date(), adminMedia(defaultBucket));
    logger.info('Daily upkeep done', done);
  },
);
