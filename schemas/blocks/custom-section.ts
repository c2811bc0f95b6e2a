// A custom section: a block the owner builds from elements in the Section Creator.
import * as z from 'zod/mini';
import { field } from '../kit/ui';
import { elementSchema, MAX_ELEMENTS } from './elements';

export const customSectionBlock = {
  kind: 'CustomSection',
  label: 'Custom Section',
  fields: {
    elements: field(z._default(z.array(elementSchema).check(z.maxLength(MAX_ELEMENTS)), () => []), { label: 'Elements', widget: 'hidden' }),
  },
} as const;
