import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { createLocalBackend, readLocalFile } from '@/backend/local/local-backend';
import type { DocSnapshot } from '@/backend/port';
import { backendContract, until } from './backend-contract';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

let counter = 0;
function makeLocal(factory = new IDBFactory(), channelName = `test-${++counter}`, seed?: () => Record<string, Record<string, unknown>>) {
  return createLocalBackend({ indexedDB: factory, channelName, adminEmail: 'owner@example.com', adminPassword: 'secret', sessionStore: memoryStorage(), seed });
}

backendContract('local', async () => ({ backend: makeLocal(), root: 'c' }));

describe('the local backend, beyond the shared contract', () => {
  it('seeds demo content once, on first run only', async () => {
    const factory = new IDBFactory();
    let calls = 0;
    const seed = () => {
      calls += 1;
      return { 'settings/business-info': { name: 'Seeded Spa' } };
    };
    const first = makeLocal(factory, 'seed-a', seed);
    expect(await first.data.getDoc('settings/business-info')).toEqual({ name: 'Seeded Spa' });
    await first.data.setDoc('settings/business-info', { name: 'Edited' });
    const second = makeLocal(factory, 'seed-b', seed);
    expect(await second.data.getDoc('settings/business-info')).toEqual({ name: 'Edited' });
    expect(calls).toBe(1);
  });

  it("does not seed for a watcher of the public snapshot, which sees the content once a tab's read has seeded it", async () => {
    const factory = new IDBFactory();
    let calls = 0;
    const seed = () => {
      calls += 1;
      return { 'templates/data': { lastGenerated: 'demo' }, 'settings/business-info': { name: 'Seeded Spa' } };
    };
    const options = { indexedDB: factory, channelName: 'lazy-seed', adminEmail: 'owner@example.com', adminPassword: 'secret', seed, watchWithoutSeeding: ['templates/data'] };
    const visitor = createLocalBackend({ ...options, sessionStore: memoryStorage() });
    const seen: Array<Record<string, unknown> | null> = [];
    visitor.data.watchDoc('templates/data', (data) => seen.push(data), () => undefined);
    await expect.poll(() => seen.length).toBe(1);
    expect(seen).toEqual([null]);
    expect(calls).toBe(0);

    // The owner's tab reads: the demo content is seeded, and the visitor's listener is told.
    const owner = createLocalBackend({ ...options, sessionStore: memoryStorage() });
    expect(await owner.data.getDoc('settings/business-info')).toEqual({ name: 'Seeded Spa' });
    await expect.poll(() => seen.at(-1)).toEqual({ lastGenerated: 'demo' });
    expect(calls).toBe(1);
  });

  it("stores a visitor's enquiry without seeding the demo content, which later seeding keeps", async () => {
    const factory = new IDBFactory();
    let calls = 0;
    const seed = () => {
      calls += 1;
      return { 'settings/business-info': { name: 'Seeded Spa' } };
    };
    const visitor = makeLocal(factory, 'enquiry-a', seed);
    expect(await visitor.createPublic('enquiries/abc', { message: 'Hello', forwarded: false, rev: 1 })).toBe('created');
    await visitor.updatePublic('enquiries/abc', { forwarded: true, rev: 2 });
    expect(await visitor.createPublic('enquiries/abc', { message: 'Hello', forwarded: false, rev: 1 })).toBe('exists');
    expect(calls).toBe(0);

    const owner = makeLocal(factory, 'enquiry-b', seed);
    expect(await owner.data.getDoc('settings/business-info')).toEqual({ name: 'Seeded Spa' });
    expect(calls).toBe(1);
    expect((await owner.data.getDocs('enquiries')).map((d) => d.data)).toEqual([{ message: 'Hello', forwarded: true, rev: 2 }]);
  });

  it('shows a change made through one tab in another tab that shares the database and channel', async () => {
    const factory = new IDBFactory();
    const tabA = makeLocal(factory, 'shared-channel');
    const tabB = makeLocal(factory, 'shared-channel');
    const arrived = until<DocSnapshot[]>((cb) => tabB.data.watchDocs('services', { orderBy: 'order' }, cb, () => undefined), (docs) => docs.some((d) => d.data.name === 'Hydrafacial'));
    await new Promise((r) => setTimeout(r, 50));
    await tabA.data.addDoc('services', { name: 'Hydrafacial', order: 0 });
    const docs = await arrived;
    expect(docs.map((d) => d.data.name)).toEqual(['Hydrafacial']);
  });

  it('keeps uploaded files in the database under their storage path and serves them from a short local URL', async () => {
    const factory = new IDBFactory();
    const backend = makeLocal(factory);
    const files = await backend.files();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const url = await files.upload('uploads/1700000000000-my_photo.png', new Blob([png], { type: 'image/png' }), 'image/png');
    expect(url).toBe('/local-files/uploads/1700000000000-my_photo.png');
    const blob = await readLocalFile('uploads/1700000000000-my_photo.png', factory);
    expect(new Uint8Array(await blob!.arrayBuffer())).toEqual(png);
    await files.remove('uploads/1700000000000-my_photo.png');
    expect(await readLocalFile('uploads/1700000000000-my_photo.png', factory)).toBeUndefined();
  });

  it('signs in only the configured owner with the right password, and signs out', async () => {
    const backend = makeLocal();
    const auth = await backend.auth();
    const users: Array<string | null> = [];
    auth.onChange((u) => users.push(u?.email ?? null));
    await expect(auth.signIn('someone@else.com', 'secret')).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(auth.signIn('owner@example.com', 'wrong')).rejects.toMatchObject({ code: 'unauthenticated' });
    await auth.signIn('owner@example.com', 'secret');
    await auth.signOut();
    await expect.poll(() => users).toEqual([null, 'owner@example.com', null]);
  });
});
