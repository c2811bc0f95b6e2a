// Welcome: heading, subheading and description from the welcome content; nothing while loading or absent.
import { useSiteContent } from '../data/site-content';
import { eyebrow } from '../components/ui-classes';

export function WelcomeSection() {
  const welcome = useSiteContent().content?.welcome;
  if (!welcome) return null;
  return (
    <section aria-labelledby="welcome-heading" className="px-6 py-16 sm:py-24">
      <div className="mx-auto max-w-3xl text-center">
        <p className={eyebrow}>Welcome</p>
        <h2 id="welcome-heading" className="mt-3 font-serif text-4xl font-medium leading-tight text-espresso sm:text-5xl">
          {welcome.heading}
        </h2>
        <p className="mt-4 font-serif text-2xl italic text-gold">{welcome.subheading}</p>
        <div aria-hidden="true" className="mx-auto my-8 h-px w-16 bg-gold/60" />
        <p className="text-lg leading-relaxed text-espresso/85">{welcome.description}</p>
      </div>
    </section>
  );
}
