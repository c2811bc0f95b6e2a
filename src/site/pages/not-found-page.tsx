// Any address without a page.
import { pageTextsEntity } from '@schemas/published';
import { PageHeader } from '@/blocks/ui/page-header';
import { buttonPrimary } from '@/blocks/ui/ui-classes';
import { useDocWithDefaults } from '@/blocks/content-defaults';

export default function NotFoundPage() {
  const texts = useDocWithDefaults(pageTextsEntity).notFound;
  return (
    <>
      <PageHeader kicker="404" title={texts.title}>
        <p>{texts.text}</p>
      </PageHeader>
      <div className="px-6 py-14 text-center">
        <a href="/" className={buttonPrimary}>
          {texts.button}
        </a>
      </div>
    </>
  );
}
