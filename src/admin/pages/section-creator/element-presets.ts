// Style presets offered per element type; the stored `style` is the preset's class text, which the site
// applies to the element as it is.
import type { ElementType } from '@schemas/blocks/elements';

export interface StylePreset {
  label: string;
  value: string;
}

export const STYLE_PRESETS: Record<ElementType, StylePreset[]> = {
  text: [
    { label: 'Body text', value: 'text-base leading-relaxed text-stone-700' },
    { label: 'Lead paragraph', value: 'text-xl leading-relaxed text-stone-800' },
    { label: 'Heading', value: 'font-serif text-4xl text-espresso' },
    { label: 'Subheading', value: 'font-serif text-2xl text-espresso' },
    { label: 'Small caption', value: 'text-sm uppercase tracking-widest text-stone-600' },
    { label: 'Centered quote', value: 'mx-auto max-w-2xl text-center font-serif text-2xl italic text-espresso' },
  ],
  html: [
    { label: 'Standard', value: 'prose max-w-none' },
    { label: 'Large', value: 'prose prose-lg max-w-none' },
    { label: 'Centered', value: 'prose mx-auto max-w-2xl text-center' },
  ],
  image: [
    { label: 'Full width', value: 'w-full rounded-2xl object-cover' },
    { label: 'Centered, medium', value: 'mx-auto w-full max-w-xl rounded-2xl object-cover' },
    { label: 'Rounded thumbnail', value: 'h-40 w-40 rounded-full object-cover' },
  ],
  button: [
    { label: 'Primary', value: 'inline-block rounded-full bg-espresso px-8 py-3 font-medium text-white hover:bg-black' },
    { label: 'Gold', value: 'inline-block rounded-full bg-gold px-8 py-3 font-medium text-espresso hover:brightness-95' },
    { label: 'Outline', value: 'inline-block rounded-full border-2 border-espresso px-8 py-3 font-medium text-espresso hover:bg-espresso hover:text-white' },
  ],
  link: [
    { label: 'Underlined', value: 'font-medium text-espresso underline underline-offset-4 hover:text-black' },
    { label: 'Gold', value: 'font-medium text-gold underline underline-offset-4' },
    { label: 'Arrow link', value: "font-medium text-espresso after:content-['_→'] hover:underline" },
  ],
};

export const defaultStyle = (type: ElementType) => STYLE_PRESETS[type][0]?.value ?? '';

export function presetLabel(type: ElementType, style: string | undefined): string {
  if (!style) return 'No style';
  return STYLE_PRESETS[type].find((p) => p.value === style)?.label ?? 'Custom style';
}
