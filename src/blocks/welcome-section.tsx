// Welcome: heading, subheading and description from the welcome content under the block's eyebrow; nothing while
// loading or when there is no welcome content.
import { welcomeContentEntity } from '@schemas/published';
import type { BlockProps } from './block-props';
import { usePublishedDoc } from './content';
import { RichText } from './ui/rich-text';
import { eyebrow } from './ui/ui-classes';

export interface WelcomeView {
  heading?: string;
  subheading?: string;
  description?: string;
}

export function WelcomeBody({ eyebrowText, welcome }: { eyebrowText: string; welcome: WelcomeView }) {
  return (
    <section aria-labelledby="welcome-heading" className="px-6 py-16 sm:py-24">
      <div className="mx-auto max-w-3xl text-center">
        <p className={eyebrow}>{eyebrowText}</p>
        <h2 id="welcome-heading" className="mt-3 font-serif text-4xl font-medium leading-tight text-espresso sm:text-5xl">
          {welcome.heading}
        </h2>
        {welcome.subheading && <p className="mt-4 font-serif text-2xl italic text-gold">{welcome.subheading}</p>}
        <div aria-hidden="true" className="mx-auto my-8 h-px w-16 bg-gold/60" />
        <RichText value={welcome.description} className="text-lg leading-relaxed text-espresso/85" />
      </div>
    </section>
  );
}

export function WelcomeSection({ block }: BlockProps<'Welcome'>) {
  const welcome = usePublishedDoc(welcomeContentEntity);
  if (!welcome) return null;
  return <WelcomeBody eyebrowText={block.eyebrow} welcome={welcome} />;
}
