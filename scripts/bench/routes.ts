// The pages the bench measures by default, read where the site reads them: every page of the route table (the
// fixed pages and the entities' list pages, src/site/routes.ts) and, of the pages the published content adds, one
// of each kind (a category's, a treatment's in a category and under /services, an offer's, an entry's of each
// entity with pages), the first the prerenderer renders from the demo content. Pages of one kind share their
// code, so one of each is enough.
import { UNCATEGORISED_PREFIX } from '@schemas/kit/addresses';
import { listPathOf, PAGED_ENTITIES } from '@/lib/entity-pages';
import { contentOf, demoPublished, resolvePath, sitePaths } from '@/prerender/render-page';
import { PUBLIC_ROUTES } from '@/site/routes';

/** The kind of page an address the content adds is: a category's, or an item's of its kind. */
function kindOf(resolved: ReturnType<typeof resolvePath>): string {
  if (resolved.kind === 'page') return 'category';
  if (resolved.kind !== 'item') throw new Error(`The demo content lists an address that is no page (${resolved.kind})`);
  const { item } = resolved;
  if (item.kind === 'treatment') return item.listPath === UNCATEGORISED_PREFIX ? 'treatment without a category' : 'treatment in a category';
  return item.kind === 'entry' ? `entry of ${item.source}` : item.kind;
}

/** Every page of the route table and the first page of each kind the demo content adds, in the prerenderer's order. */
export async function benchRoutes(now: Date = new Date()): Promise<string[]> {
  const table = new Set([...PUBLIC_ROUTES.map((r) => r.path), ...PAGED_ENTITIES.map(listPathOf)]);
  const reader = await demoPublished();
  const kinds = new Set<string>();
  const routes: string[] = [];
  for (const path of await sitePaths(reader, now)) {
    if (table.has(path)) {
      routes.push(path);
      continue;
    }
    const kind = kindOf(resolvePath(await contentOf(reader, path, now), path, now));
    if (kinds.has(kind)) continue;
    kinds.add(kind);
    routes.push(path);
  }
  return routes;
}

/** `node scripts/run-through-vite.mjs scripts/bench/routes.ts`: prints them, one a line. */
export async function main(): Promise<number> {
  console.log((await benchRoutes()).join('\n'));
  return 0;
}
