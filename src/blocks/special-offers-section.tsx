// Special Offers: a 2-column grid of offer cards; a card opens the offer's modal with its validity, promo code, the
// block's rules and redeem steps ("{code}" replaced by the offer's code) and its booking button. Hidden when
// there are no offers; its loading text shows first.
import { useId, type ReactNode } from 'react';
import { specialOfferEntity } from '@schemas/published';
import type { SpecialOffer } from '@schemas/collections/special-offer';
import type { BlockData, BlockProps, HeadingLevel } from './block-props';
import { usePublishedItems, useSiteContent } from './content';
import { BookButton } from './ui/book-now';
import { CardShell } from './ui/card-shell';
import { dialogId, SiteDialog } from './ui/site-dialog';
import { eyebrow, sectionTitle } from './ui/ui-classes';
import { itemPath, OFFERS_PREFIX } from '@schemas/kit/addresses';

/** An offer's own address. */
const offerPath = (slug: string) => itemPath(OFFERS_PREFIX, slug);
import { CARD_SIZES_2, MODAL_SIZES, SiteImage } from './ui/site-image';

export type OfferView = Partial<Omit<SpecialOffer, 'order'>>;

/** The block's redeem steps for one offer: every "{code}" becomes its promo code. */
export function redeemSteps(steps: readonly string[], code: string): string[] {
  return steps.map((step) => step.replaceAll('{code}', code));
}

export function OfferCard({ offer, eager = false, opens, href }: { offer: OfferView; eager?: boolean; opens?: string; href?: string }) {
  return (
    <CardShell opens={opens} href={href}>
      <SiteImage src={offer.image} sizes={CARD_SIZES_2} width={800} height={450} eager={eager} className="aspect-[16/9] w-full bg-sand object-cover" />
      <span className="flex flex-1 flex-col gap-2 p-5 sm:p-6">
        <span className="font-serif text-2xl font-semibold leading-snug text-espresso">{offer.title}</span>
        {offer.description && (
          <span className="line-clamp-2 text-espresso/80" data-testid="offer-description">
            {offer.description}
          </span>
        )}
        {offer.code && (
          <span className="mt-auto pt-2 text-sm text-espresso/80">
            Promo code: <strong className="font-semibold tracking-wider text-gold">{offer.code}</strong>
          </span>
        )}
      </span>
    </CardShell>
  );
}

/** The modal's body: picture, description, validity and code, rules, how to redeem, and the action. */
export function OfferDetails({ offer, rules, steps, action }: { offer: OfferView; rules: readonly string[]; steps: readonly string[]; action?: ReactNode }) {
  const redeem = redeemSteps(steps, offer.code ?? '');
  return (
    <div className="space-y-5">
      <SiteImage src={offer.image} fallbackAlt={offer.title ?? ''} sizes={MODAL_SIZES} width={800} height={450} className="aspect-[16/9] w-full rounded-xl bg-sand object-cover" />
      {offer.description && <p className="leading-relaxed text-espresso/85">{offer.description}</p>}
      <dl className="grid gap-3 rounded-xl bg-sand/60 p-4 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-[0.18em] text-espresso/75">Valid until</dt>
          <dd className="font-serif text-xl text-espresso">{offer.validUntil}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-[0.18em] text-espresso/75">Promo code</dt>
          <dd className="font-serif text-xl tracking-wider text-[#735630]">{offer.code}</dd>
        </div>
      </dl>
      {rules.length > 0 && (
        <div>
          <h3 className="mb-2 font-serif text-2xl text-espresso">Offer Rules</h3>
          <ul className="list-disc space-y-1 pl-5 text-espresso/85">
            {rules.map((rule, i) => (
              <li key={`${i}-${rule}`}>{rule}</li>
            ))}
          </ul>
        </div>
      )}
      {redeem.length > 0 && (
        <div>
          <h3 className="mb-2 font-serif text-2xl text-espresso">How to Redeem</h3>
          <ol className="list-decimal space-y-1 pl-5 text-espresso/85">
            {redeem.map((step, i) => (
              <li key={`${i}-${step}`}>{step}</li>
            ))}
          </ol>
        </div>
      )}
      {action}
    </div>
  );
}

export function SpecialOffersSection({ block, headingLevel = 2 }: { block: BlockData<'SpecialOffers'>; headingLevel?: HeadingLevel }) {
  const { status } = useSiteContent();
  const offers = usePublishedItems(specialOfferEntity);
  const baseId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  if (status === 'loading') return <p className="px-6 py-16 text-center text-espresso/80">{block.loadingText}</p>;
  if (offers.length === 0) return null;

  return (
    <section aria-labelledby="offers-heading" className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-5xl">
        <div className="mb-10 text-center">
          <p className={eyebrow}>{block.eyebrow}</p>
          <Heading id="offers-heading" className={`mt-3 ${sectionTitle}`}>
            {block.title}
          </Heading>
        </div>
        <ul className="grid gap-6 md:grid-cols-2">
          {offers.map((offer, index) => (
            <li key={offer.id}>
              <OfferCard offer={offer} eager={headingLevel === 1 && index === 0} opens={dialogId(baseId, `offer-${index}`)} href={offerPath(offer.slug)} />
              <SiteDialog id={dialogId(baseId, `offer-${index}`)} title={offer.title ?? ''} item={{ path: offerPath(offer.slug), listPath: OFFERS_PREFIX }}>
                <OfferDetails offer={offer} rules={block.rules} steps={block.redeemSteps} action={<BookButton label={block.bookLabel} own={offer.bookingUrl} />} />
              </SiteDialog>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function SpecialOffersBlock({ block }: BlockProps<'SpecialOffers'>) {
  return <SpecialOffersSection block={block} />;
}
