// Expertise: the block's figures (years of practice, clients served) and badges on a dark band.
import type { BlockData, BlockProps } from './block-props';
import { eyebrowBase, sectionTitle } from './ui/ui-classes';

export function ExpertiseSection({ block }: { block: BlockData<'Expertise'> }) {
  return (
    <section aria-labelledby="expertise-heading" className="bg-espresso px-4 py-16 text-ivory sm:px-6 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-2">
        <div>
          <p className={`${eyebrowBase} text-gold-light`}>{block.eyebrow}</p>
          <h2 id="expertise-heading" className={`mt-3 ${sectionTitle} text-ivory`}>
            {block.title}
          </h2>
          <p className="mt-4 leading-relaxed text-ivory/85">{block.text}</p>
          {block.stats.length > 0 && (
            <dl className="mt-8 grid grid-cols-2 gap-6">
              {block.stats.map((s, i) => (
                <div key={`${i}-${s.value}`} className="border-l border-gold-light/60 pl-4">
                  <dt className="font-serif text-4xl text-gold-light sm:text-5xl">{s.value}</dt>
                  <dd className="mt-1 text-sm text-ivory/85">{s.label}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {block.badges.length > 0 && (
          <ul className="grid grid-cols-2 gap-3 sm:gap-4">
            {block.badges.map((badge, i) => (
              <li key={`${i}-${badge}`} className="flex flex-col items-center gap-3 rounded-2xl bg-ivory/5 p-4 text-center ring-1 ring-ivory/15 sm:p-6">
                <span aria-hidden="true" className="grid h-12 w-12 place-items-center rounded-full bg-gold-light/15 text-xl text-gold-light">
                  ✦
                </span>
                <span className="text-sm font-medium leading-snug text-ivory sm:text-base">{badge}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export function ExpertiseBlock({ block }: BlockProps<'Expertise'>) {
  return <ExpertiseSection block={block} />;
}
