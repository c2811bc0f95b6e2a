// A block kind's own fields (its `kind` is no field), described once per kind: the section form, the page editor's
// marks and the site history all read a section's content by them.
import * as z from 'zod/mini';
import { describeFields, type FieldDescription } from '../kit/describe-fields';
import { blockSchemas, type BlockKind } from './index';

const described = new Map<BlockKind, { schema: z.ZodMiniObject; fields: FieldDescription[] }>();

/** The object schema of a kind's own fields, and their descriptions. */
export function blockOwnFields(kind: BlockKind): { schema: z.ZodMiniObject; fields: FieldDescription[] } {
  let own = described.get(kind);
  if (!own) {
    const schema = z.omit(blockSchemas[kind] as z.ZodMiniObject, { kind: true });
    own = { schema, fields: describeFields(schema) };
    described.set(kind, own);
  }
  return own;
}
