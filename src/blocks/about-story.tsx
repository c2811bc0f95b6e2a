// The About page's story: its eyebrow, "Welcome to {business}", the welcome description and the values cards.
import type { AboutPage } from '@schemas/singletons/about-page';
import { RichText } from './ui/rich-text';
import { eyebrow } from './ui/ui-classes';

export type AboutView = Partial<Pick<AboutPage, 'storyEyebrow'>> & { values?: ReadonlyArray<{ title?: string; text?: string }> };

export function AboutStory({ about, businessName, story }: { about: AboutView; businessName?: string; story?: string }) {
  const values = (about.values ?? []).filter((v) => v.title || v.text);
  return (
    <section className="px-6 py-14 sm:py-20" aria-labelledby="about-story">
      <div className="mx-auto max-w-3xl">
        {about.storyEyebrow && <p className={eyebrow}>{about.storyEyebrow}</p>}
        <h2 id="about-story" className="mt-3 font-serif text-4xl text-espresso">
          {businessName ? `Welcome to ${businessName}` : 'Welcome'}
        </h2>
        <RichText value={story} className="mt-5 text-lg leading-relaxed text-espresso/85" align="start" />
      </div>
      {values.length > 0 && (
        <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-3">
          {values.map((v, i) => (
            <li key={`${i}-${v.title}`} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-espresso/5 sm:p-8">
              <h3 className="font-serif text-2xl text-espresso">{v.title}</h3>
              <p className="mt-2 leading-relaxed text-espresso/85">{v.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
