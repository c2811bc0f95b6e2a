// /specials: every offer as on the home page (its block's texts), or a plain note when there are none.
import { pageTextsEntity, specialOfferEntity } from '@schemas/published';
import { usePublishedItems, useSiteContent } from '@/blocks/content';
import { SpecialOffersSection } from '@/blocks/special-offers-section';
import { PageHeader } from '@/blocks/ui/page-header';
import { useDocWithDefaults, useHomeBlock } from '@/blocks/content-defaults';

export default function SpecialsPage() {
  const { status } = useSiteContent();
  const offers = usePublishedItems(specialOfferEntity);
  const block = useHomeBlock('SpecialOffers');
  const texts = useDocWithDefaults(pageTextsEntity).specials;
  if (status !== 'loading' && offers.length === 0) {
    return (
      <PageHeader kicker={block.eyebrow} title={block.title}>
        <p>{texts.empty}</p>
      </PageHeader>
    );
  }
  return <SpecialOffersSection block={block} headingLevel={1} />;
}
