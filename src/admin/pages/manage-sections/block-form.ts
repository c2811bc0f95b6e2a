// The form for one block kind: its own fields (not the kind, not the hidden ones) and the schema the form
// validates them with, both derived from the block's schema.
import type * as z from 'zod/mini';
import type { BlockKind } from '@schemas/blocks/index';
import { blockOwnFields } from '@schemas/blocks/block-fields';
import type { FieldDescription } from '@schemas/kit/describe-fields';
import { formSchemaFor } from '@/admin/generator/form-values';

export interface BlockForm {
  /** The fields the owner edits, in the schema's order. */
  fields: FieldDescription[];
  /** Validates exactly those fields. */
  schema: z.ZodMiniObject;
}

const forms = new Map<BlockKind, BlockForm>();

export function blockForm(kind: BlockKind): BlockForm {
  let form = forms.get(kind);
  if (!form) {
    const own = blockOwnFields(kind);
    form = { fields: own.fields.filter((f) => f.widget !== 'hidden'), schema: formSchemaFor(own.schema, own.fields) };
    forms.set(kind, form);
  }
  return form;
}
