// Treatment Benefits: a horizontal tab strip of treatments (arrows on overflow) and the selected treatment's details.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { BlockProps } from './block-props';
import { chosenTreatments } from '@/lib/catalogue';
import type { TreatmentView } from './treatment-dialog';
import { useTreatments } from './use-catalogue';
import { BookButton } from './ui/book-now';
import { buttonPrimary, eyebrow, sectionTitle } from './ui/ui-classes';
import { CARD_SIZES_2, SiteImage } from './ui/site-image';

/** Each arrow click scrolls the tab strip 200px; the right arrow shows while more than 10px remain. */
export const TAB_SCROLL_STEP = 200;
const RIGHT_THRESHOLD = 10;

/** The inside of a treatment's tab panel: picture, title, description, benefits, downtime and the booking button. */
export function TreatmentPanelBody({ treatment, bookLabel }: { treatment: TreatmentView; bookLabel: string }) {
  return (
    <>
      <SiteImage src={treatment.image} fallbackAlt={treatment.title ?? ''} sizes={CARD_SIZES_2} width={800} height={600} className="aspect-[4/3] w-full rounded-2xl bg-sand object-cover" />
      <div>
        <h3 className="font-serif text-3xl font-medium text-espresso sm:text-4xl">{treatment.title}</h3>
        {treatment.description && <p className="mt-3 leading-relaxed text-espresso/85">{treatment.description}</p>}
        <ul className="mt-5 space-y-2">
          {(treatment.benefits ?? []).map((b, i) => (
            // Two lines may read the same; the position keeps their keys apart.
            <li key={`${i}-${b}`} className="flex gap-2 text-espresso/85">
              <span aria-hidden="true" className="text-gold">
                ✓
              </span>
              {b}
            </li>
          ))}
        </ul>
        {treatment.downtime && (
          <p className="mt-4 text-sm text-espresso/80">
            <strong className="font-semibold text-espresso">Downtime:</strong> {treatment.downtime}
          </p>
        )}
        <BookButton label={bookLabel} own={treatment.bookingUrl} className={`${buttonPrimary} mt-6`} />
      </div>
    </>
  );
}

/** The panel's frame, shared with the admin's preview so both look the same. */
export const treatmentPanelClass = 'grid items-center gap-8 overflow-hidden rounded-3xl bg-white p-5 shadow-sm sm:p-8 md:grid-cols-2';

export function TreatmentsSection({ block }: BlockProps<'Treatments'>) {
  const treatments = chosenTreatments(block, useTreatments());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const [arrows, setArrows] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const remaining = strip.scrollWidth - strip.clientWidth - strip.scrollLeft;
    setArrows({ left: strip.scrollLeft > 0, right: remaining > RIGHT_THRESHOLD });
  }, []);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(strip);
    return () => observer.disconnect();
  }, [measure, treatments.length]);

  if (treatments.length === 0) return null;
  const selected = treatments.find((t) => t.id === selectedId) ?? treatments[0]!;
  const scroll = (direction: 1 | -1) => stripRef.current?.scrollBy({ left: direction * TAB_SCROLL_STEP, behavior: 'smooth' });

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = e.key === 'ArrowRight' ? index + 1 : e.key === 'ArrowLeft' ? index - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? treatments.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const target = treatments[(next + treatments.length) % treatments.length]!;
    setSelectedId(target.id);
    document.getElementById(`treatment-tab-${target.id}`)?.focus();
  };

  const arrowClass = 'absolute top-1/2 z-10 grid h-9 w-9 -translate-y-1/2 place-items-center rounded-full bg-white text-espresso shadow ring-1 ring-espresso/10 hover:text-gold';

  return (
    <section aria-labelledby="treatments-heading" className="bg-sand/50 px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <div className="mb-8 text-center">
          <p className={eyebrow}>{block.eyebrow}</p>
          <h2 id="treatments-heading" className={`mt-3 ${sectionTitle}`}>
            {block.title}
          </h2>
        </div>
        <div className="relative">
          {arrows.left && (
            <button type="button" aria-label="Scroll treatments left" onClick={() => scroll(-1)} className={`${arrowClass} left-0`}>
              <span aria-hidden="true">‹</span>
            </button>
          )}
          <div
            ref={stripRef}
            onScroll={measure}
            role="tablist"
            aria-label="Treatments"
            className="flex gap-2 overflow-x-auto scroll-smooth px-1 py-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
          >
            {treatments.map((t, i) => {
              const active = t.id === selected.id;
              return (
                <button
                  key={t.id}
                  id={`treatment-tab-${t.id}`}
                  type="button"
                  role="tab"
                  aria-selected={active}
                  aria-controls="treatment-panel"
                  tabIndex={active ? 0 : -1}
                  onClick={() => setSelectedId(t.id)}
                  onKeyDown={(e) => onTabKey(e, i)}
                  className={`shrink-0 whitespace-nowrap rounded-full px-5 py-2.5 text-sm font-medium transition ${
                    active ? 'bg-espresso text-ivory' : 'bg-white text-espresso ring-1 ring-espresso/10 hover:ring-gold'
                  }`}
                >
                  {t.title}
                </button>
              );
            })}
          </div>
          {arrows.right && (
            <button type="button" aria-label="Scroll treatments right" onClick={() => scroll(1)} className={`${arrowClass} right-0`}>
              <span aria-hidden="true">›</span>
            </button>
          )}
        </div>
        <div
          id="treatment-panel"
          role="tabpanel"
          aria-labelledby={`treatment-tab-${selected.id}`}
          className={`mt-8 ${treatmentPanelClass}`}
        >
          <TreatmentPanelBody treatment={selected} bookLabel={block.bookLabel} />
        </div>
      </div>
    </section>
  );
}
