// The owner's records beside the content, as stored: list counters, the trash, the site history, notices and the
// enquiries sent through the contact form. The
// backend's writers take their types from these schemas and the security rules are generated from them
// (scripts/rules/owner-record-rules.ts), so what is written and what the rules accept cannot drift apart. Their
// bounds are plain values in kit/owner-records.ts, which the admin reads without any schema code.
import * as z from 'zod/mini';
import { DOC_ID, order } from './kit/atoms';
import { ENQUIRY_LIMITS, HISTORY_CHANGE_LINES, HISTORY_LIMIT, NOTICE_LINE_LENGTH, NOTICE_LINES, TRASH_FILES } from './kit/owner-records';

/** A moment as toISOString() writes it (with room to spare). */
const stamp = z.string().check(z.maxLength(40));
/** A stored document kept whole (in the trash, in the history): any map, checked by its own schema when it is back. */
const storedDocument = z.record(z.string(), z.unknown());
/**
 * Where an uploaded file is stored: a rendition's path (at most 400 characters, as collections/image.ts bounds it),
 * or uploads/ and the name of an image stored before renditions.
 */
const storagePath = z.string().check(z.maxLength(400));

/** `counters/{collection}`: the next free order of an ordered collection, advanced in the transaction that adds. */
export const counterSchema = z.object({ next: order });
export type Counter = z.infer<typeof counterSchema>;

/** `trash/{id}`: a deleted entry (or image record), whole, until it is restored or purged. */
export const trashRecordSchema = z.object({
  /** Id of the entity the entry belongs to. */
  entity: z.string().check(z.maxLength(60)),
  /** Where the document was stored. */
  docPath: z.string().check(z.maxLength(300)),
  /** What the owner called it (its title, name or file name). */
  title: z.string().check(z.maxLength(200)),
  deletedAt: stamp,
  /** The document as it was stored, revision included. */
  data: storedDocument,
  /** Storage path of a file that belongs to the entry (the first of `files`, kept for entries filed before those). */
  file: z.optional(storagePath),
  /** Storage paths of every file that belongs to the entry (an image's upload and renditions), purged with it. */
  files: z.optional(z.array(storagePath).check(z.maxLength(TRASH_FILES))),
});
export type TrashRecord = z.infer<typeof trashRecordSchema>;

/** One published version in the list of the site history, newest first. */
export const versionSchema = z.object({
  id: z.string().check(z.regex(DOC_ID)),
  at: stamp,
  /** Why it was kept, when it is not an ordinary publish ("Restored …"). */
  note: z.optional(z.string()),
  /** What changed since the version before, one line each. */
  changes: z.array(z.string()).check(z.maxLength(HISTORY_CHANGE_LINES)),
  /** Lines left out of `changes`. */
  more: z.number().check(z.int(), z.gte(0)),
  /** Documents its changes are kept in (`{id}`, `{id}-2` …), when more than one. */
  parts: z.optional(z.number().check(z.int(), z.gte(2))),
});
export type Version = z.infer<typeof versionSchema>;

/** `history/versions`: the list of the versions kept. */
export const historyIndexSchema = z.object({ versions: z.array(versionSchema).check(z.maxLength(HISTORY_LIMIT)) });
export type HistoryIndex = z.infer<typeof historyIndexSchema>;

/** One entry a publish changed: as it was published before and after (null: not published then). */
export const changeSchema = z.object({
  /** The entity's id ("treatment"). */
  entity: z.string(),
  /** The item's id in a collection; none for a singleton. */
  id: z.optional(z.string()),
  before: z.nullable(storedDocument),
  after: z.nullable(storedDocument),
});
export type Change = z.infer<typeof changeSchema>;

/** `history-content/{id}` (and `{id}-2` …): what one version changed. */
export const historyContentSchema = z.object({ at: stamp, changes: z.array(changeSchema) });
export type HistoryContent = z.infer<typeof historyContentSchema>;

/** `notices/{id}`: what an upgrade of the stored content did, shown to the owner until she dismisses it. */
export const noticeSchema = z.object({
  title: z.string().check(z.maxLength(200)),
  lines: z.array(z.string().check(z.maxLength(NOTICE_LINE_LENGTH))).check(z.maxLength(NOTICE_LINES)),
  at: stamp,
});
export type NoticeRecord = z.infer<typeof noticeSchema>;

/** Text of at most `max` characters. */
const upTo = (max: number) => z.string().check(z.maxLength(max));

/**
 * `enquiries/{id}`: a message sent through the contact form, stored before it is forwarded to the form service. It
 * keeps contact details and the message only: the form asks for nothing medical. The id is made by the visitor's
 * page (random, kept with the form), so sending the same enquiry again finds it instead of adding a second.
 */
export const enquirySchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(ENQUIRY_LIMITS.name)),
  /** As the browser's e-mail field accepts it: something@something, no spaces. */
  email: z.string().check(z.maxLength(ENQUIRY_LIMITS.email), z.regex(/^[^@\s]+@[^@\s]+$/)),
  phone: z.optional(z.string().check(z.maxLength(ENQUIRY_LIMITS.phone), z.regex(/^[\d\s()+-]*$/))),
  message: z.string().check(z.minLength(1), z.maxLength(ENQUIRY_LIMITS.message)),
  /** The address of the page it was sent from ("/contact"). */
  page: upTo(ENQUIRY_LIMITS.page),
  /** When it was sent. */
  at: stamp,
  /** Whether the form service accepted it, when, and what the service said when it did not. */
  forwarded: z.boolean(),
  forwardedAt: z.optional(stamp),
  forwardError: z.optional(upTo(ENQUIRY_LIMITS.forwardError)),
  /** The SMS consent wording exactly as the visitor saw it beside the box she ticked; absent when she did not. */
  smsConsent: z.optional(upTo(ENQUIRY_LIMITS.smsConsent)),
  /** When the owner marked it as handled. */
  handledAt: z.optional(stamp),
});
export type Enquiry = z.infer<typeof enquirySchema>;
