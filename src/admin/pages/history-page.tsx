// History: the published versions of the site, newest first, with what changed in each; a version compared
// with the site now, field by field; and a restore of one entry or the whole site to that version.
import { useCallback, useEffect, useState } from 'react';
import { HISTORY_LIMIT } from '@schemas/kit/owner-records';
import { useBackend } from '@/app/backend-context';
import { HISTORY_INDEX, diffSince, parseVersions, restoreVersion, type EntryDiff, type RestoreTarget } from '@/backend/history';
import type { Version } from '@schemas/owner-record-schemas';
import { usePublishStatus } from '@/admin/shell/publish-status';
import { useToast } from '@/components/ui/toast';
import { useDialogs } from '@/components/ui/confirm';
import { useLoadErrorInterceptor } from '@/admin/generator/write-context';
import { readableValue } from '@/admin/safety/readable';
import { ChevronIcon, PageHeading, primaryButton, secondaryButton } from './page-ui';

export const HISTORY_LOAD_ERROR = 'Error loading the site history';
export const RESTORE_DONE = 'Restored. The site shows that version now.';
export const RESTORE_FAILED = 'Error restoring that version';

const when = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

const STATUS: Record<EntryDiff['status'], string> = {
  changed: 'Changed since',
  removed: 'Deleted since',
  added: 'Added since (not in this version)',
};

