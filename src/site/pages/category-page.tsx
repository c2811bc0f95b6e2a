// A category page (/vitamins, /injectables, ...): the category-page entry whose slug is this address, its prices
// read from the price list. An address whose entry the owner has removed shows the not-found page.
import { useLocation } from 'react-router-dom';
import { categoryPageEntity, pageTextsEntity, priceGroupEntity } from '@schemas/published';
import { usePublishedItems, useSiteContent } from '@/blocks/content';
import { CategoryPageContent } from '@/blocks/category-page-view';
import { priceText } from '@/blocks/price-list';
import { useDocWithDefaults } from '@/blocks/content-defaults';
import NotFoundPage from './not-found-page';

export default function CategoryPage() {
  const slug = useLocation().pathname.replace(/^\/|\/$/g, '');
  const { content } = useSiteContent();
  const page = usePublishedItems(categoryPageEntity).find((p) => p.slug === slug);
  const groups = usePublishedItems(priceGroupEntity);
  const texts = useDocWithDefaults(pageTextsEntity).categories;
  if (!content) return null;
  if (!page) return <NotFoundPage />;
  return <CategoryPageContent page={page} kicker={texts.kicker} bookLabel={texts.button} priceOf={(id) => priceText(groups, id)} />;
}
