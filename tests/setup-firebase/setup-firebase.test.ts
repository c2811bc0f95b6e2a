// The owner setup command (npm run setup:firebase): seeding against a Firestore emulator written in Node
// (@firestore-emulator/server, which the Admin SDK talks to over gRPC; no Java needed), and the owner account
// with its admin claim against the Firebase Auth emulator that npm test starts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirestoreServer } from '@firestore-emulator/server';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { demoContent } from '@/backend/demo/demo-content';
import { documentReader } from '@/backend/published/read';
import { firestoreStore, parseSetupOptions, publishStore, runSetup, seedContent, type DocData, type SetupOptions } from '../../scripts/setup-firebase';
import { claimPorts } from '../../scripts/ports';

const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const savedFirestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const demo = demoContent();
const demoTreatments = Object.keys(demo).filter((p) => p.startsWith('treatments/'));

/** The published content of a project, read as the site reads it. */
const publishedOf = (db: ReturnType<typeof getFirestore>) => documentReader((path) => firestoreStore(db).get(path));

/** A published collection's items, in its index's order. */
async function publishedItems(db: ReturnType<typeof getFirestore>, key: string): Promise<DocData[]> {
  const reader = publishedOf(db);
  return (await reader.items(key, (await reader.index(key)).entries)).map((d) => d.item);
}

let server: FirestoreServer;
let releasePort: () => void = () => undefined;
const apps: App[] = [];
let n = 0;
/** A fresh Admin SDK app on a project of its own, so every test starts from an empty database. */
function adminApp(projectId = `demo-setup-${++n}`) {
  const app = initializeApp({ projectId }, `setup-test-${n}-${Date.now()}`);
  apps.push(app);
  return app;
}

