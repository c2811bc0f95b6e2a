// The pages of an entity whose schema asks for them (EntityPages): its list page (/team), every entry as a card
// linking to the entry's own page (/team/{slug}), which shows all of it. Both are drawn from the schema's card
// columns, as a CollectionList section draws its cards, so an entity added by one schema file has pages without a
// renderer of its own. The columns come as plain data (schemas/published.ts): these pages load no schema code.
import { use } from 'react';
import { useParams } from 'react-router-dom';
import { useSiteContent } from '@/blocks/content';
import { BodyColumns, CollectionCard, cardValues, NoteChips, StarLines, type CardColumns } from '@/blocks/card-view';
import { pagedEntityAt, pagedEntries, type PagedEntity } from '@/lib/entity-pages';
import { PageHeader } from '@/blocks/ui/page-header';
import { AddressContext } from '@/blocks/ui/site-dialog';
import { useToday } from '@/lib/today';
import { pageTitle } from '@/blocks/ui/ui-classes';
import { SiteImage } from '@/blocks/ui/site-image';
import { pageTextsEntity } from '@schemas/published';
import { useDocWithDefaults } from '@/blocks/content-defaults';
import { linkedEntries } from '@/blocks/linked-entries';
import { BookButton } from '@/blocks/ui/book-now';
import NotFoundPage from './not-found-page';

/** The entity whose pages the address is under, with its card columns; undefined where there is none. */
function usePagedEntity(): { paged: PagedEntity; columns: CardColumns; slug?: string } | undefined {
  const at = pagedEntityAt(use(AddressContext) ?? '/');
  const columns = at?.entity.pages.columns;
  return at && columns ? { paged: at.entity, columns, slug: at.slug } : undefined;
}

/** Every entry of the entity as a card, each a link to its own page. */
export function EntityListPage() {
  const { content } = useSiteContent();
  const today = useToday();
  const found = usePagedEntity();
  if (!content) return null;
  if (!found) return <NotFoundPage />;
  const entries = pagedEntries(content, found.paged, today);
  return (
    <>
      <PageHeader title={found.paged.pages.label} />
      <div className="px-4 py-14 sm:px-6 sm:py-20">
        <ul className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {entries.map(({ path, entry }) => (
            <li key={entry.id}>
              <a href={path} className="block h-full rounded-2xl transition hover:-translate-y-0.5 hover:shadow-lg">
                <CollectionCard columns={found.columns} item={entry} level={2} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** One entry's own page: its picture, its title, and every field its card shows. */
export function EntityEntryPage() {
  const { content } = useSiteContent();
  const today = useToday();
  const found = usePagedEntity();
  const slug = useParams().item;
  const texts = useDocWithDefaults(pageTextsEntity).team;
  if (!content) return null;
  const entry = found && pagedEntries(content, found.paged, today).find(({ path }) => path.endsWith(`/${slug}`))?.entry;
  if (!found || !entry) return <NotFoundPage />;
  const { columns, paged } = found;
  const { title, image, body, list, notes } = cardValues(columns, entry);
  return (
    <article>
      <div className="bg-sand/50 px-6 pb-12 pt-10 sm:pb-16 sm:pt-14">
        <div className="mx-auto max-w-5xl">
          <a href={`/${paged.pages.path}`} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-espresso underline-offset-4 hover:underline">
            <span aria-hidden="true">←</span> {paged.pages.label}
          </a>
          <div className="mt-6 grid items-center gap-8 md:grid-cols-[2fr_3fr] md:gap-12">
            {image && (
              <SiteImage src={image} sizes="(min-width: 768px) 40vw, calc(100vw - 48px)" width={800} height={1000} eager priority className="aspect-[4/5] w-full rounded-3xl bg-sand object-cover shadow-sm" />
            )}
            <div className={image ? '' : 'md:col-span-2'}>
              <h1 className={pageTitle}>{title}</h1>
              <NoteChips notes={notes} className="mt-5 flex flex-wrap gap-2" chipClassName="bg-white ring-1 ring-espresso/10" />
            </div>
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-3xl space-y-6 px-6 py-12 sm:py-16">
        <BodyColumns body={body} className="text-lg leading-relaxed text-espresso/85" />
        <StarLines lines={list} className="space-y-2 text-espresso/85" />
        {linkedEntries(content, paged, entry).map(({ label, entries }) => (
          <section key={label} className="pt-4">
            <h2 className="font-serif text-2xl font-medium text-espresso">{label}</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {entries.map((e) => (
                <li key={e.id}>
                  {e.path ? (
                    <a href={e.path} className="inline-flex min-h-11 items-center rounded-full bg-sand/60 px-4 text-sm font-medium text-espresso underline-offset-4 hover:underline">
                      {e.name}
                    </a>
                  ) : (
                    <span className="inline-flex min-h-11 items-center rounded-full bg-sand/60 px-4 text-sm font-medium text-espresso">{e.name}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
        {paged.pages.booking && (
          <div className="pt-4">
            <BookButton label={texts.button} own={typeof entry[paged.pages.booking] === 'string' ? (entry[paged.pages.booking] as string) : undefined} fallback="page" />
          </div>
        )}
      </div>
    </article>
  );
}
