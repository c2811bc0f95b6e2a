// A category page (/vitamins, /injectables, ...): static treatments as cards; a card opens its modal.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { parsePageTreatments, type CategorySlug, type PageTreatment } from '@schemas/static/page-treatment';
import { CATEGORY_PAGES } from '../content/category-pages';
import { DetailModal } from '../components/detail-modal';
import { buttonPrimary, card } from '../components/ui-classes';
import { PageHeader } from './page-header';

export default function CategoryPage({ slug }: { slug: CategorySlug }) {
  const page = CATEGORY_PAGES[slug];
  const treatments = useMemo(
    () => parsePageTreatments(page.treatments, (index, issues) => console.warn(`Skipped invalid ${slug} treatment #${index}`, issues)),
    [page, slug],
  );
  const [selected, setSelected] = useState<PageTreatment | null>(null);

  return (
    <>
      <PageHeader kicker="Treatments" title={page.title}>
        <p>{page.intro}</p>
      </PageHeader>
      <div className="px-4 py-14 sm:px-6 sm:py-20">
        <ul className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {treatments.map((t, index) => (
            <li key={t.id}>
              <button type="button" className={card} onClick={() => setSelected(t)} aria-haspopup="dialog">
                <img src={t.image} alt="" width={800} height={600} loading={index === 0 ? 'eager' : 'lazy'} className="aspect-[4/3] w-full bg-sand object-cover" />
                <span className="flex flex-1 flex-col gap-2 p-5 sm:p-6">
                  <span className="font-serif text-2xl font-semibold leading-snug text-espresso">{t.title}</span>
                  <span className="text-espresso/80">{t.description}</span>
                  <span className="mt-auto flex items-center justify-between gap-3 pt-3 text-sm">
                    <span className="font-semibold text-gold">{t.price}</span>
                    <span className="text-espresso/75">{t.duration}</span>
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <DetailModal
        item={selected && { title: selected.title, image: selected.image, text: selected.description, benefits: selected.benefits, downtime: selected.downtime }}
        onClose={() => setSelected(null)}
        action={
          <Link to="/contact" className={buttonPrimary}>
            Book Now
          </Link>
        }
      >
        {selected && (
          <>
            <p className="leading-relaxed text-espresso/85">{selected.longDescription}</p>
            <dl className="grid gap-3 rounded-xl bg-white p-4 text-sm sm:grid-cols-2">
              {(
                [
                  ['Price', selected.price],
                  ['Duration', selected.duration],
                  ['Details', selected.details],
                  ['Recommended', selected.recommendations],
                  ['Aftercare', selected.aftercare],
                ] as const
              ).map(([term, value]) => (
                <div key={term} className={term === 'Aftercare' || term === 'Recommended' ? 'sm:col-span-2' : ''}>
                  <dt className="text-xs font-semibold uppercase tracking-[0.18em] text-espresso/75">{term}</dt>
                  <dd className="mt-0.5 text-espresso">{value}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </DetailModal>
    </>
  );
}
