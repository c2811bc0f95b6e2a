import { Link } from 'react-router-dom';
import { useSiteContent } from '../data/site-content';
import { ExpertiseSection } from '../sections/expertise-section';
import { TestimonialsSection } from '../sections/testimonials-section';
import { buttonPrimary, eyebrow } from '../components/ui-classes';
import { PageHeader } from './page-header';

const VALUES = [
  { title: 'Natural Results', text: 'We enhance the features you already love, with conservative plans that let you look like yourself, only more rested.' },
  { title: 'Medical Excellence', text: 'Licensed nurse injectors and aestheticians work under medical supervision with FDA-approved products and proven technology.' },
  { title: 'Quiet Luxury', text: 'Unhurried appointments, private treatment suites and thoughtful care from the moment you arrive.' },
];

export default function AboutPage() {
  const { content } = useSiteContent();
  const welcome = content?.welcome;
  const name = content?.businessInfo?.name;
  return (
    <>
      <PageHeader kicker="Our Story" title="About Us">
        {welcome && <p>{welcome.subheading}</p>}
      </PageHeader>
      <section className="px-6 py-14 sm:py-20" aria-labelledby="about-story">
        <div className="mx-auto max-w-3xl">
          <p className={eyebrow}>Who We Are</p>
          <h2 id="about-story" className="mt-3 font-serif text-4xl text-espresso">
            {name ? `Welcome to ${name}` : 'Welcome'}
          </h2>
          {welcome && <p className="mt-5 text-lg leading-relaxed text-espresso/85">{welcome.description}</p>}
        </div>
        <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-3">
          {VALUES.map((v) => (
            <li key={v.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-espresso/5 sm:p-8">
              <h3 className="font-serif text-2xl text-espresso">{v.title}</h3>
              <p className="mt-2 leading-relaxed text-espresso/85">{v.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <ExpertiseSection />
      <TestimonialsSection />
      <div className="px-6 pb-20 text-center">
        <Link to="/contact" className={buttonPrimary}>
          Book a Consultation
        </Link>
      </div>
    </>
  );
}
