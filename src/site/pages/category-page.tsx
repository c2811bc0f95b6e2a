// A category page (/injectables, /vitamins, …): the published category whose address this is, with every
// treatment filed under it, their prices read from the price list. Any other address shows the not-found page.
import { useParams } from 'react-router-dom';
import { pageTextsEntity, priceGroupEntity } from '@schemas/published';
import { usePublishedItems, useSiteContent } from '@/blocks/content';
import { CategoryPageContent } from '@/blocks/category-page-view';
import { treatmentAddress, treatmentsIn } from '@/lib/catalogue';
import { useCategories, useTreatments } from '@/blocks/use-catalogue';
import { useDocWithDefaults } from '@/blocks/content-defaults';
import NotFoundPage from './not-found-page';

export default function CategoryPage() {
  const slug = useParams().category ?? '';
  const { content } = useSiteContent();
  const categories = useCategories();
  const category = categories.find((c) => c.slug === slug);
  const treatments = useTreatments();
  const groups = usePublishedItems(priceGroupEntity);
  const texts = useDocWithDefaults(pageTextsEntity).categories;
  if (!content) return null;
  if (!category) return <NotFoundPage />;
  // Keyed by address: moving from one category page to another starts afresh (no modal open).
  return (
    <CategoryPageContent
      key={slug}
      category={category}
      treatments={treatmentsIn(category, treatments)}
      kicker={texts.kicker}
      bookLabel={texts.button}
      priceGroups={groups}
      addressOf={(t) => (t.slug ? treatmentAddress({ slug: t.slug, category: t.category }, categories) : undefined)}
    />
  );
}
