// Services: "Our Services" as a grid of cards (2 columns, 3 on large screens); a card opens the service's modal.
import { useState } from 'react';
import type { Service } from '@schemas/collections/service';
import { useSiteContent } from '../data/site-content';
import { DetailModal } from '../components/detail-modal';
import { useBookNow } from '../components/book-now';
import { buttonPrimary, card, eyebrow, sectionTitle } from '../components/ui-classes';

type ServiceItem = Service & { id: string };

export function ServicesSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { content, status } = useSiteContent();
  const [selected, setSelected] = useState<ServiceItem | null>(null);
  const close = () => setSelected(null);
  const bookNow = useBookNow(close);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const services = content?.services ?? [];

  return (
    <section aria-labelledby="services-heading" className="bg-white/60 px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <div className="mb-10 text-center">
          <p className={eyebrow}>Treatments & Care</p>
          <Heading id="services-heading" className={`mt-3 ${sectionTitle}`}>
            Our Services
          </Heading>
        </div>
        {status === 'loading' ? (
          <p className="text-center text-espresso/80">Loading services...</p>
        ) : services.length === 0 ? (
          <p className="text-center text-espresso/80">No services available.</p>
        ) : (
          // On the services page the first row is in view at once, so its images load without waiting for layout.
          <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
            {services.map((service, index) => (
              <li key={service.id}>
                <button type="button" className={card} onClick={() => setSelected(service)} aria-haspopup="dialog">
                  <img src={service.image} alt="" width={800} height={600} loading={headingLevel === 1 && index < 2 ? 'eager' : 'lazy'} className="aspect-[4/3] w-full bg-sand object-cover" />
                  <span className="flex flex-1 flex-col gap-1.5 p-3 sm:p-5">
                    <span className="font-serif text-lg font-semibold leading-snug text-espresso sm:text-2xl">{service.name}</span>
                    <span className="line-clamp-3 text-sm leading-relaxed text-espresso/80 sm:text-base">{service.description}</span>
                    <span className="mt-auto pt-2 text-xs font-semibold uppercase tracking-[0.18em] text-gold">Learn more</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <DetailModal
        item={selected && { title: selected.name, image: selected.image, text: selected.longDescription, benefits: selected.benefits, downtime: selected.downtime }}
        onClose={close}
        action={
          <button type="button" className={buttonPrimary} onClick={bookNow}>
            Book Now
          </button>
        }
      />
    </section>
  );
}
