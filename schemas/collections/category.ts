// A category of the catalogue: a page of its own at /{slug} (Injectables, Vitamin Therapy …) with its title,
// introduction and picture, listing every treatment filed under it, and a link in the menu and the footer.
import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { imageUrl, LIMITS, order, requiredRichText, requiredText, slugText } from '../kit/atoms';
import { RESERVED_SEGMENTS } from '../kit/addresses';

export const categorySchema = z.object({
  name: field(requiredText(60), { label: 'Name', column: 'title', help: 'The link to the page in the menu and the footer.' }),
  slug: field(slugText(), {
    label: 'Page address',
    widget: 'slug',
    slug: { from: 'name', prefix: '/', reserved: RESERVED_SEGMENTS },
    column: 'note',
    help: 'Changing it later keeps the old address working: it leads to the new one.',
  }),
  title: field(requiredText(100), { label: 'Title', help: 'The heading of the page.' }),
  // Rich text; the plain text stored before it was renders as it always has, so stored content needs no upgrade.
  intro: field(requiredRichText(LIMITS.richMedium), { label: 'Introduction', column: 'body' }),
  image: field(imageUrl(), { label: 'Image URL', column: 'image' }),
  isVisible: field(z._default(z.boolean(), true), { label: 'Shown on the site', help: 'Off: the page, its link and its treatments’ pages leave the site; nothing is deleted.' }),
  order: field(order, { label: 'Order', widget: 'hidden' }),
});

export type Category = z.infer<typeof categorySchema>;

export const categoryEntity = defineEntity({
  id: 'category',
  kind: 'collection',
  label: 'Category',
  noun: 'category',
  plural: 'categories',
  path: 'categories',
  ordered: true,
  unique: ['slug'],
  // Every page's menu and footer need a category's name and address; its page, the rest.
  publish: { key: 'categories', everyPage: ['name', 'slug', 'isVisible', 'order'], maxItems: 100, maxIdLength: 40 },
  nav: { label: 'Categories', group: 'Catalogue', slug: 'categories', order: 35 },
  schema: categorySchema,
});
