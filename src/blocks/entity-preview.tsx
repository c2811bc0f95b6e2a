// How one entry of an entity will look on the site, for the admin's live preview beside its form. Each preview is
// built from the very renderers the site uses. The value is the form's current input (partial, possibly invalid):
// it is read field by field, and whatever is missing or malformed is left out, never thrown over.
import type { ComponentType, ReactNode } from 'react';
import { isSafeUrl } from '@schemas/kit/urls';
import type { EntityDef } from '@schemas/kit/define-entity';
import { blockSchema } from '@schemas/blocks/index';
import { businessInfoEntity, contactInfoEntity, pageTextsEntity, priceGroupEntity, specialHoursEntity, welcomeContentEntity, type EntityId } from '@schemas/published';
import { WEEKDAYS } from '@schemas/kit/weekdays';
import { AboutStory } from './about-story';
import { CategoryPageContent, TreatmentCard } from './category-page-view';
import { TreatmentFacts, treatmentDetail, type TreatmentView } from './treatment-dialog';
import { pricesOf, treatmentsIn } from '@/lib/catalogue';
import { useTreatments } from './use-catalogue';
import { cardColumns } from './collection-list-section';
import { CollectionCard } from './card-view';
import { ContactDetails } from './contact-section';
import { usePublishedDoc, usePublishedItems } from './content';
import { useDocWithDefaults, useHomeBlock } from './content-defaults';
import { PriceGroupCard } from './price-list';
import type { PriceItemView } from '@/lib/price-text';
import { RenderBlock } from './registry';
import { ServiceCard } from './services-section';
import { OfferCard } from './special-offers-section';
import { TestimonialCard } from './testimonials-section';
import { ResultFigure, type GalleryItem } from './gallery';
import { unpublishableReason } from '@/lib/publishable';
import { WelcomeBody } from './welcome-section';
import { DetailBody } from './ui/detail-modal';
import { siteTitle, type HoursView } from './ui/format';
import { headerBarInner, HeaderLogo } from './ui/header-brand';
import { HoursList } from './ui/hours-list';
import { SpecialHoursList } from './ui/special-hours';
import { spaToday } from '@/lib/today';
import { PageHeader } from './ui/page-header';
import { PreviewBoundary } from './ui/preview-boundary';
import { buttonPrimary, eyebrow, sectionTitle } from './ui/ui-classes';

// Readers of unvalidated input: each returns the value when it has the expected shape, else nothing.
type Fields = Record<string, unknown>;
const record = (v: unknown): Fields =>
  // A plain object's own fields, read one by one below; anything else has none.
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Fields) : {};
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const url = (v: unknown): string | undefined => {
  const s = text(v);
  return s && isSafeUrl(s.trim()) ? s.trim() : undefined;
};
const texts = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : []);
const records = (v: unknown): Fields[] => (Array.isArray(v) ? v.map(record) : []);
/** Form inputs may hold numbers as text. */
const number = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
};

interface PreviewProps {
  entity: EntityDef;
  value: unknown;
  /** The entry's id, when it is stored already. */
  entryId?: string;
}

/** A frame in the site's colours, so a card shows on the background it has on the site. */
function Frame({ children, tone = 'ivory' }: { children: ReactNode; tone?: 'ivory' | 'sand' | 'espresso' }) {
  const background = tone === 'sand' ? 'bg-sand/50' : tone === 'espresso' ? 'bg-espresso text-ivory/90' : 'bg-ivory';
  return <div className={`rounded-2xl p-4 sm:p-6 ${background}`}>{children}</div>;
}

/** A treatment as its card on a category page, its card in the Services section, and its modal. */
function TreatmentPreview({ value }: PreviewProps) {
  const v = record(value);
  const services = useHomeBlock('Services');
  const groups = usePublishedItems(priceGroupEntity);
  const categoryTexts = useDocWithDefaults(pageTextsEntity).categories;
  const treatment: TreatmentView = {
    title: text(v.title),
    description: text(v.description),
    longDescription: text(v.longDescription),
    image: url(v.image),
    benefits: texts(v.benefits),
    downtime: text(v.downtime),
    duration: text(v.duration),
    details: text(v.details),
    recommendations: text(v.recommendations),
    aftercare: text(v.aftercare),
  };
  const prices = pricesOf({ prices: texts(v.prices) }, groups);
  return (
    <div className="space-y-4">
      <Frame>
        <div className="grid gap-4 sm:grid-cols-2">
          <TreatmentCard treatment={treatment} price={prices[0]} />
          <ServiceCard service={treatment} linkText={services.cardLink} />
        </div>
      </Frame>
      <Frame>
        {treatment.title && <h2 className="mb-4 font-serif text-3xl text-espresso">{treatment.title}</h2>}
        <DetailBody
          item={treatmentDetail(treatment)}
          action={
            <button type="button" className={buttonPrimary}>
              {categoryTexts.button}
            </button>
          }
        >
          <TreatmentFacts treatment={treatment} prices={prices} />
        </DetailBody>
      </Frame>
    </div>
  );
}

