// Testimonials: three static patient testimonials, five stars each.
import { eyebrow, sectionTitle } from '../components/ui-classes';

const TESTIMONIALS = [
  {
    quote: 'I have never felt so cared for at a med spa. My Botox looks completely natural, and the whole team made me feel at ease from the moment I walked in.',
    name: 'Jessica M.',
    treatment: 'Botox',
  },
  {
    quote: 'After three microneedling sessions my skin texture is transformed. The results speak for themselves, and the space is so calm and beautiful.',
    name: 'Amanda R.',
    treatment: 'Microneedling',
  },
  {
    quote: 'The IV therapy lounge is my monthly reset. Professional, spotless and genuinely relaxing. I recommend this team to all my friends.',
    name: 'Michael T.',
    treatment: 'IV Vitamin Therapy',
  },
];

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-heading" className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <div className="mb-10 text-center">
          <p className={eyebrow}>Kind Words</p>
          <h2 id="testimonials-heading" className={`mt-3 ${sectionTitle}`}>
            What Our Patients Say
          </h2>
        </div>
        <ul className="grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-espresso/5 sm:p-8">
                <p role="img" aria-label="5 out of 5 stars" className="text-lg tracking-[0.2em] text-gold">
                  ★★★★★
                </p>
                <blockquote className="mt-4 flex-1 font-serif text-xl italic leading-relaxed text-espresso">“{t.quote}”</blockquote>
                <figcaption className="mt-6 text-sm">
                  <span className="font-semibold text-espresso">{t.name}</span>
                  <span className="text-espresso/75"> · {t.treatment}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
