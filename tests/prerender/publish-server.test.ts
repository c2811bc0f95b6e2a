// The publish endpoint of the page function, without Firebase: who may publish, which stored documents a request
// may name, and that what it writes is exactly the published content of the documents that changed (their item
// documents, their index, the site document) with the site history's record of them, checked from the stored
// documents. (tests/e2e/firebase-pages.e2e.ts calls the built function behind Hosting with the Auth emulator's
// tokens.)
import { describe, expect, it, vi } from 'vitest';
import { indexDocPath, itemDocPath, SITE_DOC } from '@schemas/kit/published-store';
import { demoContent, DEMO_PUBLISHED_AT } from '@/backend/demo/demo-content';
import { documentStore } from '@/backend/published/from-documents';
import type { PublishIO } from '@/backend/published/publish-changes';
import { HISTORY_CONTENT, HISTORY_INDEX, parseVersions } from '@/backend/history';
import type { DocData, WriteOp } from '@/backend/port';
import { UNCACHED } from '@/lib/page-function-settings';
import { createPublishServer, type VerifiedToken } from '@/prerender/publish-server';
import { publishedStore } from '../support/published';

vi.spyOn(console, 'warn').mockImplementation(() => undefined);

const AT = new Date('2026-11-24T09:00:00.000Z');
const TOKENS: Record<string, VerifiedToken> = {
  'owner-token': { uid: 'owner', admin: true },
  'visitor-token': { uid: 'visitor' },
  // A claim that is not exactly true grants nothing, as in the security rules.
  'almost-token': { uid: 'almost', admin: 'true' },
};
const BOTOX = 'treatments/botox';

type Store = ReturnType<typeof documentStore>;

/** A store's io that records the paths of every write it makes, publish by publish. */
function recording(store: Store): { io: PublishIO; writes: string[][] } {
  const writes: string[][] = [];
  const record = (ops: WriteOp[]) => {
    writes.push(ops.map((op) => op.path));
    return ops;
  };
  return {
    writes,
    io: {
      getDoc: store.getDoc,
      getDocs: store.getDocs,
      transact: (paths, build) => store.transact(paths, (docs) => record(build(docs))),
      commit: (ops) => store.commit(record(ops)),
    },
  };
}

/** A clock at AT, a minute later at each publish after. */
function clock() {
  let t = AT.getTime() - 60_000;
  return () => new Date((t += 60_000));
}

/** The endpoint over a store of the demo content as published (or of `store`), with the owner's edits in `edit`. */
async function endpoint(edit: (docs: Record<string, DocData>) => void = () => undefined, store?: Store) {
  const published = store ?? (await publishedStore());
  edit(published.docs);
  const { io, writes } = recording(published);
  const errors: string[] = [];
  const answer = createPublishServer({
    verifyToken: async (token) => {
      const claims = TOKENS[token];
      if (!claims) throw new Error('auth/argument-error: Decoding Firebase ID token failed');
      return claims;
    },
    io,
    onError: (message) => errors.push(message),
    now: clock(),
  });
  return { answer, store: published, writes, errors };
}

const bodyOf = (answer: { body: string }) => JSON.parse(answer.body) as { lastGenerated?: string; changed?: boolean; skipped?: string[]; error?: string };
const itemOf = (store: Store, key: string, id: string) => (store.docs[itemDocPath(key, id)] as { item: Record<string, unknown> } | undefined)?.item;
const indexIds = (store: Store, key: string) => (store.docs[indexDocPath(key)] as { entries: Array<{ id: string }> }).entries.map((e) => e.id);

