// /prices: the price list, group by group in the owner's order, under the page's texts.
import { pageTextsEntity, priceGroupEntity } from '@schemas/published';
import { usePublishedItems } from '@/blocks/content';
import { PriceGroupCard } from '@/blocks/price-list';
import { PageHeader } from '@/blocks/ui/page-header';
import { BookButton } from '@/blocks/ui/book-now';
import { useDocWithDefaults } from '@/blocks/content-defaults';

export default function PricesPage() {
  const groups = usePublishedItems(priceGroupEntity);
  const texts = useDocWithDefaults(pageTextsEntity).prices;
  return (
    <>
      <PageHeader kicker={texts.kicker} title={texts.title}>
        <p>{texts.intro}</p>
      </PageHeader>
      <div className="px-4 py-14 sm:px-6 sm:py-20">
        {groups.length > 0 && (
          <div className="mx-auto max-w-6xl gap-6 space-y-6 md:columns-2 lg:columns-3">
            {groups.map((group) => (
              <PriceGroupCard key={group.id} group={group} />
            ))}
          </div>
        )}
        <div className="mt-14 text-center">
          <BookButton label={texts.button} fallback="page" />
        </div>
      </div>
    </>
  );
}
