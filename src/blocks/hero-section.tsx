// Hero: a slideshow of the block's slides, each under a dark overlay, with the headline and a booking button.
// Without slides it is the dark band alone.
import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { useMediaQuery } from '@/lib/use-hydrated';
import type { BlockProps } from './block-props';
import { BookButton } from './ui/book-now';
import { buttonLight } from './ui/ui-classes';
import { fallbackSrc, SiteImage, srcSetOf, useImageResolver, type StoredImage } from './ui/site-image';

const SLIDE_MS = 6000;
/**
 * How wide a slide is drawn: the screen's width, or wider when the band (45% of the screen's height, 50% from
 * 768px) is taller than the picture's shape and cover crops its sides.
 */
export function heroSizes(image: Pick<StoredImage, 'width' | 'height'> | undefined): string {
  const aspect = image?.width && image.height ? image.width / image.height : 16 / 9;
  const vh = (share: number) => `${Math.round(aspect * share * 10) / 10}vh`;
  return `(min-width: 768px) max(100vw, ${vh(50)}), max(100vw, ${vh(45)})`;
}

export function HeroSection({ block }: BlockProps<'Hero'>) {
  const resolve = useImageResolver();
  // A slide whose upload has been deleted from the library is left out: the site never points at a missing file.
  const slides = block.slides.flatMap((slide) => {
    const resolved = resolve(slide.image);
    return resolved.kind === 'gone' ? [] : [{ ...slide, image: resolved.kind === 'stored' ? resolved.image : undefined, src: slide.image }];
  });
  const [shown, setShown] = useState(0);
  // Moving content must be pausable; it stays paused for visitors who prefer reduced motion until they press Play.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const count = slides.length;
  // The slides may change under a running show (the admin's preview): stay within them.
  const current = count > 0 ? shown % count : 0;
  // The first slide is the page's largest picture: fetched before anything else, in the size that fits the screen.
  const first = slides[0];
  if (first) {
    const srcSet = first.image && srcSetOf(first.image);
    preload(first.image ? fallbackSrc(first.image) : first.src, { as: 'image', fetchPriority: 'high', ...(srcSet ? { imageSrcSet: srcSet, imageSizes: heroSizes(first.image) } : {}) });
  }

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = setInterval(() => setShown((i) => (i + 1) % count), SLIDE_MS);
    return () => clearInterval(timer);
  }, [playing, count]);

  return (
    <section aria-label="Introduction" className="relative isolate flex h-[45vh] min-h-72 items-center justify-center overflow-hidden bg-espresso md:h-[50vh]">
      {slides.map((slide, i) => (
        // Only the slide on screen is announced; the others are hidden until their turn.
        <div
          key={`${i}-${slide.src}`}
          aria-hidden={i === current ? undefined : true}
          data-slide={i}
          className={`absolute inset-0 -z-10 transition-opacity duration-1000 ${i === current ? 'opacity-100' : 'opacity-0'}`}
        >
          <SiteImage src={slide.src} alt={slide.alt} sizes={heroSizes(slide.image)} width={1600} height={900} className="h-full w-full object-cover" eager={i === 0} priority={i === 0} />
          <div className="absolute inset-0 bg-black/55" />
        </div>
      ))}
      <div className="mx-auto max-w-3xl px-6 text-center text-white">
        <h1 className="font-serif text-4xl font-medium leading-tight sm:text-6xl">{block.headline}</h1>
        <p className="mt-3 text-base text-white/90 sm:text-lg">{block.subtitle}</p>
        <BookButton label={block.buttonLabel} className={`${buttonLight} mt-7`} fallback="anchor" />
      </div>
      {count > 1 && (
        <button
          type="button"
          onClick={() => setChoice(!playing)}
          aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
          className="absolute bottom-3 right-3 grid h-9 w-9 place-items-center rounded-full bg-black/40 text-white ring-1 ring-white/40 hover:bg-black/60"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="currentColor">
            {playing ? <path d="M4 3h3v10H4zM9 3h3v10H9z" /> : <path d="M5 3l8 5-8 5z" />}
          </svg>
        </button>
      )}
    </section>
  );
}
