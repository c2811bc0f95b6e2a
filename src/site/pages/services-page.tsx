// /services: the treatments the home page's Services section shows (its block's texts), the title as the page's
// h1, and a closing line. A treatment without a category has its own address under it (/services/{slug}): there
// the page shows its modal, also when the section does not list it.
import { use, useId } from 'react';
import { pageTextsEntity, priceGroupEntity } from '@schemas/published';
import { ServicesSection } from '@/blocks/services-section';
import { useDocWithDefaults, useHomeBlock } from '@/blocks/content-defaults';
import { usePublishedItems } from '@/blocks/content';
import { chosenTreatments, orderedTreatments, pricesOf, treatmentAddress } from '@/lib/catalogue';
import { TreatmentDialog } from '@/blocks/treatment-dialog';
import TreatmentResults from '@/blocks/gallery';
import { useCategories, useTreatments } from '@/blocks/use-catalogue';
import { AddressContext, dialogId } from '@/blocks/ui/site-dialog';
import { BookButton } from '@/blocks/ui/book-now';

/** The modal of the treatment whose address this is, when the section above does not show it. */
function AddressedTreatment({ block }: { block: ReturnType<typeof useHomeBlock<'Services'>> }) {
  const address = use(AddressContext);
  const categories = useCategories();
  const treatments = useTreatments();
  const groups = usePublishedItems(priceGroupEntity);
  const id = useId();
  const shown = new Set(chosenTreatments(block, treatments).map((t) => t.id));
  const treatment = orderedTreatments(treatments).find((t) => !shown.has(t.id) && treatmentAddress(t, categories).path === address);
  if (!treatment) return null;
  return (
    <TreatmentDialog
      id={dialogId(id, 'addressed')}
      treatment={treatment}
      prices={pricesOf(treatment, groups)}
      address={treatmentAddress(treatment, categories)}
      action={<BookButton label={block.bookLabel} own={treatment.bookingUrl} />}
    >
      <TreatmentResults treatment={treatment.id} />
    </TreatmentDialog>
  );
}

export default function ServicesPage() {
  const block = useHomeBlock('Services');
  const texts = useDocWithDefaults(pageTextsEntity).services;
  return (
    <>
      <ServicesSection block={block} headingLevel={1} extra={(id) => <TreatmentResults treatment={id} />} />
      <AddressedTreatment block={block} />
      <div className="px-6 pb-20 text-center">
        <p className="mb-5 font-serif text-2xl text-espresso">{texts.closing}</p>
        <BookButton label={texts.button} fallback="page" />
      </div>
    </>
  );
}
