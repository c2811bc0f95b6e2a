// /services: every service as on the home page (its block's texts), the title as the page's h1, and a closing line.
import { Link } from 'react-router-dom';
import { pageTextsEntity } from '@schemas/published';
import { ServicesSection } from '@/blocks/services-section';
import { buttonPrimary } from '@/blocks/ui/ui-classes';
import { useDocWithDefaults, useHomeBlock } from '@/blocks/content-defaults';

export default function ServicesPage() {
  const block = useHomeBlock('Services');
  const texts = useDocWithDefaults(pageTextsEntity).services;
  return (
    <>
      <ServicesSection block={block} headingLevel={1} />
      <div className="px-6 pb-20 text-center">
        <p className="mb-5 font-serif text-2xl text-espresso">{texts.closing}</p>
        <Link to="/contact" className={buttonPrimary}>
          {texts.button}
        </Link>
      </div>
    </>
  );
}
