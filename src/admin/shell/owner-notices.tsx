// Notices for the owner above every page until she dismisses them: what an upgrade of the stored content did.
import { useEffect, useState } from 'react';
import { useBackend } from '@/app/backend-context';
import { dismissNotice, watchNotices, type Notice } from '@/backend/notices';
import { useToast } from '@/components/ui/toast';

export function OwnerNotices() {
  const backend = useBackend();
  const toast = useToast();
  const [notices, setNotices] = useState<Notice[]>([]);
  useEffect(() => watchNotices(backend, setNotices, (error) => console.error('Failed to load notices', error)), [backend]);
  if (!notices.length) return null;
  return (
    <>
      {notices.map((notice) => (
        <section key={notice.id} aria-labelledby={`notice-${notice.id}`} className="mb-4 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950">
          <div className="flex flex-wrap items-start gap-3">
            <h2 id={`notice-${notice.id}`} className="flex-1 font-semibold">
              {notice.title}
            </h2>
            <button
              type="button"
              className="min-h-11 rounded-md border border-sky-400 bg-white px-3 font-semibold hover:bg-sky-100 sm:min-h-9"
              onClick={() => dismissNotice(backend, notice.id).catch((error: unknown) => toast.error('Could not dismiss the notice. Please try again.', error))}
            >
              Dismiss
            </button>
          </div>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {notice.lines.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
