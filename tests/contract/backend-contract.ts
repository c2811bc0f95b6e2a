// One contract, every adapter: what the port promises, asserted on stored data.
import { describe, expect, it } from 'vitest';
import type { Backend, DocData, DocSnapshot } from '@/backend/port';

/** The eight bytes every PNG file starts with. */
const PNG_START = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Wait until a watcher has delivered a value that satisfies the predicate. */
export function until<T>(subscribe: (cb: (value: T) => void) => () => void, predicate: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const handle: { stop?: () => void } = {};
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      handle.stop?.();
      reject(new Error('Timed out waiting for a matching delivery'));
    }, timeoutMs);
    handle.stop = subscribe((value) => {
      if (!settled && predicate(value)) {
        settled = true;
        clearTimeout(timer);
        queueMicrotask(() => handle.stop?.());
        resolve(value);
      }
    });
  });
}

/** `withoutFiles` names why file storage cannot be tried (its file test is then skipped). */
export function backendContract(name: string, make: () => Promise<{ backend: Backend; root: string }>, options: { withoutFiles?: string } = {}) {
  describe(`the ${name} backend`, () => {
    it('returns a stored document and null for one that does not exist', async () => {
      const { backend, root } = await make();
      await backend.data.setDoc(`${root}/settings/a`, { title: 'Hello', nested: { x: 1 } });
      expect(await backend.data.getDoc(`${root}/settings/a`)).toEqual({ title: 'Hello', nested: { x: 1 } });
      expect(await backend.data.getDoc(`${root}/settings/missing`)).toBeNull();
    });

    it('reads a public document for first paint exactly as a normal read does', async () => {
      const { backend, root } = await make();
      const data = { welcome: { heading: 'Hello' }, services: [{ id: 'a', order: 0, benefits: ['x', 'y'] }], live: true };
      await backend.data.setDoc(`${root}/templates/data`, data);
      expect(await backend.readPublic(`${root}/templates/data`)).toEqual(data);
      expect(await backend.readPublic(`${root}/templates/missing`)).toBeNull();
    });

    it('creates a document a visitor may create only where none is stored, then changes only the fields given', async () => {
      const { backend, root } = await make();
      const path = `${root}/enquiries/Q7x0aBcDeFgHiJkLmNoP`;
      expect(await backend.createPublic(path, { name: 'Ava', forwarded: false, rev: 1 })).toBe('created');
      expect(await backend.createPublic(path, { name: 'Bea', forwarded: false, rev: 1 })).toBe('exists');
      await backend.updatePublic(path, { forwarded: true, forwardedAt: '2026-11-27T10:00:00.000Z', rev: 2 });
      expect(await backend.data.getDoc(path)).toEqual({ name: 'Ava', forwarded: true, forwardedAt: '2026-11-27T10:00:00.000Z', rev: 2 });
      await expect(backend.updatePublic(`${root}/enquiries/missing`, { forwarded: true })).rejects.toMatchObject({ code: 'not-found' });
    });

    it('merges nested maps on a set with merge and replaces the document without it', async () => {
      const { backend, root } = await make();
      const path = `${root}/settings/merge`;
      await backend.data.setDoc(path, { name: 'Spa', images: { logo: '/a.png', hero: '/b.png' }, keep: true });
      await backend.data.setDoc(path, { images: { logo: '/new.png' } }, { merge: true });
      expect(await backend.data.getDoc(path)).toEqual({ name: 'Spa', images: { logo: '/new.png', hero: '/b.png' }, keep: true });
      await backend.data.setDoc(path, { name: 'Only' });
      expect(await backend.data.getDoc(path)).toEqual({ name: 'Only' });
    });

    it('updates dotted field paths and refuses to update a missing document', async () => {
      const { backend, root } = await make();
      const path = `${root}/settings/update`;
      await backend.data.setDoc(path, { address: { city: 'Mesa', zip: '85201' }, phone: '1' });
      await backend.data.updateDoc(path, { 'address.city': 'Scottsdale', phone: '2' });
      expect(await backend.data.getDoc(path)).toEqual({ address: { city: 'Scottsdale', zip: '85201' }, phone: '2' });
      await expect(backend.data.updateDoc(`${root}/settings/nope`, { a: 1 })).rejects.toMatchObject({ code: 'not-found' });
    });

    it('adds documents with generated ids and lists them ordered by a field in either direction', async () => {
      const { backend, root } = await make();
      const col = `${root}/items`;
      const ids = [];
      for (const order of [2, 0, 1]) ids.push(await backend.data.addDoc(col, { name: `n${order}`, order }));
      expect(new Set(ids).size).toBe(3);
      const asc = await backend.data.getDocs(col, { orderBy: 'order' });
      expect(asc.map((d) => d.data.name)).toEqual(['n0', 'n1', 'n2']);
      const desc = await backend.data.getDocs(col, { orderBy: 'order', direction: 'desc' });
      expect(desc.map((d) => d.data.name)).toEqual(['n2', 'n1', 'n0']);
    });

    it('lists the documents whose field holds a value, or is a list that contains it', async () => {
      const { backend, root } = await make();
      const col = `${root}/items`;
      await backend.data.commit([
        { kind: 'set', path: `${col}/a`, data: { kind: 'photo', imageIds: ['x', 'y'] } },
        { kind: 'set', path: `${col}/b`, data: { kind: 'text', imageIds: ['y'] } },
        { kind: 'set', path: `${col}/c`, data: { kind: 'photo', imageIds: 'x' } },
      ]);
      const ids = async (where: NonNullable<Parameters<Backend['data']['getDocs']>[1]>['where']) => (await backend.data.getDocs(col, { where })).map((d) => d.id).sort();
      expect(await ids({ field: 'kind', equals: 'photo' })).toEqual(['a', 'c']);
      expect(await ids({ field: 'imageIds', contains: 'x' })).toEqual(['a']);
      expect(await ids({ field: 'imageIds', contains: 'y' })).toEqual(['a', 'b']);
      expect(await ids({ field: 'imageIds', contains: 'z' })).toEqual([]);
    });

    it('streams a collection: the current documents first, then every change, until unsubscribed', async () => {
      const { backend, root } = await make();
      const col = `${root}/live`;
      await backend.data.setDoc(`${col}/a`, { order: 0 });
      const seen: DocSnapshot[][] = [];
      const stop = backend.data.watchDocs(col, { orderBy: 'order' }, (docs) => seen.push(docs), (e) => { throw e; });
      await until<DocSnapshot[]>((cb) => backend.data.watchDocs(col, { orderBy: 'order' }, cb, () => undefined), (d) => d.length === 1);
      await backend.data.setDoc(`${col}/b`, { order: 1 });
      await until<DocSnapshot[]>((cb) => backend.data.watchDocs(col, { orderBy: 'order' }, cb, () => undefined), (d) => d.length === 2);
      await expect.poll(() => seen.at(-1)?.map((d) => d.id)).toEqual(['a', 'b']);
      stop();
      const count = seen.length;
      await backend.data.deleteDoc(`${col}/a`);
      await new Promise((r) => setTimeout(r, 200));
      expect(seen.length).toBe(count);
      expect((await backend.data.getDocs(col)).map((d) => d.id)).toEqual(['b']);
    });

    it('streams a single document from null to its data', async () => {
      const { backend, root } = await make();
      const path = `${root}/settings/watched`;
      const values: Array<DocData | null> = [];
      const stop = backend.data.watchDoc(path, (d) => values.push(d), (e) => { throw e; });
      await expect.poll(() => values.length).toBeGreaterThan(0);
      expect(values[0]).toBeNull();
      await backend.data.setDoc(path, { heading: 'Welcome' });
      await expect.poll(() => values.at(-1)).toEqual({ heading: 'Welcome' });
      stop();
    });

    it('applies a batch atomically: when one write fails none is applied', async () => {
      const { backend, root } = await make();
      await backend.data.setDoc(`${root}/items2/a`, { order: 0 });
      await backend.data.setDoc(`${root}/items2/b`, { order: 1 });
      await backend.data.commit([
        { kind: 'update', path: `${root}/items2/a`, data: { order: 1 } },
        { kind: 'update', path: `${root}/items2/b`, data: { order: 0 } },
      ]);
      expect((await backend.data.getDocs(`${root}/items2`, { orderBy: 'order' })).map((d) => d.id)).toEqual(['b', 'a']);
      await expect(
        backend.data.commit([
          { kind: 'update', path: `${root}/items2/a`, data: { order: 5 } },
          { kind: 'update', path: `${root}/items2/ghost`, data: { order: 6 } },
        ]),
      ).rejects.toBeTruthy();
      expect(await backend.data.getDoc(`${root}/items2/a`)).toEqual({ order: 1 });
    });

    it('runs a transaction on the documents as stored: concurrent increments all count, and a refusal writes nothing', async () => {
      const { backend, root } = await make();
      const path = `${root}/counters/c`;
      const other = `${root}/counters/d`;
      // Five increments at once, each reading the counter in its own transaction: none is lost.
      await Promise.all(
        Array.from({ length: 5 }, () =>
          backend.data.transact([path], ([doc]) => [{ kind: 'set', path, data: { next: (typeof doc?.next === 'number' ? doc.next : 0) + 1 } }]),
        ),
      );
      expect(await backend.data.getDoc(path)).toEqual({ next: 5 });
      const refusal = new Error('stale');
      await expect(
        backend.data.transact([path], () => {
          throw refusal;
        }),
      ).rejects.toBe(refusal);
      await expect(
        backend.data.transact([path, other], ([doc]) => {
          if (doc?.next !== 5) return [];
          return [{ kind: 'set', path: other, data: { seen: 5 } }, { kind: 'update', path: `${root}/counters/ghost`, data: { next: 1 } }];
        }),
      ).rejects.toBeTruthy();
      expect(await backend.data.getDoc(other)).toBeNull();
    });

    it.skipIf(Boolean(options.withoutFiles))('stores a file and returns a URL for it, and removes it again', async () => {
      const { backend, root } = await make();
      const files = await backend.files();
      // Named as the library names uploads (a timestamp first), which the storage rules require.
      const path = `uploads/${Date.now()}-${root.replace(/\W/g, '')}-pic.png`;
      const url = await files.upload(path, new Blob([PNG_START, new Uint8Array(24)], { type: 'image/png' }), 'image/png');
      expect(url).toMatch(/^(\/|https?:)/);
      expect(await files.list('uploads')).toContain(path);
      await files.remove(path);
      expect(await files.list('uploads')).not.toContain(path);
      // Removing what is already gone succeeds, so a retried delete cannot fail on its own earlier success.
      await files.remove(path);
    });

    it.skipIf(Boolean(options.withoutFiles))('refuses a file whose content is no accepted image, whatever its name and type say', async () => {
      const { backend, root } = await make();
      const files = await backend.files();
      const path = (name: string) => `uploads/${Date.now()}-${root.replace(/\W/g, '')}-${name}`;
      const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'], { type: 'image/svg+xml' });
      await expect(files.upload(path('logo.svg'), svg, 'image/svg+xml')).rejects.toMatchObject({ code: 'invalid-argument' });
      await expect(files.upload(path('logo.png'), svg, 'image/png')).rejects.toMatchObject({ code: 'invalid-argument' });
      await expect(files.upload(path('notes.png'), new Blob(['just some text, long enough to sniff']), 'image/png')).rejects.toMatchObject({ code: 'invalid-argument' });
      // A real PNG declared as JPEG is refused too: the stored type must be what the content is.
      await expect(files.upload(path('photo.jpg'), new Blob([PNG_START, new Uint8Array(24)]), 'image/jpeg')).rejects.toMatchObject({ code: 'invalid-argument' });
      expect((await files.list('uploads')).filter((p) => p.includes(root.replace(/\W/g, '')))).toEqual([]);
    });
  });
}
