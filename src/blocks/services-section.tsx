// Services: a grid of cards (2 columns, 3 on large screens) of the catalogue entries the block chooses, under its
// title; a card opens the treatment's modal (the same wherever it is shown) with the block's booking button.
import { useId, type ReactNode } from 'react';
import { priceGroupEntity } from '@schemas/published';
import type { BlockData, BlockProps, HeadingLevel } from './block-props';
import { usePublishedItems, useSiteContent } from './content';
import { chosenTreatments, pricesOf, treatmentAddress } from '@/lib/catalogue';
import { TreatmentDialog, type TreatmentView } from './treatment-dialog';
import { useCategories, useTreatments } from './use-catalogue';
import { BookButton } from './ui/book-now';
import { CardShell } from './ui/card-shell';
import { dialogId } from './ui/site-dialog';
import { eyebrow, sectionTitle } from './ui/ui-classes';
import { CARD_SIZES_3, SiteImage } from './ui/site-image';

export function ServiceCard({ service, linkText, eager = false, opens, href }: { service: TreatmentView; linkText: string; eager?: boolean; opens?: string; href?: string }) {
  return (
    <CardShell opens={opens} href={href}>
      <SiteImage src={service.image} sizes={CARD_SIZES_3} width={800} height={600} eager={eager} className="aspect-[4/3] w-full bg-sand object-cover" />
      <span className="flex flex-1 flex-col gap-1.5 p-3 sm:p-5">
        <span className="font-serif text-lg font-semibold leading-snug text-espresso sm:text-2xl">{service.title}</span>
        {service.description && <span className="line-clamp-3 text-sm leading-relaxed text-espresso/80 sm:text-base">{service.description}</span>}
        <span className="mt-auto pt-2 text-xs font-semibold uppercase tracking-[0.18em] text-gold">{linkText}</span>
      </span>
    </CardShell>
  );
}

/** `extra`: what a page adds to each treatment's modal after its facts (the services page, its results). */
export function ServicesSection({ block, headingLevel = 2, extra }: { block: BlockData<'Services'>; headingLevel?: HeadingLevel; extra?: (treatment: string) => ReactNode }) {
  const { status } = useSiteContent();
  const services = chosenTreatments(block, useTreatments());
  const groups = usePublishedItems(priceGroupEntity);
  const categories = useCategories();
  const baseId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section aria-labelledby="services-heading" className="bg-white/60 px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <div className="mb-10 text-center">
          <p className={eyebrow}>{block.eyebrow}</p>
          <Heading id="services-heading" className={`mt-3 ${sectionTitle}`}>
            {block.title}
          </Heading>
        </div>
        {status === 'loading' ? (
          <p className="text-center text-espresso/80">{block.loadingText}</p>
        ) : services.length === 0 ? (
          <p className="text-center text-espresso/80">{block.emptyText}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
            {services.map((service, index) => {
              const address = treatmentAddress(service, categories);
              return (
                <li key={service.id}>
                  {/* On the services page the first row is in view at once: its images load without waiting. */}
                  <ServiceCard service={service} linkText={block.cardLink} eager={headingLevel === 1 && index < 2} opens={dialogId(baseId, `service-${index}`)} href={address.path} />
                  <TreatmentDialog
                    id={dialogId(baseId, `service-${index}`)}
                    treatment={service}
                    prices={pricesOf(service, groups)}
                    address={address}
                    action={<BookButton label={block.bookLabel} own={service.bookingUrl} />}
                  >
                    {extra?.(service.id)}
                  </TreatmentDialog>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}

export function ServicesBlock({ block }: BlockProps<'Services'>) {
  return <ServicesSection block={block} />;
}