function OfferPreview({ value }: PreviewProps) {
  const v = record(value);
  const offer = { title: text(v.title), description: text(v.description), image: url(v.image), code: text(v.code), validUntil: text(v.validUntil) };
  return (
    <Frame>
      <div className="max-w-md">
        <OfferCard offer={offer} />
      </div>
    </Frame>
  );
}

function TestimonialPreview({ value }: PreviewProps) {
  const v = record(value);
  return (
    <Frame>
      <div className="max-w-sm">
        <TestimonialCard testimonial={{ name: text(v.name), quote: text(v.quote), stars: number(v.stars), treatment: text(v.treatment) }} />
      </div>
    </Frame>
  );
}

const priceItems = (v: unknown): PriceItemView[] =>
  records(v).map((i) => ({ id: text(i.id), name: text(i.name), price: text(i.price), secondPrice: text(i.secondPrice), note: text(i.note) }));

function PriceGroupPreview({ value }: PreviewProps) {
  const v = record(value);
  return (
    <Frame>
      <div className="max-w-md">
        <PriceGroupCard
          group={{ title: text(v.title), firstColumn: text(v.firstColumn), secondColumn: text(v.secondColumn), footnote: text(v.footnote), items: priceItems(v.items) }}
        />
      </div>
    </Frame>
  );
}

/** A category's page with the treatments filed under it now. */
function CategoryPreview({ value, entryId }: PreviewProps) {
  const v = record(value);
  const groups = usePublishedItems(priceGroupEntity);
  const texts = useDocWithDefaults(pageTextsEntity).categories;
  const treatments = useTreatments();
  return (
    <div className="overflow-hidden rounded-2xl bg-ivory">
      <CategoryPageContent
        category={{ title: text(v.title), intro: text(v.intro), image: url(v.image) }}
        treatments={entryId ? treatmentsIn({ id: entryId }, treatments) : []}
        kicker={texts.kicker}
        bookLabel={texts.button}
        priceGroups={groups}
        interactive={false}
      />
    </div>
  );
}

function WelcomePreview({ value }: PreviewProps) {
  const v = record(value);
  const block = useHomeBlock('Welcome');
  return (
    <Frame>
      <WelcomeBody eyebrowText={block.eyebrow} welcome={{ heading: text(v.heading), subheading: text(v.subheading), description: text(v.description) }} />
    </Frame>
  );
}

function ContactInfoPreview({ value }: PreviewProps) {
  const v = record(value);
  const block = useHomeBlock('Contact');
  const address = record(v.address);
  const social = record(v.social);
  return (
    <Frame>
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-espresso/5 sm:p-10">
        <p className={eyebrow}>{block.eyebrow}</p>
        <h2 className={`mt-3 ${sectionTitle}`}>{block.title}</h2>
        <p className="mt-4 leading-relaxed text-espresso/85">{block.text}</p>
        <ContactDetails
          contact={{
            phone: text(v.phone),
            email: text(v.email),
            address: { street: text(address.street), suite: text(address.suite), city: text(address.city), state: text(address.state), zip: text(address.zip) },
            social: { facebook: url(social.facebook), instagram: url(social.instagram) },
          }}
        />
      </div>
    </Frame>
  );
}

function HoursPreview({ value }: PreviewProps) {
  const v = record(value);
  const hours: HoursView = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const d = record(v[day]);
      return [day, { isClosed: d.isClosed === true, open: text(d.open), close: text(d.close) }];
    }),
  );
  // The footer lists the published holiday dates under the weekdays.
  const special = usePublishedItems(specialHoursEntity);
  return (
    <Frame tone="espresso">
      <h2 className="mb-4 text-xs font-semibold uppercase tracking-[0.24em] text-gold-light">Hours</h2>
      <HoursList hours={hours} />
      <SpecialHoursList entries={special} today={spaToday()} />
    </Frame>
  );
}

/** One holiday date as the footer lists it; shown even when the date has passed, so the owner sees its line. */
function SpecialHoursPreview({ value }: PreviewProps) {
  const d = record(value);
  const entry = { date: text(d.date), isClosed: d.isClosed === true, open: text(d.open), close: text(d.close), note: text(d.note) };
  return (
    <Frame tone="espresso">
      {entry.date ? <SpecialHoursList entries={[entry]} today="" /> : <p className="text-sm">Choose a date to see how the footer lists it.</p>}
    </Frame>
  );
}

