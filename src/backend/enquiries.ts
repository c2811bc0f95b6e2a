// The owner's inbox of enquiries from the contact form: reading them, marking them handled, deleting them to the
// trash, removing those older than the period she keeps them, and exporting them as CSV.
import * as z from 'zod/mini';
import { ENQUIRIES, ENQUIRY_RETENTION_MONTHS } from '@schemas/kit/owner-records';
import { enquirySettingsEntity } from '@schemas/singletons/enquiry-settings';
import { enquirySchema, type Enquiry } from '@schemas/owner-record-schemas';
import type { Backend, DataPort, DocData, WriteOp } from './port';
import { newId } from './doc-ops';
import { revOf, withoutRev, withRev } from './revision';
import { pruneTrash, trashOps } from './trash';

/** An enquiry as the inbox lists it: its id, its stored fields and the revision it was read at. */
export type EnquiryEntry = Enquiry & { id: string; rev: number };

/** The id its trash entries are filed under (no entity has it: an enquiry is an owner record). */
export const ENQUIRY_TRASH_ENTITY = 'enquiry';

/** A stored enquiry, or null when it is not one (left out of the list, never shown broken). */
export function parseEnquiry(id: string, data: DocData): EnquiryEntry | null {
  const parsed = z.safeParse(enquirySchema, withoutRev(data));
  return parsed.success ? { ...parsed.data, id, rev: revOf(data) } : null;
}

/** Newest first; those without a readable time last. */
export function newestFirst(entries: EnquiryEntry[]): EnquiryEntry[] {
  return [...entries].sort((a, b) => b.at.localeCompare(a.at));
}

const pathOf = (id: string) => `${ENQUIRIES}/${id}`;

/** What removing old enquiries needs of the database: the admin's port, or the server's (the daily upkeep). */
export type EnquiryStore = Pick<DataPort, 'getDoc' | 'getDocs' | 'commit'>;

/** Mark an enquiry handled (now) or not handled again: one more revision of the stored one. */
export function setHandled(backend: Backend, id: string, handled: boolean, now = new Date()): Promise<void> {
  const path = pathOf(id);
  return backend.data.transact([path], ([stored]) => {
    if (!stored) return [];
    const { handledAt: _handledAt, ...rest } = withoutRev(stored);
    return [{ kind: 'set', path, data: withRev(handled ? { ...rest, handledAt: now.toISOString() } : rest, revOf(stored) + 1) }];
  });
}

/** Move an enquiry to the trash (restorable from there, or with Undo); resolves with its trash entry's id. */
export async function deleteEnquiry(backend: Backend, entry: Pick<EnquiryEntry, 'id' | 'name'>): Promise<string> {
  const path = pathOf(entry.id);
  const trashId = newId();
  await backend.data.transact([path], ([stored]) => {
    if (!stored) return [];
    return [{ kind: 'delete', path }, ...trashOps(trashId, { entity: ENQUIRY_TRASH_ENTITY, docPath: path, data: stored, title: `Enquiry from ${entry.name}` })];
  });
  void pruneTrash(backend).catch((error: unknown) => console.warn('Emptying old trash entries failed', error));
  return trashId;
}

/** The moment before which enquiries are removed, keeping `months` months back from `now`. */
export function retentionCutoff(months: number, now = new Date()): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Remove for good the enquiries sent before the owner's retention period (not to the trash: keeping them longer is
 * what the period forbids). Resolves with how many were removed.
 */
export async function removeOldEnquiries(store: EnquiryStore, months: number, now = new Date()): Promise<number> {
  const cutoff = retentionCutoff(months, now).toISOString();
  const docs = await store.getDocs(ENQUIRIES);
  const old = docs.filter((d) => typeof d.data.at === 'string' && d.data.at < cutoff);
  // Firestore takes at most 500 writes in one batch.
  for (let i = 0; i < old.length; i += 400) {
    await store.commit(old.slice(i, i + 400).map((d): WriteOp => ({ kind: 'delete', path: pathOf(d.id) })));
  }
  return old.length;
}

const CSV_COLUMNS: Array<[string, (e: EnquiryEntry) => string]> = [
  ['Sent', (e) => e.at],
  ['Name', (e) => e.name],
  ['Email', (e) => e.email],
  ['Phone', (e) => e.phone ?? ''],
  ['Message', (e) => e.message],
  ['Page', (e) => e.page],
  ['SMS consent', (e) => e.smsConsent ?? ''],
  ['Forwarded', (e) => (e.forwarded ? `yes${e.forwardedAt ? ` (${e.forwardedAt})` : ''}` : `no${e.forwardError ? ` (${e.forwardError})` : ''}`)],
  ['Handled', (e) => e.handledAt ?? ''],
];

/**
 * A cell as spreadsheets read it: quoted, quotes doubled; text a spreadsheet would run as a formula (starting with
 * =, +, - or @) gets a leading apostrophe, so a visitor's words never run in the owner's spreadsheet.
 */
function cell(value: string, plain = false): string {
  const safe = !plain && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The enquiries as CSV (a header row, then one row each, CRLF line ends as RFC 4180 has them). */
export function enquiriesCsv(entries: readonly EnquiryEntry[]): string {
  // A phone holds only digits, spaces, +, - and parentheses (the rules say so): no formula, kept as written.
  const rows = [CSV_COLUMNS.map(([name]) => cell(name)), ...entries.map((e) => CSV_COLUMNS.map(([name, get]) => cell(get(e), name === 'Phone')))];
  return `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;
}

/** The months the owner keeps enquiries: her setting, or the default when she has none (or it is unreadable). */
export async function retentionMonths(store: Pick<EnquiryStore, 'getDoc'>): Promise<number> {
  const stored = await store.getDoc(enquirySettingsEntity.path);
  const parsed = z.safeParse(enquirySettingsEntity.schema, withoutRev(stored ?? {}));
  return parsed.success ? parsed.data.retentionMonths : ENQUIRY_RETENTION_MONTHS;
}

/**
 * Remove the enquiries older than the owner's retention period: the admin does so when it opens, and on Firebase
 * the daily upkeep (src/prerender/upkeep.ts) whether she opens it or not.
 */
export async function removeExpiredEnquiries(store: EnquiryStore, now = new Date()): Promise<number> {
  return removeOldEnquiries(store, await retentionMonths(store), now);
}
