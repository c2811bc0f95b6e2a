// A category page (/vitamins, /injectables, ...): its header (title, introduction, picture) and its treatments as
// cards; a card opens the treatment's modal with its details and prices, read from the price list. The modal
// (./treatment-dialog) is the same wherever a card of it opens one (a category page, the Services section, /services).
import { useId } from 'react';
import type { Category } from '@schemas/collections/category';
import { BookButton } from './ui/book-now';
import { TreatmentDialog, type TreatmentView } from './treatment-dialog';
import TreatmentResults from './gallery';
import { CardShell } from './ui/card-shell';
import { PageHeader } from './ui/page-header';
import { RichText } from './ui/rich-text';
import { dialogId, type ItemAddress } from './ui/site-dialog';
import { CARD_SIZES_3, SiteImage } from './ui/site-image';
import { pricesOf } from '@/lib/catalogue';
import type { PriceGroupView } from '@/lib/price-text';

export type CategoryView = Partial<Omit<Category, 'order'>>;

export function TreatmentCard({ treatment, price, eager = false, opens, href }: { treatment: TreatmentView; price: string | undefined; eager?: boolean; opens?: string; href?: string }) {
  return (
    <CardShell opens={opens} href={href}>
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

/**
 * The whole page below the site's header. In the admin's preview (`interactive` off) the cards open nothing and
 * the title is an h2.
 */
export function CategoryPageContent({
  category,
  treatments,
  kicker,
  bookLabel,
  priceGroups,
  addressOf,
  interactive = true,
}: {
  category: CategoryView;
  treatments: readonly TreatmentView[];
  kicker: string;
  bookLabel: string;
  priceGroups: readonly PriceGroupView[];
  /** Each treatment's own address, when it has one (on the site; the admin's preview has none). */
  addressOf?: (treatment: TreatmentView) => ItemAddress | undefined;
  interactive?: boolean;
}) {
  const baseId = useId();

  return (
    <>
      <PageHeader kicker={kicker} title={category.title ?? ''} image={category.image} level={interactive ? 1 : 2}>
        {category.intro && <RichText value={category.intro} />}
      </PageHeader>
      {treatments.length > 0 && (
        <div className="px-4 py-14 sm:px-6 sm:py-20">
          <ul className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {treatments.map((t, index) => {
              const prices = pricesOf({ prices: t.prices ?? [] }, priceGroups);
              const opens = interactive ? dialogId(baseId, `treatment-${index}`) : undefined;
              const address = addressOf?.(t);
              return (
                <li key={`${index}-${t.id}`}>
                  <TreatmentCard treatment={t} price={prices[0]} eager={index === 0} opens={opens} href={address?.path} />
                  {opens && (
                    <TreatmentDialog
                      id={opens}
                      treatment={t}
                      prices={prices}
                      address={address}
                      action={<BookButton label={bookLabel} own={t.bookingUrl} fallback="page" />}
                    >
                      {t.id && <TreatmentResults treatment={t.id} />}
                    </TreatmentDialog>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </>
  );
}
