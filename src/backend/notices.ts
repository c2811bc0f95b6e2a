// Notices for the owner: what an upgrade of the stored content did ("these treatments are now one"), kept in
// `notices/{id}` until she dismisses them. Owner-only records, checked by shape in the security rules.
import { NOTICE_LINE_LENGTH, NOTICE_LINES } from '@schemas/kit/owner-records';
import type { NoticeRecord } from '@schemas/owner-record-schemas';
import type { Backend, DocData, Unsubscribe } from './port';

export const NOTICES = 'notices';

export type Notice = NoticeRecord & { id: string };

/** A notice's stored data, bounded as the rules require. */
export function noticeData(title: string, lines: readonly string[], now: Date = new Date()): NoticeRecord {
  const kept = lines.slice(0, NOTICE_LINES).map((line) => line.slice(0, NOTICE_LINE_LENGTH));
  if (lines.length > NOTICE_LINES) kept[NOTICE_LINES - 1] = `… and ${lines.length - NOTICE_LINES + 1} more.`;
  return { title: title.slice(0, 200), lines: kept, at: now.toISOString() };
}

function parseNotice(id: string, data: DocData): Notice | null {
  const { title, lines, at } = data;
  if (typeof title !== 'string' || typeof at !== 'string' || !Array.isArray(lines)) return null;
  return { id, title, at, lines: lines.filter((l): l is string => typeof l === 'string') };
}

/** Every notice, oldest first, live. */
export function watchNotices(backend: Backend, next: (notices: Notice[]) => void, error: (e: unknown) => void): Unsubscribe {
  return backend.data.watchDocs(NOTICES, {}, (docs) => next(docs.flatMap((d) => parseNotice(d.id, d.data) ?? []).sort((a, b) => a.at.localeCompare(b.at))), error);
}

export function dismissNotice(backend: Backend, id: string): Promise<void> {
  return backend.data.deleteDoc(`${NOTICES}/${id}`);
}
