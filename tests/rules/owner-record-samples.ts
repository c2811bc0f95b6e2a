// The owner's records for the rules tests: as the app writes them (an add, a publish, a delete, an image deleted with
// its files, a second publish and add, an upgrade's notice, run on the local backend), and malformed ones derived
// from those, each with what is wrong. Shared by the check in Node and the one in the Firestore emulator.
import { IDBFactory } from 'fake-indexeddb';
import { registry } from '@schemas/index';
import { imageEntity, storedPaths, type ImageRecord } from '@schemas/collections/image';
import { createLocalBackend } from '@/backend/local/local-backend';
import { demoContent } from '@/backend/demo/demo-content';
import { withPublished } from '@/backend/published/from-documents';
import { addItem, deleteItem } from '@/backend/entity-store';
import { publish } from '@/backend/publish';
import { noticeData } from '@/backend/notices';
import { enquiryRecord } from '@/blocks/ui/send-enquiry';
import type { DocData } from '@/backend/port';
import { OWNER_RECORDS, type OwnerRecord } from '../../scripts/rules/owner-record-rules';

export interface RecordWrite {
  path: string;
  data: DocData;
  /** Whether a record is already stored there (the write is an update). */
  update: boolean;
}

const OWNER_COLLECTIONS = OWNER_RECORDS.map((r) => r.collection);
export const recordOf = (path: string): OwnerRecord => OWNER_RECORDS.find((r) => path.startsWith(`${r.collection}/`))!;

const IMAGE: ImageRecord = {
  url: 'https://firebasestorage.googleapis.com/v0/b/demo-medspa.appspot.com/o/uploads%2F1720000000000-hero-1600.webp?alt=media',
  name: '1720000000000-hero.jpg',
  type: 'image/jpeg',
  size: 123456,
  createdAt: '2026-07-03T10:00:00.000Z',
  variants: [480, 960, 1600].map((width) => ({
    url: `https://firebasestorage.googleapis.com/v0/b/demo-medspa.appspot.com/o/uploads%2F1720000000000-hero-${width}.webp?alt=media`,
    path: `uploads/1720000000000-hero-${width}.webp`,
    width,
    height: Math.round(width * 0.75),
    type: 'image/webp' as const,
    size: width * 50,
  })),
};

/** The owner's records the app writes, in the order it writes them. */
export async function recordsAsWritten(): Promise<RecordWrite[]> {
  const seed = { ...demoContent(), 'images/hero': IMAGE as unknown as DocData };
  const backend = createLocalBackend({ indexedDB: new IDBFactory(), adminEmail: 'o@x.test', adminPassword: 'pw', seed: () => withPublished(seed, new Date('2026-11-01T00:00:00.000Z')) });
  const treatments = registry.entities.find((e) => e.id === 'treatment')!;
  const writes: RecordWrite[] = [];
  const stored = new Map<string, string>();
  // What each step stored or changed among the owner's records (as Firestore stores it: a field set to undefined
  // is left out).
  const step = async (run: () => Promise<unknown>) => {
    await run();
    for (const collection of OWNER_COLLECTIONS) {
      for (const doc of await backend.data.getDocs(collection)) {
        const path = `${collection}/${doc.id}`;
        const json = JSON.stringify(doc.data);
        if (stored.get(path) === json) continue;
        writes.push({ path, data: JSON.parse(json) as DocData, update: stored.has(path) });
        stored.set(path, json);
      }
    }
  };
  const [first] = await backend.data.getDocs(treatments.path);
  const { rev: _rev, order: _order, ...input } = first!.data;
  const add = (slug: string) => addItem(backend, treatments, { ...input, title: `Glow ${slug}`, slug });
  let id = '';
  await step(async () => (id = (await add('glow-one')).id));
  await step(() => publish(backend, [`${treatments.path}/${id}`]));
  await step(() => deleteItem(backend, treatments, id, { title: 'Glow glow-one' }));
  await step(() => deleteItem(backend, imageEntity, 'hero', { title: IMAGE.name, files: storedPaths(IMAGE) }));
  await step(() => publish(backend, [`${treatments.path}/${id}`]));
  await step(() => add('glow-two'));
  const lines = Array.from({ length: 45 }, (_, i) => `“Treatment ${i + 1}” is now part of the catalogue.`);
  await step(async () => backend.data.commit([{ kind: 'set', path: 'notices/catalogue-upgrade', data: noticeData('Your treatments are now one catalogue', lines) }]));
  // An enquiry from the contact form, stored, then marked forwarded (as the form does), then handled by the owner.
  const sent = { name: 'Jane Doe', email: 'jane@example.com', phone: '+1 (480) 555-0100', message: 'A HydraFacial, please.', page: '/contact', smsConsent: 'By providing your phone number, you agree to receive text messages.' };
  await step(() => backend.createPublic('enquiries/Q7x0aBcDeFgHiJkLmNoP', enquiryRecord(sent, new Date('2026-11-27T10:00:00.000Z'))));
  await step(() => backend.updatePublic('enquiries/Q7x0aBcDeFgHiJkLmNoP', { forwarded: true, forwardedAt: '2026-11-27T10:00:01.000Z', rev: 2 }));
  return writes;
}

export interface Malformed {
  problem: string;
  path: string;
  data: DocData;
  /** Refused by the revision check of the write, not by the record's shape (its schema has no revision). */
  revision?: boolean;
  /** A key the schema does not know: zod drops it from what it stores, the rules refuse it. */
  extraKey?: boolean;
}

const without = (data: DocData, key: string) => Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));