function BusinessInfoPreview({ value }: PreviewProps) {
  const v = record(value);
  const name = text(v.name) ?? '';
  const logo = url(record(v.images).logo);
  return (
    <div className="overflow-hidden rounded-2xl border border-espresso/10 bg-ivory/90">
      <div className={headerBarInner}>
        {logo ? <HeaderLogo logo={logo} name={name} /> : <span />}
        <span className="font-serif text-2xl text-espresso">{name}</span>
      </div>
    </div>
  );
}

function AboutPagePreview({ value }: PreviewProps) {
  const v = record(value);
  const business = usePublishedDoc(businessInfoEntity);
  const welcome = usePublishedDoc(welcomeContentEntity);
  const values = records(v.values).map((x) => ({ title: text(x.title), text: text(x.text) }));
  return (
    <div className="overflow-hidden rounded-2xl bg-ivory">
      <PageHeader kicker={text(v.kicker)} title={text(v.title) ?? ''} level={2}>
        {welcome && <p>{welcome.subheading}</p>}
      </PageHeader>
      <AboutStory about={{ storyEyebrow: text(v.storyEyebrow), values }} businessName={business?.name} story={welcome?.description} />
      {text(v.buttonLabel) && (
        <div className="px-6 pb-10 text-center">
          <span className={buttonPrimary}>{text(v.buttonLabel)}</span>
        </div>
      )}
    </div>
  );
}

/** One page's texts under its name, as a small band like the page's own. */
function PageTextsPart({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-2xl bg-ivory">
      <p className="bg-espresso/5 px-4 py-2 text-xs font-semibold uppercase tracking-[0.18em] text-espresso/75">{name}</p>
      {children}
    </div>
  );
}

function PageTextsPreview({ value }: PreviewProps) {
  const v = record(value);
  const services = record(v.services);
  const specials = record(v.specials);
  const prices = record(v.prices);
  const categories = record(v.categories);
  const notFound = record(v.notFound);
  const gallery = record(v.gallery);
  const button = (label: string | undefined) => label && <span className={buttonPrimary}>{label}</span>;
  return (
    <div className="space-y-4">
      <PageTextsPart name="Price List page">
        <PageHeader kicker={text(prices.kicker)} title={text(prices.title) ?? ''} level={2}>
          {text(prices.intro) && <p>{text(prices.intro)}</p>}
        </PageHeader>
        <div className="p-6 text-center">{button(text(prices.button))}</div>
      </PageTextsPart>
      <PageTextsPart name="Services page">
        <div className="px-6 py-8 text-center">
          {text(services.closing) && <p className="mb-5 font-serif text-2xl text-espresso">{text(services.closing)}</p>}
          {button(text(services.button))}
        </div>
      </PageTextsPart>
      <PageTextsPart name="Special Offers page">
        <div className="px-6 py-8 text-center text-lg leading-relaxed text-espresso/85">{text(specials.empty)}</div>
      </PageTextsPart>
      <PageTextsPart name="Category pages">
        <div className="px-6 py-8 text-center">
          {text(categories.kicker) && <p className={eyebrow}>{text(categories.kicker)}</p>}
          <div className="mt-4">{button(text(categories.button))}</div>
        </div>
      </PageTextsPart>
      <PageTextsPart name="Before & After">
        <PageHeader title={text(gallery.title) ?? ''} level={2}>
          {text(gallery.intro) && <p>{text(gallery.intro)}</p>}
        </PageHeader>
        {text(gallery.note) && <p className="p-6 text-center text-xs text-espresso/75">{text(gallery.note)}</p>}
      </PageTextsPart>
      <PageTextsPart name="Page not found">
        <PageHeader kicker="404" title={text(notFound.title) ?? ''} level={2}>
          {text(notFound.text) && <p>{text(notFound.text)}</p>}
        </PageHeader>
        <div className="p-6 text-center">{button(text(notFound.button))}</div>
      </PageTextsPart>
    </div>
  );
}

