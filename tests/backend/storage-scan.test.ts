// Files and records of the image library: the scan finds files no record lists and records whose files are gone;
// cleanup and every file step are retried. Faults are injected into the local backend (IndexedDB in Node).
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { createLocalBackend } from '@/backend/local/local-backend';
import type { Backend, FilePort } from '@/backend/port';
import { BackendError } from '@/backend/port';
import { removeFiles, scanImageStorage, UPLOAD_GRACE_MS } from '@/admin/images/storage-scan';
import { retry } from '@/lib/retry';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const NOW = 1_800_000_000_000;

function setup() {
  const session = new Map<string, string>();
  const backend = createLocalBackend({
    indexedDB: new IDBFactory(),
    channelName: `scan-${Math.random()}`,
    adminEmail: 'owner@example.com',
    adminPassword: 'secret',
    sessionStore: { getItem: (k) => session.get(k) ?? null, setItem: (k, v) => void session.set(k, v), removeItem: (k) => void session.delete(k) },
    seed: () => ({}),
  });
  const failWith = (rule: string | null) => (rule ? session.set('medspa:fail', rule) : session.delete('medspa:fail'));
  return { backend, failWith };
}

const variant = (path: string, width: number) => ({ url: `/local-files/${path}`, path, width, height: width, type: 'image/webp', size: 10 });
const record = (name: string, paths: string[]) => ({
  url: `/local-files/${paths[paths.length - 1]}`,
  name,
  type: 'image/png',
  size: 10,
  createdAt: '2026-01-01T00:00:00.000Z',
  variants: paths.map((p, i) => variant(p, 480 * (i + 1))),
});

async function store(backend: Backend, paths: string[]) {
  const files = await backend.files();
  for (const path of paths) await files.upload(path, new Blob([PNG]), 'image/png');
}

describe('the image storage scan', () => {
  it('finds files without a record and records without their files, and leaves files of an upload under way alone', async () => {
    const { backend } = setup();
    const whole = ['uploads/1700000000000-room-480w.webp', 'uploads/1700000000000-room-960w.webp'];
    const half = ['uploads/1700000000001-spa-480w.webp', 'uploads/1700000000001-spa-960w.webp'];
    const orphan = 'uploads/1700000000002-left-behind-480w.webp';
    const fresh = `uploads/${NOW - 60_000}-uploading-480w.webp`;
    await store(backend, [...whole, half[0]!, orphan, fresh]);
    await backend.data.setDoc('images/room', record('1700000000000-room.png', whole));
    await backend.data.setDoc('images/spa', record('1700000000001-spa.png', half));
    // A record from before renditions whose address is no upload (a demo picture) claims no file.
    await backend.data.setDoc('images/legacy', { url: '/demo/facial.svg', name: 'facial.svg', type: 'image/svg+xml', size: 1, createdAt: 'x' });

    // A deleted image in the trash keeps its files until it is purged: they are not orphans.
    const trashed = 'uploads/1700000000006-trashed-480w.webp';
    await store(backend, [trashed]);
    await backend.data.setDoc('trash/t1', { entity: 'image', docPath: 'images/trashed', title: 'trashed.png', deletedAt: '2026-01-02T00:00:00.000Z', data: record('trashed.png', [trashed]), files: [trashed], rev: 1 });

    const scan = await scanImageStorage(backend, NOW);
    expect(scan.orphanFiles).toEqual([orphan]);
    expect(scan.recordsWithoutFiles).toEqual([{ id: 'spa', name: '1700000000001-spa.png', missing: [half[1]] }]);
    // Once the upload is old enough to have finished, its file without a record is listed too.
    expect((await scanImageStorage(backend, NOW + UPLOAD_GRACE_MS)).orphanFiles).toEqual([orphan, fresh]);
  });

  it('removes the files without a record, telling which could not be removed', async () => {
    const { backend, failWith } = setup();
    const orphans = ['uploads/1700000000003-a-480w.webp', 'uploads/1700000000004-b-480w.webp'];
    await store(backend, orphans);
    failWith(`write:${orphans[0]}`);
    expect(await removeFiles(backend, orphans, { wait: () => 0 })).toEqual([orphans[0]]);
    expect((await scanImageStorage(backend, NOW)).orphanFiles).toEqual([orphans[0]]);
    failWith(null);
    expect(await removeFiles(backend, orphans, { wait: () => 0 })).toEqual([]);
    expect((await scanImageStorage(backend, NOW)).orphanFiles).toEqual([]);
  });

  it('retries a file step that fails for a moment, and not one that is refused', async () => {
    const { backend } = setup();
    await store(backend, ['uploads/1700000000005-c-480w.webp']);
    const real = await backend.files();
    let failures = 2;
    let calls = 0;
    const flaky: FilePort = {
      ...real,
      remove: async (path) => {
        calls++;
        if (failures-- > 0) throw new BackendError('unavailable', 'connection dropped');
        return real.remove(path);
      },
    };
    const shaky: Backend = { ...backend, files: async () => flaky };
    expect(await removeFiles(shaky, ['uploads/1700000000005-c-480w.webp'], { wait: () => 0 })).toEqual([]);
    expect(calls).toBe(3);
    expect(await real.list('uploads')).toEqual([]);

    let refusals = 0;
    await expect(retry(async () => {
      refusals++;
      throw new BackendError('invalid-argument', 'The file is not an image');
    }, { wait: () => 0 })).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(refusals).toBe(1);
  });

  it('reports a scan that cannot read storage', async () => {
    const { backend, failWith } = setup();
    failWith('read:uploads');
    await expect(scanImageStorage(backend, NOW)).rejects.toMatchObject({ code: 'unavailable' });
  });
});
