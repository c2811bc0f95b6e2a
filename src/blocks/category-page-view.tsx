// A category page (/vitamins, /injectables, ...): its header (title, introduction, picture) and its treatments as
// cards; a card opens the treatment's modal with its details and price, the price read from the price list.
import { useId } from 'react';
import type { CategoryPage, CategoryTreatment } from '@schemas/collections/category-page';
import { BookButton } from './ui/book-now';
import { bookingUrlFor, useSiteBookingUrl } from './ui/booking-link';
import { DetailDialog } from './ui/detail-modal';
import { CardShell } from './ui/card-shell';
import { PageHeader } from './ui/page-header';
import { dialogId } from './ui/site-dialog';
import { CARD_SIZES_3, SiteImage } from './ui/site-image';

export type CategoryTreatmentView = Partial<CategoryTreatment>;
export type CategoryPageView = Partial<Omit<CategoryPage, 'order' | 'treatments'>> & { treatments?: readonly CategoryTreatmentView[] };

export function CategoryCard({ treatment, price, eager = false, opens }: { treatment: CategoryTreatmentView; price: string | null; eager?: boolean; opens?: string }) {
  return (
    <CardShell opens={opens}>
      <SiteImage src={treatment.image} sizes={CARD_SIZES_3} width={800} height={600} eager={eager} className="aspect-[4/3] w-full bg-sand object-cover" />
      <span className="flex flex-1 flex-col gap-2 p-5 sm:p-6">
        <span className="font-serif text-2xl font-semibold leading-snug text-espresso">{treatment.title}</span>
        {treatment.description && <span className="text-espresso/80">{treatment.description}</span>}
        <span className="mt-auto flex items-center justify-between gap-3 pt-3 text-sm">
          {price && <span className="font-semibold text-gold">{price}</span>}
          {treatment.duration && <span className="ml-auto text-right text-espresso/75">{treatment.duration}</span>}
        </span>
      </span>
    </CardShell>
  );
}

/** The modal's facts: price, duration, details, recommendations and aftercare, each when present. */
function TreatmentFacts({ treatment, price }: { treatment: CategoryTreatmentView; price: string | null }) {
  const facts: Array<[term: string, value: string | null | undefined, wide: boolean]> = [
    ['Price', price, false],
    ['Duration', treatment.duration, false],
    ['Details', treatment.details, false],
    ['Recommended', treatment.recommendations, true],
    ['Aftercare', treatment.aftercare, true],
  ];
  return (
    <>
      {treatment.longDescription && <p className="leading-relaxed text-espresso/85">{treatment.longDescription}</p>}
      <dl className="grid gap-3 rounded-xl bg-white p-4 text-sm sm:grid-cols-2">
        {facts.map(([term, value, wide]) =>
          value ? (
            <div key={term} className={wide ? 'sm:col-span-2' : ''}>
              <dt className="text-xs font-semibold uppercase tracking-[0.18em] text-espresso/75">{term}</dt>
              <dd className="mt-0.5 text-espresso">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </>
  );
}

/**
 * The whole page below the site's header. `priceOf` turns a treatment's price-list id into its text (null when
 * the price list has no such item: then no price shows). In the admin's preview (`interactive` off) the cards
 * open nothing and the title is an h2.
 */
export function CategoryPageContent({
  page,
  kicker,
  bookLabel,
  priceOf,
  interactive = true,
}: {
  page: CategoryPageView;
  kicker: string;
  bookLabel: string;
  priceOf: (id: string) => string | null;
  interactive?: boolean;
}) {
  const baseId = useId();
  const siteBookingUrl = useSiteBookingUrl();
  const treatments = page.treatments ?? [];
  const price = (t: CategoryTreatmentView) => (t.price ? priceOf(t.price) : null);

  return (
    <>
      <PageHeader kicker={kicker} title={page.title ?? ''} image={page.image} level={interactive ? 1 : 2}>
        {page.intro && <p>{page.intro}</p>}
      </PageHeader>
      {treatments.length > 0 && (
        <div className="px-4 py-14 sm:px-6 sm:py-20">
          <ul className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {treatments.map((t, index) => (
              <li key={`${index}-${t.id}`}>
                <CategoryCard treatment={t} price={price(t)} eager={index === 0} opens={interactive ? dialogId(baseId, `treatment-${index}`) : undefined} />
                {interactive && (
                  <DetailDialog
                    id={dialogId(baseId, `treatment-${index}`)}
                    item={{ title: t.title, image: t.image, text: t.description, benefits: t.benefits, downtime: t.downtime }}
                    action={<BookButton label={bookLabel} bookingUrl={bookingUrlFor(t.bookingUrl, siteBookingUrl)} toContact />}
                  >
                    <TreatmentFacts treatment={t} price={price(t)} />
                  </DetailDialog>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
