// Before-and-after results: each published gallery entry as a figure of its two photos (or its one combined photo),
// its caption, the treatment it shows and the owner's "Individual results vary" note. Only entries whose consent
// holds are ever published (see schemas/collections/gallery-entry.ts); those past their consent's last day are
// left out here too, before the next publish takes them out.
import { galleryEntryEntity, pageTextsEntity } from '@schemas/published';
import { GALLERY_PATH, GALLERY_TREATMENT_PARAM } from '@schemas/kit/addresses';
import type { PublishedItem } from '@/lib/published-values';
import type { galleryEntryEntity as GalleryEntryDef } from '@schemas/collections/gallery-entry';
import { usePublishedItems } from './content';
import { useDocWithDefaults } from './content-defaults';
import { SiteImage } from './ui/site-image';

export type GalleryItem = PublishedItem<typeof GalleryEntryDef>;

/** A treatment as a result names it: its title and, when it has one, its page's address. */
export interface ResultTreatment {
  title: string;
  path?: string;
}

/** Results a treatment's page shows before leading to the gallery for the rest: two rows of two. */
export const TREATMENT_RESULTS = 4;

const PAIR_SIZES = '(min-width: 1024px) 250px, (min-width: 640px) 25vw, 50vw';
const SINGLE_SIZES = '(min-width: 1024px) 500px, (min-width: 640px) 50vw, 100vw';

/** The published entries of one treatment, or of all when `treatment` is undefined, in the owner's order. */
export function useResults(treatment?: string): GalleryItem[] {
  const entries = usePublishedItems(galleryEntryEntity);
  return treatment === undefined ? entries : entries.filter((e) => e.treatment === treatment);
}

function Photo({ src, label }: { src: string; label?: string }) {
  return (
    <div className="relative">
      {/* A pair is cropped to two squares side by side; one combined picture keeps its own shape. */}
      <SiteImage
        src={src}
        fallbackAlt={label ? `${label} photo` : 'Before and after photo'}
        sizes={label ? PAIR_SIZES : SINGLE_SIZES}
        width={label ? 600 : 1000}
        height={label ? 600 : 500}
        className={`w-full rounded-lg bg-sand ${label ? 'aspect-square object-cover' : 'h-auto'}`}
      />
      {label && (
        <span aria-hidden="true" className="absolute left-2 top-2 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-[0.16em] text-espresso">
          {label}
        </span>
      )}
    </div>
  );
}

/** One result: its photos, then what it shows and the note. */
export function ResultFigure({ entry, treatment, note }: { entry: GalleryItem; treatment?: ResultTreatment; note: string }) {
  const pair = !!entry.after;
  return (
    <figure className="rounded-2xl bg-white p-3 shadow-sm">
      <div className={pair ? 'grid grid-cols-2 gap-2' : ''}>
        <Photo src={entry.before} label={pair ? 'Before' : undefined} />
        {entry.after && <Photo src={entry.after} label="After" />}
      </div>
      <figcaption className="px-1 pb-1 pt-3 text-sm text-espresso/85">
        {pair && <span className="sr-only">Before and after. </span>}
        {treatment &&
          (treatment.path ? (
            <a href={treatment.path} className="inline-flex min-h-11 items-center font-semibold text-espresso underline underline-offset-4">
              {treatment.title}
            </a>
          ) : (
            <span className="font-semibold text-espresso">{treatment.title}</span>
          ))}
        {entry.caption && <span className="block">{entry.caption}</span>}
        <span className="mt-1 block text-xs text-espresso/75">{note}</span>
      </figcaption>
    </figure>
  );
}

/**
 * A treatment's results under their heading, in its modal on the pages that list it, the first few and a link to
 * all of them on the gallery; nothing when it has none.
 */
export default function TreatmentResults({ treatment }: { treatment: string }) {
  const results = useResults(treatment);
  const texts = useDocWithDefaults(pageTextsEntity).gallery;
  if (results.length === 0) return null;
  return (
    <div className="text-sm">
      <p className="text-xs font-semibold uppercase tracking-[0.18em] text-espresso/75">{texts.title}</p>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {results.slice(0, TREATMENT_RESULTS).map((entry) => (
          <ResultFigure key={entry.id} entry={entry} note={texts.note} />
        ))}
      </div>
      {results.length > TREATMENT_RESULTS && (
        <a
          href={`${GALLERY_PATH}?${GALLERY_TREATMENT_PARAM}=${encodeURIComponent(treatment)}`}
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-espresso underline underline-offset-4"
        >
          See all {results.length} results
        </a>
      )}
    </div>
  );
}
