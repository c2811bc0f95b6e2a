// firestore.rules in the Firestore emulator: who may read, create, update and delete every document, and
// which shapes the owner may write. `npm test` starts the emulator where Java and its jar exist (see
// scripts/firestore-emulator.mjs); firebase-tools users can run `npx firebase emulators:exec --only firestore`.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { invalidVariants, validSamples, type Sample } from './rule-samples';
import { setLogLevel } from 'firebase/firestore';
import { isRevisioned } from '../../scripts/rules/firestore-rules';
import { malformedRecords, recordsAsWritten } from './owner-record-samples';
import { createDocumentRest, updateDocumentRest } from '@/backend/firebase/firestore-rest-write';
import { readDocumentRest } from '@/backend/firebase/firestore-rest';

const emulator = process.env.FIRESTORE_EMULATOR_HOST;
const OWNER_EMAIL = 'owner@lumieremedspa.com';

/** Every kind of caller the rules must tell apart. */
const ROLES = {
  'an anonymous visitor': (env: RulesTestEnvironment) => env.unauthenticatedContext(),
  'a signed-in visitor who is not the owner': (env: RulesTestEnvironment) => env.authenticatedContext('visitor', { email: 'visitor@example.com' }),
  // The owner's address without the claim proves that the e-mail alone grants nothing.
  "an account with the owner's e-mail but no admin claim": (env: RulesTestEnvironment) =>
    env.authenticatedContext('pretender', { email: OWNER_EMAIL, email_verified: true }),
  'the owner (admin claim)': (env: RulesTestEnvironment) => env.authenticatedContext('owner', { email: OWNER_EMAIL, admin: true }),
} as const;
type Role = keyof typeof ROLES;
const isOwner = (role: Role) => role === 'the owner (admin claim)';

const { samples } = validSamples();

// Refused writes are the point of these tests; the SDK would log each one as a warning.
setLogLevel('error');