export default function HistoryPage() {
  const backend = useBackend();
  const toast = useToast();
  const { confirm } = useDialogs();
  const intercept = useLoadErrorInterceptor();
  const [versions, setVersions] = useState<Version[] | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const { publishNow } = usePublishStatus();

  useEffect(
    () =>
      backend.data.watchDoc(
        HISTORY_INDEX,
        (data) => setVersions(parseVersions(data)),
        (error) => {
          if (!intercept(error)) toast.error(HISTORY_LOAD_ERROR, error);
          setVersions([]);
        },
      ),
    [backend, intercept, toast],
  );

  const restore = useCallback(
    async (version: Version, target: RestoreTarget, what: string) => {
      const question =
        target.kind === 'site'
          ? `Restore the whole site to the version of ${when(version.at)}? Entries added since go to the trash.`
          : `Restore ${what} to the version of ${when(version.at)}?`;
      if (!(await confirm(question, 'Restore'))) return false;
      try {
        // The entries written back are published, and kept in the history as a version of their own.
        await restoreVersion(backend, version.id, target);
        await publishNow({ note: `Restored ${what} to the version of ${when(version.at)}` });
        toast.success(RESTORE_DONE);
        return true;
      } catch (error) {
        toast.error(RESTORE_FAILED, error);
        return false;
      }
    },
    [backend, confirm, toast, publishNow],
  );

  return (
    <div className="max-w-5xl">
      <PageHeading>History</PageHeading>
      <p className="mb-6 text-stone-700">
        Every change you publish is kept as a version of the site (the latest {HISTORY_LIMIT}). Compare a version with the site now, and restore one entry or the whole
        site to it.
      </p>
      {versions === null && <p role="status">Loading...</p>}
      {versions?.length === 0 && <p>No versions yet. The first one is kept when you next save a change.</p>}
      <ol className="space-y-3">
        {versions?.map((version, index) => {
          const expanded = open === version.id;
          const panel = `version-${version.id}`;
          return (
            <li key={version.id} className="rounded-2xl bg-white shadow-sm">
              <div className="p-4">
                <h2 className="font-serif text-xl">
                  {when(version.at)}
                  {index === 0 && <span className="ml-2 rounded-full bg-sand px-2 py-0.5 font-sans text-xs font-semibold uppercase tracking-wide">Now live</span>}
                </h2>
                {version.note && <p className="text-sm font-medium text-stone-800">{version.note}</p>}
                {version.changes.length > 0 && (
                  <ul className="mt-1 list-disc pl-5 text-sm text-stone-700">
                    {version.changes.map((line, i) => (
                      <li key={i} className="break-words">
                        {line}
                      </li>
                    ))}
                    {version.more > 0 && <li>and {version.more} more</li>}
                  </ul>
                )}
                {index > 0 && (
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panel}
                    onClick={() => setOpen(expanded ? null : version.id)}
                    className={`${secondaryButton} mt-3 inline-flex items-center gap-2`}
                  >
                    <ChevronIcon open={expanded} />
                    Compare with now
                  </button>
                )}
              </div>
              {expanded && (
                <div id={panel} className="border-t border-stone-200 p-4">
                  <VersionDiff version={version} onRestore={restore} />
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function VersionDiff({ version, onRestore }: { version: Version; onRestore: (v: Version, t: RestoreTarget, what: string) => Promise<boolean> }) {
  const backend = useBackend();
  const toast = useToast();
  const [diff, setDiff] = useState<EntryDiff[] | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    diffSince(backend, version.id).then(
      (diff) => live && setDiff(diff),
      (error: unknown) => {
        toast.error(HISTORY_LOAD_ERROR, error);
        if (live) setDiff([]);
      },
    );
    return () => {
      live = false;
    };
  }, [backend, version.id, toast, round]);

  if (diff === null) return <p role="status">Loading...</p>;
  const restorable = diff.filter((d) => d.status !== 'added');
  return (
    <div>
      {diff.length === 0 ? (
        <p>The site now is the same as this version.</p>
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-stone-700">
              {diff.length} {diff.length === 1 ? 'entry differs' : 'entries differ'} from the site now.
            </p>
            <button type="button" className={primaryButton} onClick={() => void onRestore(version, { kind: 'site' }, 'the whole site').then((ok) => ok && setRound((r) => r + 1))}>
              Restore the whole site
            </button>
          </div>
          <ul className="space-y-3">
            {diff.map((d) => {
              const what = d.id === undefined ? d.entity.label : `“${d.title}”`;
              return (
                <li key={`${d.entity.id}/${d.id ?? ''}`} className="rounded-lg border border-stone-200 p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="min-w-0 break-words font-semibold">
                      {d.entity.nav[0]?.label ?? d.entity.label}
                      {d.id !== undefined && `: ${d.title}`}
                    </h3>
                    <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold">{STATUS[d.status]}</span>
                  </div>
                  {d.fields.length > 0 && (
                    <dl className="mt-2 space-y-2 text-sm">
                      {d.fields.map((f) => (
                        <div key={f.key} className="grid gap-2 sm:grid-cols-[10rem_1fr_1fr]">
                          <dt className="font-medium">{f.label}</dt>
                          <dd className="whitespace-pre-line break-words rounded bg-amber-50 p-2">
                            <span className="sr-only">In this version: </span>
                            <span aria-hidden="true" className="block text-xs uppercase tracking-wide text-stone-600">
                              This version
                            </span>
                            {readableValue(f.then)}
                          </dd>
                          <dd className="whitespace-pre-line break-words rounded bg-stone-100 p-2">
                            <span className="sr-only">Now: </span>
                            <span aria-hidden="true" className="block text-xs uppercase tracking-wide text-stone-600">
                              Now
                            </span>
                            {readableValue(f.now)}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  )}
                  {d.status !== 'added' && (
                    <button
                      type="button"
                      className={`${secondaryButton} mt-3`}
                      aria-label={`Restore this entry: ${d.id === undefined ? d.entity.label : d.title}`}
                      onClick={() => void onRestore(version, { kind: 'entry', entity: d.entity, id: d.id }, what).then((ok) => ok && setRound((r) => r + 1))}
                    >
                      Restore this entry
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {restorable.length === 0 && <p className="mt-3 text-sm">Only entries added since differ; restoring the whole site moves them to the trash.</p>}
        </>
      )}
    </div>
  );
}
