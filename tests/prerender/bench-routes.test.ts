// The pages `npm run bench` measures by default: every page of the route table and one page of each kind the
// demo content adds, so a page added to the table is benched without another list to edit, and the bench does not
// spend Lighthouse runs on pages that share one page's code.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OFFERS_PREFIX, UNCATEGORISED_PREFIX } from '@schemas/kit/addresses';
import { listPathOf, PAGED_ENTITIES } from '@/lib/entity-pages';
import { demoPublished, sitePaths } from '@/prerender/render-page';
import { PUBLIC_ROUTES } from '@/site/routes';
import { benchRoutes } from '../../scripts/bench/routes';

const NOW = new Date('2026-11-26T18:00:00Z');
const TABLE = [...PUBLIC_ROUTES.map((r) => r.path), ...PAGED_ENTITIES.map(listPathOf)];

/** What an address the content adds is, by its shape alone. */
function shapeOf(path: string): string {
  const [first, second] = path.split('/').slice(1);
  if (second === undefined) return 'category';
  const list = `/${first}`;
  if (list === UNCATEGORISED_PREFIX) return 'treatment without a category';
  if (list === OFFERS_PREFIX) return 'offer';
  return TABLE.includes(list) ? `entry under ${list}` : 'treatment in a category';
}

describe('the bench’s routes', () => {
  it('are every page of the route table and the first of each kind the prerenderer renders, in its order', async () => {
    const routes = await benchRoutes(NOW);
    const rendered = await sitePaths(await demoPublished(), NOW);
    expect(routes.filter((p) => TABLE.includes(p))).toEqual(rendered.filter((p) => TABLE.includes(p)));
    expect(TABLE.every((p) => routes.includes(p))).toBe(true);
    expect(rendered.filter((p) => routes.includes(p))).toEqual(routes);

    const added = rendered.filter((p) => !TABLE.includes(p));
    const firsts = new Map<string, string>();
    for (const path of added) if (!firsts.has(shapeOf(path))) firsts.set(shapeOf(path), path);
    expect(routes.filter((p) => !TABLE.includes(p))).toEqual([...firsts.values()]);
    // The demo content has every kind: the team's pages are entries of an entity with pages.
    expect([...firsts.keys()].sort()).toEqual(['category', 'entry under /team', 'offer', 'treatment in a category', 'treatment without a category']);
  });
});
