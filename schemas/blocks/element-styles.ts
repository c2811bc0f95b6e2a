// The style presets of each element type: the only styles an element may store (the schema's enum), so stored
// data can never carry an arbitrary class list onto the page. The stored value is the preset's class text.
export interface StylePreset {
  readonly label: string;
  readonly value: string;
}

export const STYLE_PRESETS = {
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
} as const satisfies Record<'text' | 'html' | 'image' | 'button' | 'link', readonly StylePreset[]>;

/** The class texts an element of this type may store. */
export const styleValues = <T extends keyof typeof STYLE_PRESETS>(type: T) => STYLE_PRESETS[type].map((p) => p.value) as [(typeof STYLE_PRESETS)[T][number]['value'], ...Array<(typeof STYLE_PRESETS)[T][number]['value']>];
