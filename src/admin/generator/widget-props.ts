import type { ComponentType } from 'react';
import type { Control } from 'react-hook-form';
import type { FieldDescription } from '@schemas/kit/describe-fields';

/** What a list of fields is rendered from (field-renderer.tsx's FieldList). */
export interface FieldListProps {
  fields: FieldDescription[];
  control: Control<Record<string, unknown>>;
  idPrefix: string;
  onCommit?: (desc: FieldDescription, value: unknown) => void;
  /** Added to every label for screen readers when the labels repeat on the page (list rows). */
  context?: string;
}

/** Every widget receives the same props. */
export interface WidgetProps {
  desc: FieldDescription;
  control: Control<Record<string, unknown>>;
  /** Id for the input, so the label can point at it. */
  inputId: string;
  disabled?: boolean;
  /** Id of the element describing the error/help, for aria-describedby. */
  describedBy?: string;
  invalid: boolean;
  /** Fields with saveOnChange call this after their value changes. */
  onCommit?: (value: unknown) => void;
  /** Prefix of every input id in the form; widgets that render fields of their own (lists) pass it on. */
  idPrefix?: string;
  /**
   * Where the field sits when its label alone is not unique on the page ("item 2 of Menu items"). Labels
   * add it for screen readers; widgets that render fields of their own extend it.
   */
  context?: string;
}

/**
 * What the form hands every widget besides WidgetProps: its field list, for widgets that render fields of their own
 * (a list's rows), so that no widget imports the module that imports the widgets.
 */
export interface FieldListProp {
  FieldList: ComponentType<FieldListProps>;
}