if (!emulator) {
  console.log('SKIPPED: Firestore rules tests (FIRESTORE_EMULATOR_HOST is not set: `npm test` starts the emulator where Java and its jar exist; see the README).');
  describe('firestore.rules in the Firestore emulator', () => {
    it.skip('is skipped: run it under `firebase emulators:exec --only firestore,storage`', () => undefined);
  });
} else {
  const [host = '127.0.0.1', port = '8080'] = emulator.split(':');
  let env: RulesTestEnvironment;

  /** A document as the app writes it: entity documents carry their revision (see isNextRevision in the rules). */
  const atRev = (sample: Sample, data: Sample['data'], rev: number) => (isRevisioned(sample.entity) ? { ...data, rev } : data);
  // One batch: a round trip per document made this file's every test wait on the emulator dozens of times.
  const seed = () =>
    env.withSecurityRulesDisabled(async (ctx) => {
      const batch = ctx.firestore().batch();
      for (const sample of samples) batch.set(ctx.firestore().doc(sample.path), atRev(sample, sample.data, 1));
      await batch.commit();
    });
  const db = (ctx: RulesTestContext) => ctx.firestore();
  const createPath = (sample: Sample) => (sample.entity.kind === 'singleton' ? sample.path : `${sample.entity.path}/created-by-test`);
  const removeFirst = (sample: Sample) =>
    env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc(createPath(sample)).delete();
    });

  const projectId = `demo-medspa-rules-${process.pid}`;
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      // A project of its own, so these rules never replace those other suites run against, and one per run: a run
      // of this file elsewhere against the same emulator never clears or seeds this one's documents.
      projectId,
      firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
    });
    // Compiling the rules in the emulator can take a while on a busy machine.
  }, 120000);
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await env.clearFirestore();
    await seed();
  });

  describe('firestore.rules in the Firestore emulator', () => {
    for (const sample of samples) {
      for (const role of Object.keys(ROLES) as Role[]) {
        const mayRead = sample.entity.publicRead || isOwner(role);
        // Every stored entity is the owner's to write (the published content is no entity: see below).
        const mayWrite = isOwner(role);
        it(`${mayRead ? 'lets' : 'stops'} ${role} reading ${sample.entity.path}, and ${mayWrite ? 'lets' : 'stops'} them creating, updating and deleting it`, async () => {
          const ctx = ROLES[role](env);
          const read = db(ctx).doc(sample.path).get();
          await (mayRead ? assertSucceeds(read) : assertFails(read));
          if (sample.entity.kind === 'collection') {
            const list = db(ctx).collection(sample.entity.path).get();
            await (mayRead ? assertSucceeds(list) : assertFails(list));
          }

          await removeFirst(sample);
          const create = db(ctx).doc(createPath(sample)).set(atRev(sample, sample.data, 1));
          await (mayWrite ? assertSucceeds(create) : assertFails(create));

          await seed();
          const update = db(ctx).doc(sample.path).set(atRev(sample, sample.data, 2), { merge: true });
          await (mayWrite ? assertSucceeds(update) : assertFails(update));

          const remove = db(ctx).doc(sample.path).delete();
          await (mayWrite ? assertSucceeds(remove) : assertFails(remove));
        });
      }

      it(`refuses the owner every invalid ${sample.entity.id} document, on create and on update`, async () => {
        const owner = db(ROLES['the owner (admin claim)'](env));
        const variants = invalidVariants(sample);
        // A refused write changes nothing, so every variant is tried at once: all creates of a document that is
        // not there, then all updates of the stored one.
        await removeFirst(sample);
        await Promise.all(variants.map(({ data }) => assertFails(owner.doc(createPath(sample)).set(atRev(sample, data, 1)))));
        await seed();
        await Promise.all(variants.map(({ data }) => assertFails(owner.doc(sample.path).set(atRev(sample, data, 2)))));
      }, 120_000);
    }

    it('lets the owner reorder two treatments in one batch and change one field with an update', async () => {
      const owner = db(ROLES['the owner (admin claim)'](env));
      const treatments = samples.find((s) => s.entity.id === 'treatment')!;
      await env.withSecurityRulesDisabled(async (ctx) => {
        await ctx.firestore().doc('treatments/second').set({ ...treatments.data, slug: 'second', order: 7, rev: 1 });
      });
      const batch = owner.batch();
      batch.update(owner.doc(treatments.path), { order: 7, rev: 2 });
      batch.update(owner.doc('treatments/second'), { order: Number(treatments.data.order), rev: 2 });
      await assertSucceeds(batch.commit());
      await assertSucceeds(owner.doc('treatments/second').update({ downtime: 'None', rev: 3 }));
      await assertFails(owner.doc('treatments/second').update({ order: -1, rev: 4 }));
    });

    it('refuses the owner a write based on a stale revision, and one that leaves the revision out', async () => {
      const owner = db(ROLES['the owner (admin claim)'](env));
      const contact = samples.find((s) => s.entity.id === 'contact-info')!;
      // Two tabs read revision 1; the first save lands as revision 2, the second (also "2") is refused.
      await assertSucceeds(owner.doc(contact.path).set({ ...contact.data, rev: 2 }));
      await assertFails(owner.doc(contact.path).set({ ...contact.data, rev: 2 }));
      await assertFails(owner.doc(contact.path).set({ ...contact.data, rev: 5 }));
      await assertFails(owner.doc(contact.path).set(contact.data));
      await assertFails(owner.doc(contact.path).update({ phone: '555-0100' }));
      await assertSucceeds(owner.doc(contact.path).update({ phone: '555-0100', rev: 3 }));
      await assertFails(owner.doc(contact.path).set({ ...contact.data, rev: 0 }, { merge: true }));
    });

    it('starts every new document at revision 1', async () => {
      const owner = db(ROLES['the owner (admin claim)'](env));
      const treatment = samples.find((s) => s.entity.id === 'treatment')!;
      await assertFails(owner.doc('treatments/fresh').set({ ...treatment.data, slug: 'fresh', rev: 999 }));
      await assertFails(owner.doc('treatments/fresh').set({ ...treatment.data, slug: 'fresh', rev: 2 }));
      await assertSucceeds(owner.doc('treatments/fresh').set({ ...treatment.data, slug: 'fresh', rev: 1 }));
    });

    it('lets the owner update a document stored before revisions existed as revision 1', async () => {
      const owner = db(ROLES['the owner (admin claim)'](env));
      const treatment = samples.find((s) => s.entity.id === 'treatment')!;
      await env.withSecurityRulesDisabled(async (ctx) => {
        await ctx.firestore().doc('treatments/legacy').set(treatment.data);
      });
      await assertFails(owner.doc('treatments/legacy').set({ ...treatment.data, rev: 2 }));
      await assertSucceeds(owner.doc('treatments/legacy').set({ ...treatment.data, rev: 1 }));
    });

    it('keeps the trash, the site history and the list counters to the owner alone', async () => {
      const trash = { entity: 'treatment', docPath: 'treatments/x', title: 'Botox', deletedAt: '2026-11-23T10:00:00.000Z', data: { title: 'Botox', rev: 3 }, rev: 1 };
      const index = { versions: [{ id: 'v1', at: '2026-11-23T10:00:00.000Z', changes: [], more: 0 }], rev: 1 };
      const content = { at: '2026-11-23T10:00:00.000Z', changes: [{ entity: 'treatment', id: 'x', before: null, after: { title: 'Botox', slug: 'botox' } }] };
      const docs: Array<[string, Record<string, unknown>]> = [
        ['trash/t1', trash],
        ['history/versions', index],
        ['history-content/v1', content],
        ['counters/treatments', { next: 4 }],
        ['notices/catalogue-upgrade', { title: 'Upgraded', lines: ['Two entries are one.'], at: '2026-11-23T10:00:00.000Z' }],
      ];
      await env.withSecurityRulesDisabled(async (ctx) => {
        for (const [path, data] of docs) await ctx.firestore().doc(path).set(data);
      });
      for (const role of Object.keys(ROLES) as Role[]) {
        const ctx = db(ROLES[role](env));
        for (const [path, data] of docs) {
          const read = ctx.doc(path).get();
          await (isOwner(role) ? assertSucceeds(read) : assertFails(read));
          if (!isOwner(role)) {
            await assertFails(ctx.doc(path).set(data));
            await assertFails(ctx.doc(path).delete());
          }
        }
        const list = ctx.collection('history').get();
        await (isOwner(role) ? assertSucceeds(list) : assertFails(list));
      }
      // Who may write them when; their shapes are tried below, with the records as the app writes them.
      const owner = db(ROLES['the owner (admin claim)'](env));
      await assertSucceeds(owner.doc('trash/t2').set(trash));
      // A trash entry is filed once: it starts at revision 1 and is never rewritten.
      await assertFails(owner.doc('trash/t5').set({ ...trash, rev: 2 }));
      await assertFails(owner.doc('trash/t2').set({ ...trash, title: 'Renamed' }));
      await assertSucceeds(owner.doc('history/versions').set({ ...index, rev: 2 }));
      await assertFails(owner.doc('history/versions').set({ ...index, rev: 2 }));
      await assertSucceeds(owner.doc('history-content/v2').set(content));
      await assertFails(owner.doc('history-content/v2').set(content));
      // A version kept as a whole copy by an earlier version may be turned into what it changed (the upgrade), and
      // into nothing else; a version already kept as its changes stays as it is.
      await env.withSecurityRulesDisabled(async (ctx) => {
        await ctx.firestore().doc('history-content/old').set({ at: content.at, snapshot: { lastGenerated: content.at } });
      });
      await assertFails(owner.doc('history-content/old').set({ at: content.at, snapshot: { lastGenerated: '2026-11-24T10:00:00.000Z' } }));
      await assertSucceeds(owner.doc('history-content/old').set(content));
      await assertFails(owner.doc('history-content/old').set({ ...content, changes: [] }));
      await assertSucceeds(owner.doc('counters/services').set({ next: 5 }));
      await assertFails(owner.doc('counters/services').set({ next: -1 }));
      // A counter only grows: an add based on an older count (made offline) would give an order twice.
      await assertFails(owner.doc('counters/services').set({ next: 5 }));
      await assertFails(owner.doc('counters/services').set({ next: 3 }));
      await assertSucceeds(owner.doc('counters/services').set({ next: 6 }));
      // A counter edited by hand into no counter is replaced by the next add, instead of refusing every add.
      await env.withSecurityRulesDisabled(async (ctx) => {
        await ctx.firestore().doc('counters/services').set({ next: 'x' });
      });
      await assertFails(owner.doc('counters/services').set({ next: 'y' }));
      await assertSucceeds(owner.doc('counters/services').set({ next: 3 }));
      await assertFails(owner.doc('counters/services').set({ next: 2 }));
      await assertSucceeds(owner.doc('trash/t1').delete());
    });

    it('keeps before-and-after entries, their consent records and their private photos’ records the owner’s, while visitors read what is published of them', async () => {
      const entry = { treatment: 'botox', before: 'https://cdn.example/b.jpg', consentGiven: '2026-10-01', consentExpires: '2027-10-01', consentWebsite: false, consentSocial: false, consentWithdrawn: true, order: 0, rev: 1 };
      await env.withSecurityRulesDisabled(async (ctx) => {
        await ctx.firestore().doc('gallery/withdrawn').set(entry);
        await ctx.firestore().doc('published/gallery/items/shown').set({ item: { id: 'shown', treatment: 'botox', before: 'https://cdn.example/a.jpg', consentExpires: '2027-10-01', order: 1 }, v: 'x' });
      });
      // A private photo's record (its own address under private/, which may name the patient in the file's name).
      const photo = { url: 'https://storage.example/private/1700000000000-jane-before.jpg', path: 'private/1700000000000-jane-before.jpg', name: 'jane-before.jpg', alt: '', private: true, uploadedAt: '2026-10-01T10:00:00.000Z', rev: 1 };
      await env.withSecurityRulesDisabled(async (ctx) => {
        await ctx.firestore().doc('images/private-1').set(photo);
      });
      for (const role of Object.keys(ROLES) as Role[]) {
        const ctx = db(ROLES[role](env));
        await (isOwner(role) ? assertSucceeds : assertFails)(ctx.doc('images/private-1').get());
        await (isOwner(role) ? assertSucceeds : assertFails)(ctx.collection('images').get());
        await assertFails(ctx.doc('published/images/items/private-1').set({ item: { ...photo, id: 'private-1' }, v: 'z' }));
        await (isOwner(role) ? assertSucceeds : assertFails)(ctx.doc('gallery/withdrawn').get());
        await (isOwner(role) ? assertSucceeds : assertFails)(ctx.collection('gallery').get());
        await assertSucceeds(ctx.doc('published/gallery/items/shown').get());
        // Nobody's browser writes what is published: the publisher leaves out an entry without consent.
        await assertFails(ctx.doc('published/gallery/items/withdrawn').set({ item: { ...entry, id: 'withdrawn' }, v: 'y' }));
      }
    });

    it('lets anyone send a well-formed enquiry and mark it forwarded, and nobody but the owner read, list, change or delete one', async () => {
      const enquiry = { name: 'Jane Doe', email: 'jane@example.com', message: 'A HydraFacial, please.', page: '/contact', at: '2026-11-27T10:00:00.000Z', forwarded: false, rev: 1 };
      const forwarded = { forwarded: true, forwardedAt: '2026-11-27T10:00:01.000Z', rev: 2 };
      for (const role of Object.keys(ROLES) as Role[]) {
        if (isOwner(role)) continue;
        const ctx = db(ROLES[role](env));
        const path = `enquiries/${role.replace(/\W+/g, '-')}`;
        await assertSucceeds(ctx.doc(path).set(enquiry));
        await assertFails(ctx.doc(path).get());
        await assertFails(ctx.collection('enquiries').get());
        // Only the forward status of her enquiry, and only while it is not forwarded.
        await assertFails(ctx.doc(path).update({ message: 'Changed', rev: 2 }));
        await assertFails(ctx.doc(path).update({ handledAt: '2026-11-27T11:00:00.000Z', rev: 2 }));
        await assertFails(ctx.doc(path).update({ ...forwarded, rev: 5 }));
        await assertSucceeds(ctx.doc(path).update(forwarded));
        await assertFails(ctx.doc(path).update({ forwardError: 'Invalid access key', rev: 3 }));
        await assertFails(ctx.doc(path).update({ forwarded: false, rev: 3 }));
        // Sending it again creates nothing: the stored one is no visitor's to overwrite.
        await assertFails(ctx.doc(path).set(enquiry));
        await assertFails(ctx.doc(path).delete());
        // Only a new, unhandled one, in exactly its shape and sizes.
        await assertFails(ctx.doc(`${path}-2`).set({ ...enquiry, forwarded: true }));
        await assertFails(ctx.doc(`${path}-2`).set({ ...enquiry, handledAt: '2026-11-27T11:00:00.000Z' }));
        await assertFails(ctx.doc(`${path}-2`).set({ ...enquiry, message: 'x'.repeat(3001) }));
        await assertFails(ctx.doc(`${path}-2`).set({ ...enquiry, diagnosis: 'Rosacea' }));
        await assertFails(ctx.doc(`${path}-2`).set({ ...enquiry, rev: 2 }));
      }
      const owner = db(ROLES['the owner (admin claim)'](env));
      const list = await assertSucceeds(owner.collection('enquiries').get());
      expect(list.size).toBe(3);
      const [first] = list.docs;
      expect(first!.data()).toMatchObject({ ...enquiry, ...forwarded });
      await assertSucceeds(owner.doc(first!.ref.path).update({ handledAt: '2026-11-27T11:00:00.000Z', rev: 3 }));
      await assertFails(owner.doc(first!.ref.path).update({ message: 'x'.repeat(3001), rev: 4 }));
      await assertSucceeds(owner.doc(first!.ref.path).delete());
      // Restored from the trash as it was: forwarded, handled, at revision 1 again.
      await assertSucceeds(owner.doc(first!.ref.path).set({ ...enquiry, ...forwarded, handledAt: '2026-11-27T11:00:00.000Z', rev: 1 }));
    });

    it('takes a visitor’s enquiry over REST, as the site sends it without the Firestore SDK, once', async () => {
      const target = { projectId, apiKey: 'fake-api-key', emulator };
      const enquiry = { name: 'Jane Doe', email: 'jane@example.com', phone: '+1 (480) 555-0100', message: 'Hello', page: '/', at: '2026-11-27T10:00:00.000Z', forwarded: false, rev: 1 };
      expect(await createDocumentRest(target, 'enquiries/Q7x0aBcDeFgHiJkLmNoP', enquiry)).toBe('created');
      expect(await createDocumentRest(target, 'enquiries/Q7x0aBcDeFgHiJkLmNoP', { ...enquiry, message: 'Again' })).toBe('exists');
      await updateDocumentRest(target, 'enquiries/Q7x0aBcDeFgHiJkLmNoP', { forwardError: 'Failed to send message. Please try again.', rev: 2 });
      await expect(updateDocumentRest(target, 'enquiries/Q7x0aBcDeFgHiJkLmNoP', { message: 'Changed', rev: 3 })).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(createDocumentRest(target, 'enquiries/other', { ...enquiry, message: '' })).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(readDocumentRest(target, 'enquiries/Q7x0aBcDeFgHiJkLmNoP')).rejects.toMatchObject({ code: 'permission-denied' });
      let stored: unknown;
      await env.withSecurityRulesDisabled(async (ctx) => {
        stored = (await ctx.firestore().doc('enquiries/Q7x0aBcDeFgHiJkLmNoP').get()).data();
      });
      expect(stored).toEqual({ ...enquiry, forwardError: 'Failed to send message. Please try again.', rev: 2 });
    });

    it('takes the owner records as the app writes them, in the order it writes them, and refuses each malformed one', async () => {
      const writes = await recordsAsWritten();
      const owner = db(ROLES['the owner (admin claim)'](env));
      for (const { path, data, update } of writes) {
        // Every write is what it looks like: a create where nothing is stored, an update over the last one.
        expect((await owner.doc(path).get()).exists, path).toBe(update);
        await assertSucceeds(owner.doc(path).set(data));
      }
      const cases = malformedRecords(writes);
      expect(cases.map((c) => c.path.split('/')[0])).toEqual(expect.arrayContaining(['counters', 'trash', 'history', 'history-content', 'notices', 'enquiries']));
      for (const { path, problem, data } of cases) {
        await assertFails(owner.doc(path).set(data)).catch((error: unknown) => {
          throw new Error(`The owner could write ${path}, with ${problem}`, { cause: error });
        });
      }
    });

    it('lets everyone read the published content, and no client write it, not even the owner', async () => {
      const site = { lastGenerated: '2026-11-23T10:00:00.000Z', content: { businessInfo: { name: 'Lumière' } }, versions: { layout: '2026-11-23T10:00:00.000Z', pages: {}, indexes: { treatments: '2026-11-23T10:00:00.000Z' } } };
      const index = { v: '2026-11-23T10:00:00.000Z', entries: [{ id: 'x', v: '2026-11-23T10:00:00.000Z', order: 0 }] };
      const item = { item: { id: 'x', title: 'Botox' }, v: '2026-11-23T10:00:00.000Z' };
      const docs: Array<[string, Record<string, unknown>]> = [
        ['published/site', site],
        ['published/treatments', index],
        ['published/treatments/items/x', item],
      ];
      await env.withSecurityRulesDisabled(async (ctx) => {
        for (const [path, data] of docs) await ctx.firestore().doc(path).set(data);
      });
      for (const role of Object.keys(ROLES) as Role[]) {
        const ctx = db(ROLES[role](env));
        for (const [path, data] of docs) {
          await assertSucceeds(ctx.doc(path).get());
          await assertFails(ctx.doc(path).set({ ...data, v: 'changed' }));
          await assertFails(ctx.doc(path).update({ v: 'changed' }));
          await assertFails(ctx.doc(path).delete());
        }
        // Nor may a client add a document beside them.
        await assertFails(ctx.doc('published/specials').set(index));
        await assertFails(ctx.doc('published/treatments/items/y').set({ ...item, item: { id: 'y', title: 'Filler' } }));
        await assertSucceeds(ctx.collection('published/treatments/items').get());
      }
      // What was published is still there, as it was.
      let stored: unknown[] = [];
      await env.withSecurityRulesDisabled(async (ctx) => {
        stored = (await Promise.all(docs.map(([path]) => ctx.firestore().doc(path).get()))).map((d) => d.data());
      });
      expect(stored).toEqual(docs.map(([, data]) => data));
    });

    it('lets the owner only read and delete what was published as one document before (templates/data)', async () => {
      const old = { lastGenerated: '2026-11-23T10:00:00.000Z', businessInfo: { name: 'Lumière' }, treatments: [] };
      await env.withSecurityRulesDisabled(async (ctx) => {
        await ctx.firestore().doc('templates/data').set(old);
      });
      for (const role of Object.keys(ROLES) as Role[]) {
        const ctx = db(ROLES[role](env));
        const read = ctx.doc('templates/data').get();
        await (isOwner(role) ? assertSucceeds(read) : assertFails(read));
        await assertFails(ctx.doc('templates/data').set({ ...old, lastGenerated: '2026-11-24T10:00:00.000Z' }));
        await assertFails(ctx.doc('templates/data').update({ lastGenerated: '2026-11-24T10:00:00.000Z' }));
        await assertFails(ctx.doc('templates/other').set(old));
        if (!isOwner(role)) await assertFails(ctx.doc('templates/data').delete());
      }
      await assertSucceeds(db(ROLES['the owner (admin claim)'](env)).doc('templates/data').delete());
      let exists = true;
      await env.withSecurityRulesDisabled(async (ctx) => {
        exists = (await ctx.firestore().doc('templates/data').get()).exists;
      });
      expect(exists).toBe(false);
    });

    it('denies everything outside the site collections, even to the owner', async () => {
      for (const role of Object.keys(ROLES) as Role[]) {
        const ctx = db(ROLES[role](env));
        await assertFails(ctx.doc('users/someone').get());
        await assertFails(ctx.doc('users/someone').set({ a: 1 }));
        await assertFails(ctx.doc('settings/other').set({ a: 1 }));
        await assertFails(ctx.doc('services/botox/notes/1').set({ a: 1 }));
      }
    });
  });
}
