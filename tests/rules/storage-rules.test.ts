// storage.rules (generated from the image schema) in the Storage emulator: public reads under uploads/, owner-only
// uploads of raster images under 5 MB named as the library names them, owner-only deletes; private photos under
// private/ read by the owner alone, their published copies under published-media/ read by anyone and written by
// no client; everything else denied. Runs wherever the emulator runs (Java 21); prints SKIPPED elsewhere.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { MAX_IMAGE_BYTES } from '@schemas/collections/image';

const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const OWNER_EMAIL = 'owner@lumieremedspa.com';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

if (!emulator) {
  console.log('SKIPPED: Storage rules tests (FIREBASE_STORAGE_EMULATOR_HOST is not set; the Storage emulator needs Java 21: see the README).');
  describe('storage.rules in the Storage emulator', () => {
    it.skip('is skipped: run it under `firebase emulators:exec --only firestore,storage`', () => undefined);
  });
} else {
  const [host = '127.0.0.1', port = '9199'] = emulator.split(':');
  let env: RulesTestEnvironment;

  const visitor = () => env.unauthenticatedContext().storage();
  const stranger = () => env.authenticatedContext('visitor', { email: 'visitor@example.com' }).storage();
  const pretender = () => env.authenticatedContext('pretender', { email: OWNER_EMAIL, email_verified: true }).storage();
  const owner = () => env.authenticatedContext('owner', { email: OWNER_EMAIL, admin: true }).storage();
  /** An upload as a promise (the SDK's UploadTask is only a thenable). */
  const put = (storage: ReturnType<typeof owner>, path: string, bytes: Uint8Array, contentType: string) =>
    Promise.resolve(storage.ref(path).put(bytes, { contentType }));

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-medspa-rules',
      storage: { rules: readFileSync('storage.rules', 'utf8'), host, port: Number(port) },
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.storage().ref('uploads/1720000000000-existing.png').put(PNG, { contentType: 'image/png' });
      await ctx.storage().ref('private/1720000000000-before-480w.png').put(PNG, { contentType: 'image/png' });
      await ctx.storage().ref('published-media/before/1720000000000-before-480w.png').put(PNG, { contentType: 'image/png' });
    });
  });

  describe('storage.rules in the Storage emulator', () => {
    it('lets anyone, signed in or not, read an uploaded image', async () => {
      for (const storage of [visitor(), stranger(), pretender(), owner()]) {
        await assertSucceeds(storage.ref('uploads/1720000000000-existing.png').getMetadata());
      }
    });

    it("lets only the owner list the uploads, for the library's check for files without a record", async () => {
      for (const storage of [visitor(), stranger(), pretender()]) await assertFails(storage.ref('uploads').listAll());
      await assertSucceeds(owner().ref('uploads').listAll());
    });

    it('lets the owner upload PNG, JPEG, GIF, WebP and AVIF images under uploads/', async () => {
      for (const type of ['png', 'jpeg', 'gif', 'webp', 'avif']) {
        await assertSucceeds(put(owner(), `uploads/1720000000000-photo.${type}`, PNG, `image/${type}`));
      }
    });

    it('stops visitors, other accounts and the owner e-mail without the claim from uploading', async () => {
      for (const storage of [visitor(), stranger(), pretender()]) {
        await assertFails(put(storage, 'uploads/1720000000000-photo.png', PNG, 'image/png'));
      }
    });

    it('refuses the owner SVG, HTML, PDF and untyped files, which are not raster images', async () => {
      for (const type of ['image/svg+xml', 'text/html', 'application/pdf', 'application/octet-stream', 'text/plain']) {
        await assertFails(put(owner(), 'uploads/1720000000000-file', PNG, type));
      }
    });

    it('accepts an image of exactly 5 MB and refuses one byte more', async () => {
      await assertSucceeds(put(owner(), 'uploads/1720000000000-max.png', new Uint8Array(MAX_IMAGE_BYTES), 'image/png'));
      await assertFails(put(owner(), 'uploads/1720000000000-big.png', new Uint8Array(MAX_IMAGE_BYTES + 1), 'image/png'));
    });

    it('refuses uploads outside uploads/ and in folders below it, even to the owner', async () => {
      await assertFails(put(owner(), 'photo.png', PNG, 'image/png'));
      await assertFails(put(owner(), 'other/1720000000000-photo.png', PNG, 'image/png'));
      await assertFails(put(owner(), 'uploads/nested/photo.png', PNG, 'image/png'));
      await assertFails(put(owner(), 'private/nested/1720000000000-photo.png', PNG, 'image/png'));
    });

    it('keeps private photos to the owner: only she uploads, reads, lists and deletes them', async () => {
      for (const storage of [visitor(), stranger(), pretender()]) {
        await assertFails(storage.ref('private/1720000000000-before-480w.png').getMetadata());
        await assertFails(storage.ref('private/1720000000000-before-480w.png').getDownloadURL());
        await assertFails(storage.ref('private').listAll());
        await assertFails(put(storage, 'private/1720000000000-after-480w.png', PNG, 'image/png'));
        await assertFails(storage.ref('private/1720000000000-before-480w.png').delete());
      }
      await assertSucceeds(owner().ref('private/1720000000000-before-480w.png').getMetadata());
      await assertSucceeds(owner().ref('private').listAll());
      await assertSucceeds(put(owner(), 'private/1720000000000-after-480w.png', PNG, 'image/png'));
      await assertFails(put(owner(), 'private/1720000000000-after.svg', PNG, 'image/svg+xml'));
      await assertSucceeds(owner().ref('private/1720000000000-before-480w.png').delete());
    });

    it('lets anyone read a published copy of a private photo, and no client write or list one', async () => {
      for (const storage of [visitor(), stranger(), pretender(), owner()]) {
        await assertSucceeds(storage.ref('published-media/before/1720000000000-before-480w.png').getMetadata());
        await assertFails(storage.ref('published-media/before').listAll());
        await assertFails(put(storage, 'published-media/before/1720000000001-before-960w.png', PNG, 'image/png'));
        await assertFails(storage.ref('published-media/before/1720000000000-before-480w.png').delete());
      }
    });

    it('accepts the renditions the Image Library stores and refuses names it never makes', async () => {
      for (const [name, type] of [['1720000000000-spa_room-480w.webp', 'image/webp'], ['1720000000000-spa_room-1600w.jpg', 'image/jpeg']] as const) {
        await assertSucceeds(put(owner(), `uploads/${name}`, PNG, type));
      }
      for (const name of ['photo.png', '1720000000000-a b.png', 'index.html']) await assertFails(put(owner(), `uploads/${name}`, PNG, 'image/png'));
    });

    it('refuses to overwrite an existing upload', async () => {
      await assertFails(put(owner(), 'uploads/1720000000000-existing.png', PNG, 'image/png'));
    });

    it('lets only the owner delete an upload', async () => {
      for (const storage of [visitor(), stranger(), pretender()]) await assertFails(storage.ref('uploads/1720000000000-existing.png').delete());
      await assertSucceeds(owner().ref('uploads/1720000000000-existing.png').delete());
    });
  });
}
