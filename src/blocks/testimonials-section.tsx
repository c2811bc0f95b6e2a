// Testimonials: the published patient testimonials, each with its stars, under the block's title. Hidden when
// there are none.
import { pageTextsEntity, testimonialEntity } from '@schemas/published';
import type { Testimonial } from '@schemas/collections/testimonial';
import type { BlockData, BlockProps } from './block-props';
import { usePublishedItems } from './content';
import { useDocWithDefaults } from './content-defaults';
import { eyebrow, sectionTitle } from './ui/ui-classes';

export type TestimonialView = Partial<Omit<Testimonial, 'order'>>;

/** Stars 1 to 5; anything else (a form being filled in) shows as five. */
function starCount(stars: number | undefined): number {
  return typeof stars === 'number' && Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : 5;
}

export function TestimonialCard({ testimonial }: { testimonial: TestimonialView }) {
  const stars = starCount(testimonial.stars);
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-espresso/5 sm:p-8">
      <p role="img" aria-label={`${stars} out of 5 stars`} className="text-lg tracking-[0.2em] text-gold">
        {'★'.repeat(stars)}
        {stars < 5 && <span className="text-espresso/20">{'★'.repeat(5 - stars)}</span>}
      </p>
      {testimonial.quote && <blockquote className="mt-4 flex-1 font-serif text-xl italic leading-relaxed text-espresso">“{testimonial.quote}”</blockquote>}
      <figcaption className="mt-6 text-sm">
        <span className="font-semibold text-espresso">{testimonial.name}</span>
        {testimonial.treatment && <span className="text-espresso/75"> · {testimonial.treatment}</span>}
      </figcaption>
    </figure>
  );
}

export function TestimonialsSection({ block }: { block: BlockData<'Testimonials'> }) {
  const testimonials = usePublishedItems(testimonialEntity);
  const note = useDocWithDefaults(pageTextsEntity).testimonials.note;
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <div className="mb-10 text-center">
          <p className={eyebrow}>{block.eyebrow}</p>
          <h2 id="testimonials-heading" className={`mt-3 ${sectionTitle}`}>
            {block.title}
          </h2>
        </div>
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.id}>
              <TestimonialCard testimonial={t} />
            </li>
          ))}
        </ul>
        {note && <p className="mt-8 text-center text-sm text-espresso/75">{note}</p>}
      </div>
    </section>
  );
}

export function TestimonialsBlock({ block }: BlockProps<'Testimonials'>) {
  return <TestimonialsSection block={block} />;
}
