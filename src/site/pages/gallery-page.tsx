// /gallery: every before-and-after result whose consent holds, in the owner's order, filterable by
// treatment (buttons that narrow the list in place), a page of results at a time: the first ones are in the page
// as it arrives, "Show more results" adds the next ones (a gallery of hundreds stays a light page on a phone).
// Narrowing and more results need the page's script; without it the first page of results shows.
import { useEffect, useRef, useState } from 'react';
import { pageTextsEntity } from '@schemas/published';
import { GALLERY_TREATMENT_PARAM } from '@schemas/kit/addresses';
import { useSiteContent } from '@/blocks/content';
import { useDocWithDefaults } from '@/blocks/content-defaults';
import { ResultFigure, useResults, type ResultTreatment } from '@/blocks/gallery';
import { PageHeader } from '@/blocks/ui/page-header';
import { useCategories, useTreatments } from '@/blocks/use-catalogue';
import { treatmentPath } from '@/lib/catalogue';

/** Results shown at first and added by each "Show more results": whole rows of two and of three. */
export const RESULTS_PER_PAGE = 24;

const chip = 'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors';

export default function GalleryPage() {
  const { status } = useSiteContent();
  const texts = useDocWithDefaults(pageTextsEntity).gallery;
  const results = useResults();
  const categories = useCategories();
  const treatments = new Map<string, ResultTreatment>(
    useTreatments().flatMap((t) => (typeof t.title === 'string' ? [[t.id, { title: t.title, ...(typeof t.slug === 'string' ? { path: treatmentPath({ slug: t.slug, category: t.category }, categories) } : {}) }]] : [])),
  );
  // The treatments that have results, in the order their first result shows.
  const shownTreatments = [...new Set(results.map((r) => r.treatment))].flatMap((id) => {
    const t = treatments.get(id);
    return t ? [{ id, title: t.title }] : [];
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const [count, setCount] = useState(RESULTS_PER_PAGE);
  // A treatment's page links here narrowed to its results (?treatment=<its id>). The page arrives as it is for
  // every visitor, and narrows once it runs.
  const asked = useRef(typeof location === 'undefined' ? null : new URLSearchParams(location.search).get(GALLERY_TREATMENT_PARAM));
  useEffect(() => {
    if (asked.current && results.some((r) => r.treatment === asked.current)) {
      setChosen(asked.current);
      asked.current = null;
    }
  }, [results]);
  const matching = chosen ? results.filter((r) => r.treatment === chosen) : results;
  const shown = matching.slice(0, count);
  // The first result "Show more results" added takes the focus: the button goes once the last ones show.
  const grid = useRef<HTMLDivElement>(null);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  useEffect(() => {
    if (focusAt === null) return;
    (grid.current?.children[focusAt] as HTMLElement | undefined)?.focus();
    setFocusAt(null);
  }, [focusAt]);
  return (
    <>
      <PageHeader title={texts.title}>
        <p>{texts.intro}</p>
      </PageHeader>
      <div className="px-4 py-14 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-6xl">
          {shownTreatments.length > 1 && (
            <div role="group" aria-label="Show results for" className="mb-8 flex flex-wrap justify-center gap-2">
              {[{ id: null, title: 'All treatments' }, ...shownTreatments].map((t) => (
                <button
                  key={t.id ?? 'all'}
                  type="button"
                  aria-pressed={chosen === t.id}
                  onClick={() => {
                    asked.current = null;
                    setChosen(t.id);
                    setCount(RESULTS_PER_PAGE);
                  }}
                  className={`${chip} ${chosen === t.id ? 'border-espresso bg-espresso text-ivory' : 'border-espresso/30 bg-white text-espresso hover:border-espresso'}`}
                >
                  {t.title}
                </button>
              ))}
            </div>
          )}
          {status !== 'loading' && results.length === 0 && <p className="text-center text-espresso/85">No results are shown right now. Please check back soon.</p>}
          <div ref={grid} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((entry) => (
              <div key={entry.id} tabIndex={-1} className="rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-gold">
                <ResultFigure entry={entry} treatment={treatments.get(entry.treatment)} note={texts.note} />
              </div>
            ))}
          </div>
          {matching.length > shown.length && (
            <div className="mt-10 flex flex-col items-center gap-3 text-center">
              <p className="text-sm text-espresso/85">
                {shown.length} of {matching.length} results shown
              </p>
              <button
                type="button"
                onClick={() => {
                  setFocusAt(shown.length);
                  setCount(shown.length + RESULTS_PER_PAGE);
                }}
                className="inline-flex min-h-11 items-center rounded-full border border-espresso px-6 text-sm font-semibold uppercase tracking-[0.14em] text-espresso hover:bg-espresso hover:text-ivory"
              >
                Show more results
              </button>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
