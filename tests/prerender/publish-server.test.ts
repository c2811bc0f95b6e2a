// The publish endpoint of the page function, without Firebase: who may publish, and that what it writes is
// exactly the snapshot built and checked from the stored documents. (tests/e2e/firebase-pages.e2e.ts calls the
// built function behind Hosting with the Auth emulator's tokens.)
import { describe, expect, it, vi } from 'vitest';
import { demoContent } from '@/backend/demo/demo-content';
import { buildSnapshot, documentsReader, type Snapshot } from '@/backend/snapshot';
import type { DocData } from '@/backend/port';
import { UNCACHED } from '@/prerender/page-function-settings';
import { createPublishServer, type VerifiedToken } from '@/prerender/publish-server';

vi.spyOn(console, 'warn').mockImplementation(() => undefined);

const AT = new Date('2026-11-24T09:00:00.000Z');
const TOKENS: Record<string, VerifiedToken> = {
  'owner-token': { uid: 'owner', admin: true },
  'visitor-token': { uid: 'visitor' },
  // A claim that is not exactly true grants nothing, as in the security rules.
  'almost-token': { uid: 'almost', admin: 'true' },
};

function endpoint(docs: Record<string, DocData> = demoContent()) {
  const written: Snapshot[] = [];
  const errors: string[] = [];
  const answer = createPublishServer({
    verifyToken: async (token) => {
      const claims = TOKENS[token];
      if (!claims) throw new Error('auth/argument-error: Decoding Firebase ID token failed');
      return claims;
    },
    reader: documentsReader(docs),
    write: async (snapshot) => {
      written.push(structuredClone(snapshot));
    },
    onError: (message) => errors.push(message),
    now: () => AT,
  });
  return { answer, written, errors };
}

const bodyOf = (answer: { body: string }) => JSON.parse(answer.body) as { snapshot?: Snapshot; error?: string };

describe('the publish endpoint', () => {
  it('refuses a request without a sign-in token, and writes nothing', async () => {
    const { answer, written } = endpoint();
    for (const authorization of [undefined, '', 'Bearer', 'Basic b3duZXI6cHc=']) {
      const res = await answer('POST', authorization);
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers['WWW-Authenticate']).toBe('Bearer');
      expect(bodyOf(res).error).toMatch(/Sign in as the owner to publish/);
    }
    expect(written).toEqual([]);
  });

  it('refuses a token that does not verify (forged, expired), and writes nothing', async () => {
    const { answer, written, errors } = endpoint();
    const res = await answer('POST', 'Bearer forged-token');
    expect(res.status).toBe(401);
    expect(bodyOf(res).error).toBe('Your sign-in is no longer valid: sign in again to publish.');
    expect(written).toEqual([]);
    expect(errors).toEqual(['Publish refused: the ID token did not verify']);
  });

  it('refuses a signed-in account without the owner claim with 403, and writes nothing', async () => {
    const { answer, written } = endpoint();
    for (const token of ['visitor-token', 'almost-token']) {
      const res = await answer('POST', `Bearer ${token}`);
      expect(res.status, token).toBe(403);
      expect(bodyOf(res).error).toBe('Only the site owner can publish: this account is not the owner.');
    }
    expect(written).toEqual([]);
  });

  it('answers any other method with 405, naming POST', async () => {
    const { answer, written } = endpoint();
    for (const method of ['GET', 'HEAD', 'PUT', 'OPTIONS']) {
      const res = await answer(method, 'Bearer owner-token');
      expect(res.status, method).toBe(405);
      expect(res.headers.Allow).toBe('POST');
    }
    expect(written).toEqual([]);
  });

  it('builds the snapshot from the stored documents for the owner, writes exactly it, and answers with it', async () => {
    const docs = demoContent();
    const { answer, written } = endpoint(docs);
    const res = await answer('POST', 'Bearer owner-token');
    expect(res.status).toBe(200);
    expect(res.headers).toEqual({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': UNCACHED });
    const expected = await buildSnapshot(documentsReader(docs), AT);
    expect(written).toEqual([expected]);
    expect(bodyOf(res).snapshot).toEqual(expected);
    expect(bodyOf(res).snapshot?.lastGenerated).toBe(AT.toISOString());
    // Also with the scheme written in lower case, as some clients send it.
    expect((await answer('POST', 'bearer owner-token')).status).toBe(200);
  });

  it('leaves a malformed stored item out of what it publishes, keeping its neighbours', async () => {
    const docs = demoContent();
    docs['treatments/botox'] = { ...docs['treatments/botox'], bookingUrl: 'javascript:alert(1)', title: '' };
    const { answer, written } = endpoint(docs);
    const res = await answer('POST', 'Bearer owner-token');
    expect(res.status).toBe(200);
    const treatments = written[0]!.treatments as Array<{ id: string }>;
    expect(treatments.map((s) => s.id)).not.toContain('botox');
    expect(treatments.map((s) => s.id)).toContain('dermal-fillers');
    expect(treatments).toHaveLength(22);
    expect(JSON.stringify(written[0])).not.toContain('javascript:');
    expect(bodyOf(res).snapshot).toEqual(written[0]);
  });

  it('tells the owner why when the snapshot cannot be written, and caches no answer', async () => {
    const answer = createPublishServer({
      verifyToken: async () => ({ uid: 'owner', admin: true }),
      reader: documentsReader(demoContent()),
      write: async () => {
        throw new Error('3 INVALID_ARGUMENT: Document cannot be written because its size exceeds the maximum allowed size of 1,048,576 bytes.');
      },
    });
    const res = await answer('POST', 'Bearer owner-token');
    expect(res.status).toBe(500);
    expect(res.headers['Cache-Control']).toBe(UNCACHED);
    expect(bodyOf(res).error).toMatch(/exceeds the maximum allowed size/);
  });

  it('writes overlapping publishes one after the other, in the order they were asked for', async () => {
    const order: string[] = [];
    let n = 0;
    const answer = createPublishServer({
      verifyToken: async () => ({ uid: 'owner', admin: true }),
      reader: documentsReader(demoContent()),
      write: async (snapshot) => {
        // The first write takes longest: run at once, the second would land before it.
        await new Promise((r) => setTimeout(r, n++ === 0 ? 50 : 0));
        order.push(snapshot.lastGenerated);
      },
      now: (() => {
        let t = AT.getTime();
        return () => new Date((t += 1000));
      })(),
    });
    await Promise.all([answer('POST', 'Bearer a'), answer('POST', 'Bearer b')]);
    expect(order).toEqual([new Date(AT.getTime() + 1000).toISOString(), new Date(AT.getTime() + 2000).toISOString()]);
  });
});
