// Special Offers: 2-column grid of offer cards; a card opens the offer's modal with its rules and how to redeem.
import { useState } from 'react';
import type { SpecialOffer } from '@schemas/collections/special-offer';
import { Modal } from '@/components/ui/modal';
import { useSiteContent } from '../data/site-content';
import { useBookNow } from '../components/book-now';
import { buttonPrimary, card, eyebrow, sectionTitle } from '../components/ui-classes';

type OfferItem = SpecialOffer & { id: string };

const RULES = ['Cannot be combined with other offers', 'Subject to availability', 'New clients only unless otherwise specified'];
const redeemSteps = (code: string) => ['Book your appointment', `Mention promo code ${code} when booking`, 'Present your code at check-in'];

export function SpecialOffersSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { content, status } = useSiteContent();
  const [selected, setSelected] = useState<OfferItem | null>(null);
  const close = () => setSelected(null);
  const bookNow = useBookNow(close);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const offers = content?.specials ?? [];

  if (status === 'loading') return <p className="px-6 py-16 text-center text-espresso/80">Loading special offers...</p>;
  if (offers.length === 0) return null;

  return (
    <section aria-labelledby="offers-heading" className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-5xl">
        <div className="mb-10 text-center">
          <p className={eyebrow}>Limited Time</p>
          <Heading id="offers-heading" className={`mt-3 ${sectionTitle}`}>
            Special Offers
          </Heading>
        </div>
        <ul className="grid gap-6 md:grid-cols-2">
          {offers.map((offer, index) => (
            <li key={offer.id}>
              <button type="button" className={card} onClick={() => setSelected(offer)} aria-haspopup="dialog">
                <img src={offer.image} alt="" width={800} height={600} loading={headingLevel === 1 && index === 0 ? 'eager' : 'lazy'} className="aspect-[16/9] w-full bg-sand object-cover" />
                <span className="flex flex-1 flex-col gap-2 p-5 sm:p-6">
                  <span className="font-serif text-2xl font-semibold leading-snug text-espresso">{offer.title}</span>
                  <span className="line-clamp-2 text-espresso/80" data-testid="offer-description">
                    {offer.description}
                  </span>
                  <span className="mt-auto pt-2 text-sm text-espresso/80">
                    Promo code: <strong className="font-semibold tracking-wider text-gold">{offer.code}</strong>
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <Modal open={selected !== null} onClose={close} title={selected?.title ?? ''} className="bg-ivory">
        {selected && (
          <div className="space-y-5">
            <img src={selected.image} alt={selected.title} width={800} height={600} className="aspect-[16/9] w-full rounded-xl bg-sand object-cover" />
            <p className="leading-relaxed text-espresso/85">{selected.description}</p>
            <dl className="grid gap-3 rounded-xl bg-sand/60 p-4 sm:grid-cols-2">
              <div>
                <dt className="text-xs font-semibold uppercase tracking-[0.18em] text-espresso/75">Valid until</dt>
                <dd className="font-serif text-xl text-espresso">{selected.validUntil}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-[0.18em] text-espresso/75">Promo code</dt>
                <dd className="font-serif text-xl tracking-wider text-gold">{selected.code}</dd>
              </div>
            </dl>
            <div>
              <h3 className="mb-2 font-serif text-2xl text-espresso">Offer Rules</h3>
              <ul className="list-disc space-y-1 pl-5 text-espresso/85">
                {RULES.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="mb-2 font-serif text-2xl text-espresso">How to Redeem</h3>
              <ol className="list-decimal space-y-1 pl-5 text-espresso/85">
                {redeemSteps(selected.code).map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
            <button type="button" className={buttonPrimary} onClick={bookNow}>
              Book Now
            </button>
          </div>
        )}
      </Modal>
    </section>
  );
}
