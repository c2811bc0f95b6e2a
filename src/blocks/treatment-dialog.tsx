// One treatment's modal, as its card opens it wherever the card is (a category page, the home page's Services,
// /services): picture, title, card text, benefits and downtime, then its facts and a booking button.
import type { ReactNode } from 'react';
import type { Treatment } from '@schemas/collections/treatment';
import { DetailDialog, type DetailItem } from './ui/detail-modal';
import { RichText } from './ui/rich-text';
import type { ItemAddress } from './ui/site-dialog';
import { treatmentEntity } from '@schemas/published';
import { referringEntries } from './referring-entries';
import { useSiteContent } from './content';
import { useToday } from '@/lib/today';

export type TreatmentView = Partial<Omit<Treatment, 'order'>> & { id?: string };

/** What a treatment's modal shows above its facts: picture, title, card text, benefits and downtime. */
export function treatmentDetail(treatment: TreatmentView): DetailItem {
  return { title: treatment.title, image: treatment.image, text: treatment.description, benefits: treatment.benefits, downtime: treatment.downtime };
}

/**
 * The modal's facts: the long description, then prices, duration, details, recommendations and aftercare, each when
 * present, then who performs it (the providers whose pages link to it).
 */
export function TreatmentFacts({ treatment, prices }: { treatment: TreatmentView; prices: readonly string[] }) {
  const facts: Array<[term: string, value: string | null | undefined, wide: boolean]> = [
    [prices.length > 1 ? 'Prices' : 'Price', prices.join(' · '), false],
    ['Duration', treatment.duration, false],
    ['Details', treatment.details, false],
    ['Recommended', treatment.recommendations, true],
    ['Aftercare', treatment.aftercare, true],
  ];
  const shown = facts.filter(([, value]) => value);
  const { content } = useSiteContent();
  const referrers = referringEntries(content, treatmentEntity.path, treatment.id, useToday());
  return (
    <>
      <RichText value={treatment.longDescription} className="leading-relaxed text-espresso/85" align="start" />
      {shown.length > 0 && (
        <dl className="grid gap-3 rounded-xl bg-white p-4 text-sm sm:grid-cols-2">
          {shown.map(([term, value, wide]) => (
            <div key={term} className={wide ? 'sm:col-span-2' : ''}>
              <dt className="text-xs font-semibold uppercase tracking-[0.18em] text-espresso/75">{term}</dt>
              <dd className="mt-0.5 text-espresso">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {referrers.map(({ label, entries }) => (
        <div key={label} className="text-sm">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-espresso/75">{label}</p>
          <ul className="mt-1 space-y-1">
            {entries.map((e) => (
              <li key={e.id} className="text-espresso">
                {e.path ? (
                  <a href={e.path} className="inline-flex min-h-11 items-center font-medium underline underline-offset-4">
                    {e.name}
                  </a>
                ) : (
                  <span className="font-medium">{e.name}</span>
                )}
                {e.note && <span className="text-espresso/75">, {e.note}</span>}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

/**
 * One treatment's modal, opened by its card; `address`: the treatment's own address, which the modal shows;
 * `children`: what the page adds after its facts (a category page, its results).
 */
export function TreatmentDialog({ id, treatment, prices, address, action, children }: { id: string; treatment: TreatmentView; prices: readonly string[]; address?: ItemAddress; action: ReactNode; children?: ReactNode }) {
  return (
    <DetailDialog id={id} item={treatmentDetail(treatment)} address={address} action={action}>
      <TreatmentFacts treatment={treatment} prices={prices} />
      {children}
    </DetailDialog>
  );
}
