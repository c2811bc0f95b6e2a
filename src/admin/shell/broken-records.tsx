// Stored records of the current page's entity that do not match its schema: listed where the owner edits that
// entity, with what is wrong in plain words, the data as stored, and a Delete. Parts that could be left out
// (an element, a social address) are; a record that cannot be read at all is hidden from the site until fixed.
import { useEffect, useId, useState } from 'react';
import type { EntityDef } from '@schemas/kit/define-entity';
import { useBackend } from '@/app/backend-context';
import { watchProblems, type RecordProblem } from '@/backend/entity-store';
import { useDialogs } from '@/components/ui/confirm';
import { useToast } from '@/components/ui/toast';
import { useAfterWrite } from '@/admin/generator/write-context';

export function BrokenRecords({ entity }: { entity: EntityDef }) {
  const backend = useBackend();
  const toast = useToast();
  const afterWrite = useAfterWrite();
  const { confirm } = useDialogs();
  const [problems, setProblems] = useState<RecordProblem[]>([]);
  const headingId = useId();

  useEffect(() => {
    setProblems([]);
    // A failed read is reported by the page itself; this panel then shows nothing.
    return watchProblems(backend, entity, setProblems, () => setProblems([]));
  }, [backend, entity]);

  if (!problems.length) return null;

  async function remove(problem: RecordProblem) {
    if (!(await confirm(`Are you sure you want to delete the stored record "${problem.path}"? This cannot be undone.`))) return;
    try {
      await backend.data.deleteDoc(problem.path);
      toast.success(`Deleted ${problem.path}`);
      afterWrite();
    } catch (error) {
      toast.error(entity.messages.deleteError, error);
    }
  }

  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-lg border border-amber-400 bg-amber-50 p-4 text-sm text-stone-900">
      <h2 id={headingId} className="text-base font-semibold">
        {problems.length === 1 ? 'One stored record does not match its form' : `${problems.length} stored records do not match their form`}
      </h2>
      <ul className="mt-3 space-y-4">
        {problems.map((p) => (
          <li key={p.path} className="rounded-md border border-amber-300 bg-white p-3">
            <p className="font-mono text-[13px] break-all">{p.path}</p>
            <p className="mt-1">
              {p.skipped
                ? 'It is not shown on the site or in this page until it is fixed or deleted.'
                : 'It is shown without the parts below, which are left out until it is saved again.'}
            </p>
            <ul className="mt-1 list-disc pl-5 text-red-800">
              {p.problems.map((text) => (
                <li key={text} className="break-words">
                  {text}
                </li>
              ))}
            </ul>
            <details className="mt-2">
              <summary className="cursor-pointer text-stone-700 underline underline-offset-2">Show the stored data</summary>
              <pre className="mt-2 max-h-64 overflow-auto rounded bg-stone-100 p-2 text-xs whitespace-pre-wrap break-all">{JSON.stringify(p.data, null, 2)}</pre>
            </details>
            <p className="mt-2 text-stone-700">
              {p.skipped ? 'Delete it, or enter the content again in the form and then delete this copy.' : 'Saving it again from this page stores it without the parts left out.'}
            </p>
            <button type="button" onClick={() => void remove(p)} className="mt-2 rounded-md border border-red-700 px-3 py-1.5 font-semibold text-red-800 hover:bg-red-50">
              Delete {p.path}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