describe('the publish endpoint', () => {
  it('refuses a request without a sign-in token, and writes nothing', async () => {
    const { answer, writes } = await endpoint();
    for (const authorization of [undefined, '', 'Bearer', 'Basic b3duZXI6cHc=']) {
      const res = await answer('POST', authorization, { paths: [BOTOX] });
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers['WWW-Authenticate']).toBe('Bearer');
      expect(bodyOf(res).error).toMatch(/Sign in as the owner to publish/);
    }
    expect(writes).toEqual([]);
  });

  it('refuses a token that does not verify (forged, expired), and writes nothing', async () => {
    const { answer, writes, errors } = await endpoint();
    const res = await answer('POST', 'Bearer forged-token', { paths: [BOTOX] });
    expect(res.status).toBe(401);
    expect(bodyOf(res).error).toBe('Your sign-in is no longer valid: sign in again to publish.');
    expect(writes).toEqual([]);
    expect(errors).toEqual(['Publish refused: the ID token did not verify']);
  });

  it('refuses a signed-in account without the owner claim with 403, and writes nothing', async () => {
    const { answer, writes } = await endpoint();
    for (const token of ['visitor-token', 'almost-token']) {
      const res = await answer('POST', `Bearer ${token}`, { paths: [BOTOX] });
      expect(res.status, token).toBe(403);
      expect(bodyOf(res).error).toBe('Only the site owner can publish: this account is not the owner.');
    }
    expect(writes).toEqual([]);
  });

  it('answers any other method with 405, naming POST', async () => {
    const { answer, writes } = await endpoint();
    for (const method of ['GET', 'HEAD', 'PUT', 'OPTIONS']) {
      const res = await answer(method, 'Bearer owner-token', { paths: [BOTOX] });
      expect(res.status, method).toBe(405);
      expect(res.headers.Allow).toBe('POST');
    }
    expect(writes).toEqual([]);
  });

  it('answers 400 to the owner when the stored documents to publish are missing or malformed, and writes nothing', async () => {
    const { answer, writes } = await endpoint();
    const bodies: unknown[] = [
      undefined,
      null,
      {},
      { note: 'No paths' },
      { paths: 'treatments/botox' },
      { paths: 'everything' },
      { paths: [42] },
      { paths: [BOTOX, null] },
      { paths: ['../published/site'] },
      { paths: ['/treatments/botox'] },
      { paths: ['treatments//botox'] },
      { paths: ['treatments/botox?x=1'] },
      { paths: [`treatments/${'x'.repeat(300)}`] },
      { paths: Array.from({ length: 501 }, (_, i) => `treatments/t${i}`) },
    ];
    for (const body of bodies) {
      const res = await answer('POST', 'Bearer owner-token', body);
      expect(res.status, JSON.stringify(body)?.slice(0, 80)).toBe(400);
      expect(res.headers['Cache-Control']).toBe(UNCACHED);
      expect(bodyOf(res).error).toBe('Name the stored documents to publish.');
    }
    expect(writes).toEqual([]);
  });

  it('publishes the changed document for the owner: its item document, its index and the site document, with the history record, and answers when', async () => {
    const { answer, store, writes } = await endpoint((docs) => {
      docs[BOTOX] = { ...docs[BOTOX]!, title: 'Botox Cosmetic' };
    });
    const siteBefore = structuredClone(store.docs[SITE_DOC]!) as { content: unknown; versions: { pages: Record<string, string> } };
    const others = Object.fromEntries(Object.entries(store.docs).filter(([path]) => path !== BOTOX && !path.startsWith('published/') && !path.startsWith('history')));
    const res = await answer('POST', 'Bearer owner-token', { paths: [BOTOX], note: 'Renamed Botox' });
    expect(res.status).toBe(200);
    expect(res.headers).toEqual({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': UNCACHED });
    expect(bodyOf(res)).toMatchObject({ lastGenerated: AT.toISOString(), changed: true });

    // Written in one step: only what the change touched.
    expect(writes).toHaveLength(1);
    const [version] = parseVersions(store.docs[HISTORY_INDEX] ?? null);
    expect(version).toMatchObject({ at: AT.toISOString(), note: 'Renamed Botox' });
    expect([...writes[0]!].sort()).toEqual([itemDocPath('treatments', 'botox'), indexDocPath('treatments'), SITE_DOC, HISTORY_INDEX, `${HISTORY_CONTENT}/${version!.id}`].sort());
    expect(itemOf(store, 'treatments', 'botox')).toMatchObject({ id: 'botox', title: 'Botox Cosmetic' });
    const site = store.docs[SITE_DOC] as { lastGenerated: string; content: unknown; versions: { pages: Record<string, string> } };
    expect(site.lastGenerated).toBe(AT.toISOString());
    // The pages that show Botox have a new version; the others keep theirs.
    expect(site.versions.pages['/injectables']).toBe(AT.toISOString());
    expect(site.versions.pages['/specials']).toBe(siteBefore.versions.pages['/specials']);
    expect(site.versions.pages['/specials']).not.toBe(AT.toISOString());
    expect(site.content).toEqual(siteBefore.content);
    // The history keeps Botox as it was published before and after.
    expect(store.docs[`${HISTORY_CONTENT}/${version!.id}`]).toMatchObject({ at: AT.toISOString(), changes: [{ entity: 'treatment', id: 'botox', before: { title: 'Botox & Neurotoxins' }, after: { title: 'Botox Cosmetic' } }] });
    // No stored document was touched.
    for (const [path, data] of Object.entries(others)) expect(store.docs[path], path).toEqual(data);

    // Nothing new to publish (a minute later): nothing is written, and the answer says when the site last
    // changed. Also with the scheme written in lower case, as some clients send it.
    const again = await answer('POST', 'bearer owner-token', { paths: [BOTOX] });
    expect(again.status).toBe(200);
    expect(bodyOf(again)).toMatchObject({ lastGenerated: AT.toISOString(), changed: false });
    expect(writes.slice(1).flat()).toEqual([]);
  });

  it('publishes every stored document when asked for all, or when nothing is published the new way yet', async () => {
    const stored = demoContent();
    const { answer, store } = await endpoint(() => undefined, documentStore(stored));
    const res = await answer('POST', 'Bearer owner-token', { paths: [BOTOX] });
    expect(res.status).toBe(200);
    expect(bodyOf(res)).toMatchObject({ lastGenerated: AT.toISOString(), changed: true });
    const treatments = Object.keys(stored).filter((p) => p.startsWith('treatments/')).map((p) => p.slice('treatments/'.length));
    expect(indexIds(store, 'treatments').sort()).toEqual(treatments.sort());
    expect(indexIds(store, 'specials')).toHaveLength(Object.keys(stored).filter((p) => p.startsWith('specials/')).length);
    // 'all' republishes: a published item whose stored document is gone goes too.
    delete store.docs['specials/laser-package'];
    expect((await answer('POST', 'Bearer owner-token', { paths: 'all' })).status).toBe(200);
    expect(indexIds(store, 'specials')).not.toContain('laser-package');
    expect(store.docs[itemDocPath('specials', 'laser-package')]).toBeUndefined();
  });

  it('leaves a malformed stored item out of what it publishes, keeping its neighbours, and says which', async () => {
    const { answer, store, errors } = await endpoint((docs) => {
      docs[BOTOX] = { ...docs[BOTOX], bookingUrl: 'javascript:alert(1)', title: '' };
      docs['treatments/dermal-fillers'] = { ...docs['treatments/dermal-fillers']!, title: 'Fillers' };
    });
    const res = await answer('POST', 'Bearer owner-token', { paths: [BOTOX, 'treatments/dermal-fillers'] });
    expect(res.status).toBe(200);
    expect(bodyOf(res)).toMatchObject({ changed: true, skipped: [BOTOX] });
    expect(errors).toEqual([`Left out of the published content: ${BOTOX}`]);
    expect(indexIds(store, 'treatments')).not.toContain('botox');
    expect(indexIds(store, 'treatments')).toContain('dermal-fillers');
    expect(indexIds(store, 'treatments')).toHaveLength(22);
    expect(itemOf(store, 'treatments', 'botox')).toBeUndefined();
    expect(itemOf(store, 'treatments', 'dermal-fillers')).toMatchObject({ title: 'Fillers' });
    const published = Object.entries(store.docs).filter(([path]) => path.startsWith('published/'));
    expect(JSON.stringify(published)).not.toContain('javascript:');
  });

  it('tells the owner why when the published content cannot be written, and caches no answer', async () => {
    const store = await publishedStore();
    const answer = createPublishServer({
      verifyToken: async () => ({ uid: 'owner', admin: true }),
      io: {
        ...store,
        transact: async () => {
          throw new Error('3 INVALID_ARGUMENT: Document cannot be written because its size exceeds the maximum allowed size of 1,048,576 bytes.');
        },
      },
    });
    const res = await answer('POST', 'Bearer owner-token', { paths: [BOTOX] });
    expect(res.status).toBe(500);
    expect(res.headers['Cache-Control']).toBe(UNCACHED);
    expect(bodyOf(res).error).toMatch(/exceeds the maximum allowed size/);
  });

  it('writes overlapping publishes one after the other, in the order they were asked for, each on what the one before wrote', async () => {
    const store = await publishedStore();
    store.docs[BOTOX] = { ...store.docs[BOTOX]!, title: 'Botox Cosmetic' };
    store.docs['specials/scalp-package'] = { ...store.docs['specials/scalp-package']!, title: 'Scalp Season' };
    const order: string[] = [];
    let n = 0;
    const answer = createPublishServer({
      verifyToken: async () => ({ uid: 'owner', admin: true }),
      io: {
        ...store,
        // Reads, then writes what it built: the first write takes longest, so run at once, the second would read
        // the same site document and land before it.
        transact: async (paths, build) => {
          const ops = build(await Promise.all(paths.map(store.getDoc)));
          await new Promise((r) => setTimeout(r, n++ === 0 ? 50 : 0));
          const site = ops.find((op) => op.path === SITE_DOC);
          order.push(site?.kind === 'set' ? String(site.data.lastGenerated) : 'no site document');
          await store.commit(ops);
        },
      },
      now: clock(),
    });
    const first = AT.toISOString();
    const second = new Date(AT.getTime() + 60_000).toISOString();
    const answers = await Promise.all([answer('POST', 'Bearer a', { paths: [BOTOX] }), answer('POST', 'Bearer b', { paths: ['specials/scalp-package'] })]);
    expect(answers.map((a) => bodyOf(a).lastGenerated)).toEqual([first, second]);
    expect(order).toEqual([first, second]);
    // Both publishes are in the published content: the second built on the first.
    const site = store.docs[SITE_DOC] as { lastGenerated: string; versions: { pages: Record<string, string> } };
    expect(site.lastGenerated).toBe(second);
    expect(site.versions.pages['/injectables']).toBe(first);
    expect(site.versions.pages['/specials']).toBe(second);
    expect(itemOf(store, 'treatments', 'botox')).toMatchObject({ title: 'Botox Cosmetic' });
    expect(itemOf(store, 'specials', 'scalp-package')).toMatchObject({ title: 'Scalp Season' });
    // Each kept as a version, after the one of the site as published before its history began.
    expect(parseVersions(store.docs[HISTORY_INDEX] ?? null).map((v) => v.at)).toEqual([second, first, DEMO_PUBLISHED_AT.toISOString()]);
  });
});