function SeoPreview({ value }: PreviewProps) {
  const v = record(value);
  const business = usePublishedDoc(businessInfoEntity);
  const contact = usePublishedDoc(contactInfoEntity);
  const title = siteTitle(business?.name ?? 'Your business', contact?.address.city);
  const address = typeof window === 'undefined' ? '' : window.location.host;
  const description = text(v.description) ?? '';
  const keywords = texts(v.keywords);
  return (
    <div className="rounded-2xl bg-white p-5 font-sans shadow-sm ring-1 ring-espresso/10">
      <p className="text-sm text-[#202124]">{address}</p>
      <p className="mt-1 text-xl leading-snug text-[#1a0dab]">{title}</p>
      {/* Search results cut descriptions at about 160 characters. */}
      <p className="mt-1 text-sm leading-relaxed text-[#4d5156]">{description.length > 160 ? `${description.slice(0, 157).trimEnd()}…` : description}</p>
      {keywords.length > 0 && <p className="mt-3 text-xs text-espresso/70">Keywords: {keywords.join(', ')}</p>}
    </div>
  );
}

/** The owner's retention period, in words: what happens to her enquiries. Visitors never see it. */
function EnquirySettingsPreview({ value }: PreviewProps) {
  const months = record(value).retentionMonths;
  return (
    <Frame>
      <p className="text-espresso">
        {typeof months === 'number' && months > 0
          ? `Enquiries older than ${months} month${months === 1 ? '' : 's'} are removed for good each time you open the admin.`
          : 'Enter a whole number of months.'}
      </p>
    </Frame>
  );
}

/**
 * A before-and-after result as the site shows it, under what its consent allows today: whether it is on the site,
 * and if not, why (the entity's own conditions, for a form that need not have been saved).
 */
function GalleryPreview({ entity, value }: PreviewProps) {
  const v = record(value);
  const note = useDocWithDefaults(pageTextsEntity).gallery.note;
  const treatment = useTreatments().find((t) => t.id === v.treatment);
  const before = text(v.before);
  const reason = unpublishableReason(entity, v, spaToday()) ?? (typeof v.consentGiven === 'string' && v.consentGiven > spaToday() ? 'Consent not given yet' : undefined);
  const entry = { id: 'preview', treatment: text(v.treatment) ?? '', before: before ?? '', after: text(v.after), caption: text(v.caption) } as GalleryItem;
  return (
    <Frame>
      {before && (
        <p className={`mb-3 text-sm font-semibold ${reason ? 'text-red-800' : 'text-emerald-800'}`}>{reason ? `Not on the site: ${reason.toLowerCase()}.` : 'On the site while its consent holds.'}</p>
      )}
      {before ? (
        <div className="max-w-sm">
          <ResultFigure entry={entry} treatment={treatment && { title: treatment.title }} note={note} />
        </div>
      ) : (
        <p className="text-sm text-espresso/75">Choose a before photo to see the result as visitors will.</p>
      )}
    </Frame>
  );
}

/** A home section: its block as the home page shows it, once the block is complete enough to render. */
function SectionPreview({ value }: PreviewProps) {
  const v = record(value);
  const block = blockSchema.safeParse(v.block);
  if (!block.success) return null;
  return (
    <div className="overflow-hidden rounded-2xl bg-ivory">
      <RenderBlock section={{ id: 'preview', name: text(v.name) ?? '', block: block.data }} />
    </div>
  );
}

/** The generic card: how a collection without a renderer of its own shows in a CollectionList block. */
function GenericPreview({ entity, value }: PreviewProps) {
  return (
    <Frame>
      <div className="max-w-sm">
        <CollectionCard columns={cardColumns(entity)} item={value} />
      </div>
    </Frame>
  );
}

/** Previews by entity id: every entity names its own (the library's images and the team show the generic card). */
const PREVIEWS: Record<EntityId, ComponentType<PreviewProps>> = {
  treatment: TreatmentPreview,
  category: CategoryPreview,
  'special-offer': OfferPreview,
  testimonial: TestimonialPreview,
  'price-group': PriceGroupPreview,
  'welcome-content': WelcomePreview,
  'contact-info': ContactInfoPreview,
  'business-hours': HoursPreview,
  'special-hours': SpecialHoursPreview,
  'business-info': BusinessInfoPreview,
  'about-page': AboutPagePreview,
  'page-texts': PageTextsPreview,
  'site-seo': SeoPreview,
  'enquiry-settings': EnquirySettingsPreview,
  section: SectionPreview,
  image: GenericPreview,
  provider: GenericPreview,
  'gallery-entry': GalleryPreview,
};
/** By any entity's id: an entity added outside the schemas (a test's) shows the generic card. */
const previewById: Partial<Record<string, ComponentType<PreviewProps>>> = PREVIEWS;

export function EntityPreview({ entity, value, entryId }: PreviewProps) {
  const Preview = previewById[entity.id] ?? GenericPreview;
  return (
    <div data-entity-preview={entity.id}>
      <PreviewBoundary resetKey={value}>
        <Preview entity={entity} value={value} entryId={entryId} />
      </PreviewBoundary>
    </div>
  );
}
