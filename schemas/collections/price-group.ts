import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { optionalText, order, requiredText } from '../kit/atoms';

/** One line of the price list. Its id is what category pages point at, so each price is written once. */
export const priceItemSchema = z.object({
  id: field(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/)), { label: 'Id', widget: 'hidden' }),
  name: field(requiredText(80), { label: 'Name' }),
  price: field(requiredText(60), { label: 'Price', placeholder: 'e.g. $300 or From $350' }),
  secondPrice: field(optionalText(60), { label: 'Second price', help: 'Only for groups with two price columns.' }),
  note: field(optionalText(100), { label: 'Note' }),
});

export type PriceItem = z.infer<typeof priceItemSchema>;

export const priceGroupSchema = z.object({
  title: field(requiredText(100), { label: 'Title', column: 'title' }),
  // Their messages name them shorter than their labels do ("First column must be at most 40 characters").
  firstColumn: field(optionalText(40)('First column'), { label: 'First price column', help: 'With a second column, the group shows as a table (e.g. Female / Male).', fold: 'Two price columns' }),
  secondColumn: field(optionalText(40)('Second column'), { label: 'Second price column', fold: 'Two price columns' }),
  items: field(
    z.array(priceItemSchema).check(z.minLength(1, { error: 'Add at least one price' }), z.maxLength(12, { error: 'At most 12 prices in a group' })),
    { label: 'Prices', widget: 'list', itemLabel: 'name', addLabel: 'Add price', column: 'list' },
  ),
  footnote: field(optionalText(300), { label: 'Footnote', column: 'note' }),
  order: field(order, { label: 'Order', widget: 'hidden' }),
});

export type PriceGroup = z.infer<typeof priceGroupSchema>;

export const priceGroupEntity = defineEntity({
  id: 'price-group',
  kind: 'collection',
  label: 'Price Group',
  path: 'price-groups',
  ordered: true,
  publish: { key: 'priceGroups', index: ['items[].id'] },
  nav: { label: 'Price List', group: 'Catalogue', slug: 'prices', order: 55 },
  schema: priceGroupSchema,
});