beforeAll(async () => {
  const claimed = await claimPorts(1);
  releasePort = claimed.release;
  const [port] = claimed.ports as [number];
  server = new FirestoreServer();
  await server.start(port);
  // The Admin SDK reads the emulator host from the environment when a Firestore instance is created.
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  server?.stop();
  releasePort();
  if (savedFirestoreHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = savedFirestoreHost;
});

describe('seeding the demo content', () => {
  it('writes every demo document and their published content (the site document, the indexes, the items) into an empty project', async () => {
    const db = getFirestore(adminApp());
    const now = new Date('2026-11-23T09:00:00.000Z');
    const result = await seedContent(firestoreStore(db), { now });
    expect(result.seeded).toBe(true);

    expect((await db.doc('settings/business-info').get()).data()).toEqual(demo['settings/business-info']);
    const treatments = await db.collection('treatments').orderBy('order').get();
    expect(treatments.docs.map((d) => `treatments/${d.id}`).sort()).toEqual([...demoTreatments].sort());

    // What was written: the demo documents, the site document, each published collection's index and items.
    expect(result.written).toEqual(expect.arrayContaining([...Object.keys(demo), 'published/site', 'published/treatments', ...treatments.docs.map((d) => `published/treatments/items/${d.id}`)]));
    expect(result.written).not.toContain('templates/data');
    expect((await db.doc('templates/data').get()).exists).toBe(false);

    const site = (await publishedOf(db).site())!;
    expect(site.lastGenerated).toBe(now.toISOString());
    expect((site.content.welcome as DocData).heading).toBe((demo['settings/welcome-content'] as DocData).heading);
    expect((site.content.categories as DocData[]).map((p) => p.slug)).toEqual(['injectables', 'vitamins', 'facial-rejuvenation', 'laser', 'scalp-care', 'skincare']);
    expect(site.versions.indexes.treatments).toBe(now.toISOString());

    expect((await publishedItems(db, 'treatments')).map((t) => [t.id, t.title])).toEqual(treatments.docs.map((d) => [d.id, d.data().title]));
    expect((await publishedItems(db, 'sections')).map((s) => (s.block as DocData).kind)).toEqual([
      'Hero', 'Welcome', 'Services', 'SpecialOffers', 'Treatments', 'Expertise', 'Testimonials', 'Contact',
    ]);
    expect((await publishedItems(db, 'priceGroups')).map((g) => g.title)).toContain('Laser Hair Removal');
    // The site history begins with it.
    expect(((await db.doc('history/versions').get()).data()?.versions as DocData[]).map((v) => v.at)).toEqual([now.toISOString()]);
  });

  it('writes nothing into a project that already holds content, and reports what it found', async () => {
    const db = getFirestore(adminApp());
    await db.doc('settings/welcome-content').set({ heading: 'Our own words', subheading: 'Kept', description: 'Not demo content.' });
    const result = await seedContent(firestoreStore(db));
    expect(result).toMatchObject({ seeded: false, existing: ['settings/welcome-content'], written: [] });
    expect((await db.doc('settings/welcome-content').get()).data()?.heading).toBe('Our own words');
    expect((await db.collection('treatments').get()).empty).toBe(true);
    expect((await db.collection('published').get()).empty).toBe(true);
  });

  it('overwrites the demo documents with --force, keeps the owner’s other documents, and publishes them all again', async () => {
    const db = getFirestore(adminApp());
    const store = firestoreStore(db);
    const own = { ...(demo[demoTreatments[0]!] as DocData), title: 'Signature Glow Facial', slug: 'signature-glow', order: 99 };
    await store.setAll([
      ['settings/welcome-content', { heading: 'Our own words', subheading: 'Kept', description: 'Not demo content.' }],
      ['treatments/signature-glow', own],
    ]);
    // The owner's content as the site showed it before.
    await publishStore(store, new Date('2026-11-01T09:00:00.000Z'));
    expect(((await publishedOf(db).site())!.content.welcome as DocData).heading).toBe('Our own words');

    const now = new Date('2026-11-23T09:00:00.000Z');
    const result = await seedContent(store, { force: true, now });
    expect(result.seeded).toBe(true);
    expect((await db.doc('settings/welcome-content').get()).data()).toEqual(demo['settings/welcome-content']);
    expect((await db.doc('treatments/signature-glow').get()).data()).toEqual(own);

    const site = (await publishedOf(db).site())!;
    expect(site.lastGenerated).toBe(now.toISOString());
    expect((site.content.welcome as DocData).heading).toBe((demo['settings/welcome-content'] as DocData).heading);
    const published = await publishedItems(db, 'treatments');
    expect(published.map((t) => t.id).sort()).toEqual([...demoTreatments.map((p) => p.slice('treatments/'.length)), 'signature-glow'].sort());
    expect(published.at(-1)).toMatchObject({ id: 'signature-glow', title: 'Signature Glow Facial' });
  });
});

describe('reading the settings', () => {
  const env = { VITE_FIREBASE_PROJECT_ID: 'demo-medspa', VITE_ADMIN_EMAIL: ' Owner@LumiereMedSpa.com ' };

  it('takes the owner address from VITE_ADMIN_EMAIL and the password from OWNER_PASSWORD, seeding unless told not to', () => {
    expect(parseSetupOptions([], { ...env, OWNER_PASSWORD: 'long-enough-1' })).toEqual<SetupOptions>({
      email: 'owner@lumieremedspa.com',
      password: 'long-enough-1',
      projectId: 'demo-medspa',
      force: false,
      seed: true,
    });
    expect(parseSetupOptions(['--force', '--project', 'other', '--email', 'a@b.co'], env)).toMatchObject({ force: true, projectId: 'other', email: 'a@b.co', password: undefined });
    expect(parseSetupOptions(['--skip-seed'], env).seed).toBe(false);
  });

  it('refuses to run without a project or with a password shorter than 8 characters', () => {
    expect(() => parseSetupOptions([], {})).toThrow('No Firebase project');
    expect(() => parseSetupOptions([], { ...env, OWNER_PASSWORD: 'short' })).toThrow('at least 8 characters');
  });
});

describe.skipIf(!authHost)('the owner account against the Auth emulator', () => {
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-medspa';
  const email = `setup-owner-${Date.now()}@example.com`;
  const options = (extra: Partial<SetupOptions> = {}): SetupOptions => ({ email, projectId, force: false, seed: true, password: 'first-password-1', ...extra });

  async function signIn(address: string, password: string): Promise<Record<string, unknown> | null> {
    const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: address, password, returnSecureToken: true }),
    });
    if (!res.ok) return null;
    const { idToken } = (await res.json()) as { idToken: string };
    return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
  }

  it('creates the owner with the admin claim, which reaches the ID token at sign-in, seeds, and prints the next steps', async () => {
    const lines: string[] = [];
    const app = adminApp(projectId);
    await runSetup(app, options(), (line) => lines.push(line));

    const claims = await signIn(email, 'first-password-1');
    expect(claims).toMatchObject({ email, admin: true });
    expect((await getFirestore(app).doc('published/site').get()).exists).toBe(true);
    expect((await getFirestore(app).doc('templates/data').get()).exists).toBe(false);
    expect(lines[0]).toBe(`Created the owner account ${email} with the admin claim.`);
    expect(lines.some((l) => l.startsWith('Seeded ') && l.endsWith('including its published content.'))).toBe(true);
    expect(lines).toContain(`  3. npx firebase deploy --project ${projectId} --only firestore:rules,storage,hosting,functions`);
  });

  it('changes the password of an existing owner on a second run and leaves the content alone', async () => {
    const lines: string[] = [];
    await runSetup(adminApp(projectId), options({ password: 'second-password-2' }), (line) => lines.push(line));
    expect(await signIn(email, 'first-password-1')).toBeNull();
    expect(await signIn(email, 'second-password-2')).toMatchObject({ admin: true });
    expect(lines[0]).toBe(`Updated the owner account ${email}: admin claim set, password changed.`);
    expect(lines.some((l) => l.startsWith('Firestore already holds content'))).toBe(true);
  });

  it('keeps the password when none is given for an existing owner, and refuses to create an owner without one', async () => {
    await runSetup(adminApp(projectId), options({ password: undefined, seed: false }), () => undefined);
    expect(await signIn(email, 'second-password-2')).toMatchObject({ admin: true });
    await expect(runSetup(adminApp(projectId), options({ email: `nobody-${Date.now()}@example.com`, password: undefined, seed: false }), () => undefined)).rejects.toThrow(
      'a password is needed',
    );
  });

  it('takes the admin claim away from a previous owner, so there is only one', async () => {
    const auth = getAuth(adminApp(projectId));
    const previous = await auth.createUser({ email: `previous-owner-${Date.now()}@example.com`, password: 'previous-pass-3' });
    await auth.setCustomUserClaims(previous.uid, { admin: true, locale: 'en' });
    const lines: string[] = [];
    await runSetup(adminApp(projectId), options({ password: undefined, seed: false }), (line) => lines.push(line));
    expect((await auth.getUser(previous.uid)).customClaims).toEqual({ locale: 'en' });
    expect(lines).toContain(`Removed the admin claim from ${previous.email}: the site has one owner.`);
  });
});

if (!authHost) console.log('SKIPPED: setup command against the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST is not set; npm test starts the emulator).');
