// The page function's copies of private photos (src/prerender/admin-media.ts) in the Storage emulator: a copy holds
// the photo's bytes and none of its metadata (no download token of the original), visitors read it at its plain
// address under the real storage rules, and it is gone once removed. Runs wherever the Storage
// emulator runs (Java 21):
//   npx firebase emulators:exec --only auth,firestore,storage "npx vitest run tests/contract tests/rules"
// prints SKIPPED elsewhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { adminMedia, COPY_CACHE_CONTROL } from '@/prerender/admin-media';

const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const BUCKET = 'demo-medspa.appspot.com';
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

if (!emulator) {
  console.log('SKIPPED: private photo copies in Cloud Storage (FIREBASE_STORAGE_EMULATOR_HOST is not set; the Storage emulator needs Java 21: see the README).');
  describe('private photo copies in the Storage emulator', () => {
    it.skip('is skipped: run it under `firebase emulators:exec --only storage`', () => undefined);
  });
} else {
  let app: App;
  const bucket = () => getStorage(app).bucket(BUCKET);
  beforeAll(() => {
    app = initializeApp({ projectId: 'demo-medspa', storageBucket: BUCKET }, 'admin-media-test');
  });
  afterAll(async () => {
    await bucket().deleteFiles({ prefix: 'private/' });
    await bucket().deleteFiles({ prefix: 'published-media/' });
    await deleteApp(app);
  });

  describe('private photo copies in the Storage emulator', () => {
    it('copies a photo without its download token, readable at its plain address until the copy is removed', async () => {
      const original = bucket().file('private/1767225600000-lips-480w.png');
      await original.save(PNG, { resumable: false, contentType: 'image/png', metadata: { metadata: { firebaseStorageDownloadTokens: 'owners-token' } } });
      const media = adminMedia(async () => bucket());

      const url = await media.copy('private/1767225600000-lips-480w.png', 'published-media/lips/1767225600000-lips-480w.png', 'image/png');
      expect(url).toBe(`http://${emulator}/v0/b/${BUCKET}/o/${encodeURIComponent('published-media/lips/1767225600000-lips-480w.png')}?alt=media`);
      const [metadata] = await bucket().file('published-media/lips/1767225600000-lips-480w.png').getMetadata();
      expect(metadata.contentType).toBe('image/png');
      expect(metadata.cacheControl).toBe(COPY_CACHE_CONTROL);
      expect(JSON.stringify(metadata)).not.toContain('owners-token');
      // A visitor, signed in to nothing, reads the copy under the storage rules, and not the original.
      const visitor = await fetch(url);
      expect(visitor.status).toBe(200);
      expect(Buffer.from(await visitor.arrayBuffer()).equals(PNG)).toBe(true);
      expect((await fetch(`http://${emulator}/v0/b/${BUCKET}/o/${encodeURIComponent('private/1767225600000-lips-480w.png')}?alt=media`)).status).toBe(403);
      expect((await media.list('published-media')).map((f) => f.path)).toEqual(['published-media/lips/1767225600000-lips-480w.png']);
      expect(Math.abs((await media.list('published-media'))[0]!.at - Date.now())).toBeLessThan(60_000);

      await media.remove(['published-media/lips/1767225600000-lips-480w.png']);
      expect((await fetch(url)).status).toBe(404);
      expect(await media.list('published-media')).toEqual([]);
      expect((await original.exists())[0]).toBe(true);
    });
  });
}
