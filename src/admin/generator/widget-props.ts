import type { Control } from 'react-hook-form';
import type { FieldDescription } from '@schemas/kit/describe-fields';

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
}
