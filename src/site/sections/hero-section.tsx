// Hero: a three-image slideshow, each slide under a dark overlay, with the headline and a booking button.
import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { useMediaQuery } from '@/lib/use-hydrated';
import { useSiteContent } from '../data/site-content';
import { scrollToContact } from '../lib/format';
import { buttonLight } from '../components/ui-classes';

const HEADLINE = 'Discover Your Natural Beauty';
const SUBTITLE = 'Experience luxury skincare and rejuvenating treatments';
const SLIDE_MS = 6000;

export function HeroSection() {
  const { content } = useSiteContent();
  const images = content?.businessInfo?.images;
  const slides = images ? [images.hero, images.hero2, images.hero3] : [];
  const [current, setCurrent] = useState(0);
  // Moving content must be pausable (WCAG 2.2.2); it stays paused for visitors who prefer reduced motion
  // until they press Play.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  if (slides[0]) preload(slides[0], { as: 'image', fetchPriority: 'high' });

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % 3), SLIDE_MS);
    return () => clearInterval(timer);
  }, [playing]);

  return (
    <section aria-label="Introduction" className="relative isolate flex h-[45vh] min-h-72 items-center justify-center overflow-hidden bg-espresso md:h-[50vh]">
      {slides.map((src, i) => (
        <div key={i} aria-hidden="true" data-slide={i} className={`absolute inset-0 -z-10 transition-opacity duration-1000 ${i === current ? 'opacity-100' : 'opacity-0'}`}>
          <img
            src={src}
            alt=""
            width={1600}
            height={900}
            className="h-full w-full object-cover"
            {...(i === 0 ? { fetchPriority: 'high' as const, loading: 'eager' as const } : { loading: 'lazy' as const })}
          />
          <div className="absolute inset-0 bg-black/55" />
        </div>
      ))}
      <div className="mx-auto max-w-3xl px-6 text-center text-white">
        <h1 className="font-serif text-4xl font-medium leading-tight sm:text-6xl">{HEADLINE}</h1>
        <p className="mt-3 text-base text-white/90 sm:text-lg">{SUBTITLE}</p>
        <a
          href="#contact"
          onClick={(e) => {
            if (scrollToContact()) e.preventDefault();
          }}
          className={`${buttonLight} mt-7`}
        >
          Book Appointment
        </a>
      </div>
      {slides.length > 1 && (
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
