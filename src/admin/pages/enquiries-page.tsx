// Enquiries: what visitors sent through the contact form, newest first, with their contact details, the page, the
// time, SMS consent and whether the form service forwarded it; marked handled, deleted to the trash, exported as
// CSV. Below, how long they are kept (set in Enquiry Settings).
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ENQUIRIES } from '@schemas/kit/owner-records';
import { useBackend } from '@/app/backend-context';
import { deleteEnquiry, enquiriesCsv, newestFirst, parseEnquiry, retentionMonths, setHandled, type EnquiryEntry } from '@/backend/enquiries';
import { useToast } from '@/components/ui/toast';
import { useDialogs } from '@/components/ui/confirm';
import { useLoadErrorInterceptor } from '@/admin/generator/write-context';
import { useUndoDelete } from '@/admin/safety/use-undo-delete';
import { PageHeading, dangerButton, primaryButton, secondaryButton } from './page-ui';

export const ENQUIRIES_LOAD_ERROR = 'Error loading enquiries';
export const ENQUIRY_DELETED = 'Enquiry moved to the trash.';

const when = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};
const term = 'text-xs font-semibold uppercase tracking-wider text-stone-600';

function download(csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `enquiries-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function EnquiriesPage() {
  const backend = useBackend();
  const toast = useToast();
  const { confirm } = useDialogs();
  const undo = useUndoDelete();
  const intercept = useLoadErrorInterceptor();
  const [entries, setEntries] = useState<EnquiryEntry[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [months, setMonths] = useState<number | null>(null);
  useEffect(() => {
    retentionMonths(backend.data).then(setMonths, () => setMonths(null));
  }, [backend]);

  useEffect(
    () =>
      backend.data.watchDocs(
        ENQUIRIES,
        { orderBy: 'at', direction: 'desc' },
        (docs) => setEntries(newestFirst(docs.flatMap((d) => parseEnquiry(d.id, d.data) ?? []))),
        (error) => {
          if (!intercept(error)) toast.error(ENQUIRIES_LOAD_ERROR, error);
          setEntries([]);
        },
      ),
    [backend, intercept, toast],
  );

  async function toggleHandled(entry: EnquiryEntry) {
    setBusy(entry.id);
    try {
      await setHandled(backend, entry.id, !entry.handledAt);
    } catch (error) {
      toast.error('Error updating the enquiry', error);
    } finally {
      setBusy(null);
    }
  }

  async function remove(entry: EnquiryEntry) {
    if (!(await confirm('Are you sure you want to delete this enquiry?'))) return;
    setBusy(entry.id);
    try {
      undo(ENQUIRY_DELETED, await deleteEnquiry(backend, entry));
    } catch (error) {
      toast.error('Error deleting the enquiry', error);
    } finally {
      setBusy(null);
    }
  }

  const fresh = entries?.filter((e) => !e.handledAt).length ?? 0;
  return (
    <div className="max-w-4xl">
      <PageHeading
        action={
          <button type="button" onClick={() => download(enquiriesCsv(entries ?? []))} disabled={!entries?.length} className={secondaryButton}>
            Export CSV
          </button>
        }
      >
        Enquiries
      </PageHeading>
      <p className="mb-6 text-stone-700">
        Messages sent through the contact form, newest first, kept even when they could not be forwarded to your e-mail.
        {entries && entries.length > 0 && ` ${fresh} new of ${entries.length}.`}
      </p>
      {entries === null && <p role="status">Loading...</p>}
      {entries?.length === 0 && <p>No enquiries yet.</p>}
      {entries && entries.length > 0 && (
        <ul className="space-y-3">
          {entries.map((entry) => (
            <li key={entry.id} aria-label={`Enquiry from ${entry.name}`} className={`rounded-2xl bg-white p-4 shadow-sm ${entry.handledAt ? '' : 'ring-2 ring-gold'}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="break-words font-serif text-xl">
                  {entry.name}
                  {!entry.handledAt && <span className="ml-2 rounded-full bg-espresso px-2 py-0.5 align-middle font-sans text-xs font-semibold text-white">New</span>}
                </h2>
                <p className="text-sm text-stone-700">
                  {when(entry.at)} · from <code>{entry.page}</code>
                </p>
              </div>
              <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
                <dt className={term}>Email</dt>
                <dd>
                  <a href={`mailto:${entry.email}`} className="break-all underline">
                    {entry.email}
                  </a>
                </dd>
                {entry.phone && (
                  <>
                    <dt className={term}>Phone</dt>
                    <dd>
                      <a href={`tel:${entry.phone.replace(/[^\d+]/g, '')}`} className="underline">
                        {entry.phone}
                      </a>
                    </dd>
                  </>
                )}
                <dt className={term}>Message</dt>
                <dd className="whitespace-pre-wrap break-words">{entry.message}</dd>
                <dt className={term}>SMS consent</dt>
                <dd>{entry.smsConsent ? <details><summary>Agreed to text messages</summary><p className="mt-1 text-sm text-stone-700">{entry.smsConsent}</p></details> : 'Not given'}</dd>
                <dt className={term}>Forwarded</dt>
                <dd>{entry.forwarded ? `Yes${entry.forwardedAt ? `, ${when(entry.forwardedAt)}` : ''}` : `Not forwarded${entry.forwardError ? `: ${entry.forwardError}` : ''}`}</dd>
                {entry.handledAt && (
                  <>
                    <dt className={term}>Handled</dt>
                    <dd>{when(entry.handledAt)}</dd>
                  </>
                )}
              </dl>
              <div className="mt-4 flex flex-wrap gap-2">
                <button type="button" onClick={() => toggleHandled(entry)} disabled={busy === entry.id} className={entry.handledAt ? secondaryButton : primaryButton}>
                  {entry.handledAt ? 'Mark as new' : 'Mark as handled'}
                </button>
                <button type="button" onClick={() => remove(entry)} disabled={busy === entry.id} aria-label={`Delete the enquiry from ${entry.name}`} className={`${dangerButton} px-4`}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-8 text-stone-700">
        Enquiries are kept for {months ?? '…'} months, then removed for good when you open the admin.{' '}
        <Link to="../enquiry-settings" relative="path" className="underline">
          Change how long they are kept
        </Link>
      </p>
    </div>
  );
}
