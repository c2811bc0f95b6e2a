// The style presets offered per element type (defined with the element schema, whose enum they are).
import type { ElementType } from '@schemas/blocks/elements';
import { STYLE_PRESETS } from '@schemas/blocks/element-styles';

export const defaultStyle = (type: ElementType): string => STYLE_PRESETS[type][0].value;

export function presetLabel(type: ElementType, style: string | undefined): string {
  if (!style) return 'No style';
  return STYLE_PRESETS[type].find((p: { value: string }) => p.value === style)?.label ?? 'Unknown style';
}