/** Malformed records, each a record the app writes with one thing wrong, to be created where none is stored. */
export function malformedRecords(writes: readonly RecordWrite[]): Malformed[] {
  const first = (collection: string, where: (data: DocData) => boolean = () => true) => writes.find((w) => w.path.startsWith(`${collection}/`) && where(w.data))!.data;
  const counter = first('counters');
  const trash = first('trash', (d) => Array.isArray(d.files));
  const index = first('history');
  const content = first('history-content');
  const notice = first('notices');
  const enquiry = { ...first('enquiries'), rev: 1 };
  const versions = index.versions as DocData[];
  const newest = (change: (version: DocData) => DocData) => ({ ...index, versions: [change(versions[0]!), ...versions.slice(1)] });
  const cases: Array<Omit<Malformed, 'path'> & { collection: string }> = [
    { collection: 'counters', problem: 'a negative count', data: { next: -1 } },
    { collection: 'counters', problem: 'a count that is no whole number', data: { next: 2.5 } },
    { collection: 'counters', problem: 'a count as text', data: { next: String(counter.next) } },
    { collection: 'counters', problem: 'another key', data: { ...counter, by: 'tab' }, extraKey: true },
    { collection: 'trash', problem: 'another key', data: { ...trash, extra: true }, extraKey: true },
    { collection: 'trash', problem: 'no entity', data: without(trash, 'entity') },
    { collection: 'trash', problem: 'its document as text', data: { ...trash, data: 'Botox' } },
    { collection: 'trash', problem: 'a title over 200 characters', data: { ...trash, title: 'x'.repeat(201) } },
    { collection: 'trash', problem: 'a deletion time that is no text', data: { ...trash, deletedAt: 1767225600000 } },
    { collection: 'trash', problem: 'files that are no list', data: { ...trash, files: 'uploads/a.jpg' } },
    { collection: 'trash', problem: 'a file that is no path', data: { ...trash, files: [...(trash.files as string[]), 7] } },
    { collection: 'trash', problem: 'more than 10 files', data: { ...trash, files: Array.from({ length: 11 }, (_, i) => `uploads/${i}.webp`) } },
    { collection: 'trash', problem: 'revision 999 on create', data: { ...trash, rev: 999 }, revision: true },
    { collection: 'history', problem: 'versions that are no list', data: { ...index, versions: { v1: versions[0] } } },
    { collection: 'history', problem: 'more than 100 versions', data: { ...index, versions: Array.from({ length: 101 }, (_, i) => ({ ...versions[0], id: `v${i}` })) } },
    { collection: 'history', problem: 'another key', data: { ...index, extra: true }, extraKey: true },
    { collection: 'history', problem: 'a newest version without its count of lines left out', data: newest((v) => without(v, 'more')) },
    { collection: 'history', problem: 'a newest version whose changes are no list', data: newest((v) => ({ ...v, changes: 'Treatments changed' })) },
    { collection: 'history', problem: 'a newest version with more than 12 lines of changes', data: newest((v) => ({ ...v, changes: Array.from({ length: 13 }, (_, i) => `Line ${i}`) })) },
    { collection: 'history', problem: 'a newest version whose id is no document id', data: newest((v) => ({ ...v, id: 'a/b' })) },
    { collection: 'history', problem: 'a newest version with another key', data: newest((v) => ({ ...v, snapshot: {} })), extraKey: true },
    { collection: 'history', problem: 'revision 999 on create', data: { ...index, rev: 999 }, revision: true },
    { collection: 'history-content', problem: 'a whole copy of the site instead of its changes', data: { at: content.at, snapshot: { lastGenerated: content.at } } },
    { collection: 'history-content', problem: 'changes that are no list', data: { ...content, changes: { treatment: 'x' } } },
    { collection: 'history-content', problem: 'a time over 40 characters', data: { ...content, at: `${String(content.at)}${'0'.repeat(20)}` } },
    { collection: 'notices', problem: 'lines that are no list', data: { ...notice, lines: 'One line' } },
    { collection: 'notices', problem: 'more than 40 lines', data: { ...notice, lines: Array.from({ length: 41 }, (_, i) => `Line ${i}`) } },
    { collection: 'notices', problem: 'a title that is no text', data: { ...notice, title: 7 } },
    { collection: 'enquiries', problem: 'another key (a medical history)', data: { ...enquiry, history: 'Botox in 2024' }, extraKey: true },
    { collection: 'enquiries', problem: 'no e-mail', data: without(enquiry, 'email') },
    { collection: 'enquiries', problem: 'an e-mail without an @', data: { ...enquiry, email: 'jane.example.com' } },
    { collection: 'enquiries', problem: 'an empty name', data: { ...enquiry, name: '' } },
    { collection: 'enquiries', problem: 'a name over 100 characters', data: { ...enquiry, name: 'x'.repeat(101) } },
    { collection: 'enquiries', problem: 'a message over 3000 characters', data: { ...enquiry, message: 'x'.repeat(3001) } },
    { collection: 'enquiries', problem: 'a phone with letters', data: { ...enquiry, phone: '480-555-CALL' } },
    { collection: 'enquiries', problem: 'a forward status that is no yes or no', data: { ...enquiry, forwarded: 'no' } },
    { collection: 'enquiries', problem: 'an SMS consent over 600 characters', data: { ...enquiry, smsConsent: 'x'.repeat(601) } },
    { collection: 'enquiries', problem: 'revision 999 on create', data: { ...enquiry, rev: 999 }, revision: true },
  ];
  return cases.map(({ collection, ...c }, i) => ({ ...c, path: `${collection}/malformed-${i}` }));
}
