import { useSiteContent } from '../data/site-content';
import { SpecialOffersSection } from '../sections/special-offers-section';
import { PageHeader } from './page-header';

export default function SpecialsPage() {
  const { content, status } = useSiteContent();
  if (status !== 'loading' && (content?.specials.length ?? 0) === 0) {
    return (
      <PageHeader kicker="Limited Time" title="Special Offers">
        <p>There are no special offers right now. Please check back soon.</p>
      </PageHeader>
    );
  }
  return <SpecialOffersSection headingLevel={1} />;
}
