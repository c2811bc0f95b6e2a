// describeFields turns every field into a widget the admin can render, or refuses the schema: no field kind
// is silently left out of a form.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { entities } from '@schemas/index';
import { describeFields } from '@schemas/kit/describe-fields';
import { field } from '@schemas/kit/ui';
import { imageUrl, optionalImageUrl, optionalText, requiredText } from '@schemas/kit/atoms';
import { optionalDate, requiredDate } from '@schemas/kit/schedule';

const menuItem = z.object({
  id: field(z.string().check(z.minLength(1)), { label: 'Id', widget: 'hidden' }),
  name: field(requiredText(), { label: 'Name' }),
  price: field(z.number(), { label: 'Price' }),
  note: field(optionalText(), { label: 'Note' }),
  sizes: z.array(z.object({ size: field(requiredText(), { label: 'Size' }) })),
});

describe('describeFields', () => {
  it('describes an array of objects as a list whose children are the row’s fields, named relative to the row', () => {
    const [items] = describeFields(
      z.object({
        items: field(z.array(menuItem).check(z.minLength(1), z.maxLength(12)), { label: 'Items', itemLabel: 'name', addLabel: 'Add dish' }),
      }),
    );
    expect(items).toMatchObject({ name: 'items', widget: 'list', required: true, minItems: 1, maxItems: 12, rowIds: true });
    expect(items!.ui).toMatchObject({ label: 'Items', itemLabel: 'name', addLabel: 'Add dish' });
    expect(items!.children!.map((c) => [c.key, c.name, c.widget, c.required])).toEqual([
      ['id', 'id', 'hidden', true],
      ['name', 'name', 'text', true],
      ['price', 'price', 'number', true],
      ['note', 'note', 'text', false],
      ['sizes', 'sizes', 'list', false],
    ]);
    // A list inside a row is a list of its own, again named relative to its row.
    expect(items!.children![4]!.children!.map((c) => c.name)).toEqual(['size']);
  });

  it('gives rows no generated id when their id field is shown to the owner', () => {
    const [list] = describeFields(z.object({ rows: z.array(z.object({ id: field(requiredText(), { label: 'Code' }) })) }));
    expect(list!.rowIds).toBeUndefined();
  });

  it('accepts a union, a record or an array of arrays when its metadata hides it explicitly', () => {
    const fields = describeFields(
      z.object({
        blocks: field(z.array(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })])), { label: 'Blocks', widget: 'hidden' }),
        extra: field(z.record(z.string(), z.string()), { label: 'Extra', widget: 'hidden' }),
        grid: field(z.optional(z.array(z.array(z.number()))), { label: 'Grid', widget: 'hidden' }),
      }),
    );
    expect(fields.map((f) => f.widget)).toEqual(['hidden', 'hidden', 'hidden']);
  });

  it('refuses a field it cannot render without an explicit widget, naming the field’s path', () => {
    expect(() => describeFields(z.object({ kind: z.union([z.literal('a'), z.literal('b')]) }))).toThrow(/"kind"/);
    expect(() => describeFields(z.object({ address: z.object({ extra: z.record(z.string(), z.string()) }) }))).toThrow(/"address\.extra"/);
    expect(() => describeFields(z.object({ items: z.array(z.object({ grid: z.array(z.array(z.number())) })) }))).toThrow(/"items\[\]\.grid"/);
  });

  it('refuses a widget the field’s data cannot hold, and a reference without its source', () => {
    expect(() => describeFields(z.object({ tags: field(z.array(z.string()), { label: 'Tags', widget: 'list' }) }))).toThrow(/"tags": widget "list" needs an array of objects/);
    expect(() => describeFields(z.object({ price: field(z.string(), { label: 'Price', widget: 'reference' }) }))).toThrow(/"price".*reference/);
    expect(() => describeFields(z.object({ rows: field(z.array(z.object({ a: z.string() })), { label: 'Rows', itemLabel: 'b' }) }))).toThrow(/itemLabel "b"/);
  });

  it('gives a reference only when the metadata names it, never by inference', () => {
    const reference = { collection: 'price-groups', list: 'items', label: 'name', group: 'title' };
    const [price, plain] = describeFields(
      z.object({ price: field(z.string(), { label: 'Price', widget: 'reference', reference }), plain: field(z.string(), { label: 'Plain' }) }),
    );
    expect(price).toMatchObject({ widget: 'reference', ui: { reference } });
    expect(plain!.widget).toBe('text');
  });

  it.each(entities.map((e) => [e.id, e] as const))('describes the %s entity without error', (_id, entity) => {
    expect(() => describeFields(entity.schema)).not.toThrow();
  });
});

describe('field', () => {
  const messages = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).error?.issues.map((i) => i.message);

  it('gives an atom the field’s label, which its messages name, leaving out a note on how to fill it in', () => {
    expect(messages(field(requiredText(10), { label: 'Promo Code' }), '')).toEqual(['Promo Code is required']);
    expect(messages(field(optionalText(3), { label: 'Note (optional)' }), 'long')).toEqual(['Note must be at most 3 characters']);
    expect(describeFields(z.object({ note: field(optionalText(3), { label: 'Note (optional)' }) }))[0]!.ui.label).toBe('Note (optional)');
  });

  it('takes an atom already given a label as it is, so messages may name a field otherwise', () => {
    expect(messages(field(optionalText(3)('First column'), { label: 'First price column' }), 'long')).toEqual(['First column must be at most 3 characters']);
  });

  it('lets an atom say how its value is edited: an image address with the image widget, a date with the date picker', () => {
    const fields = describeFields(
      z.object({
        image: field(imageUrl(), { label: 'Image URL', column: 'image' }),
        photo: field(optionalImageUrl(), { label: 'Photo' }),
        date: field(requiredDate(), { label: 'Date' }),
        until: field(optionalDate(), { label: 'Show Until', help: 'Optional.' }),
      }),
    );
    expect(fields.map((f) => [f.key, f.widget, f.ui.kind])).toEqual([
      ['image', 'image', 'image'],
      ['photo', 'image', 'image'],
      ['date', 'date', undefined],
      ['until', 'date', undefined],
    ]);
    expect(fields[0]!.ui).toMatchObject({ label: 'Image URL', column: 'image' });
    expect(fields[3]!.ui).toMatchObject({ label: 'Show Until', help: 'Optional.' });
  });
});
