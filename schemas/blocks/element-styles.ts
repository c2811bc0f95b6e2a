// The style presets of each element type: the only styles an element may store (the schema's enum), so stored
// data can never carry an arbitrary class list onto the page. The stored value is the preset's key; its class
// text lives here only and is looked up when the element renders.
export interface StylePreset {
  readonly label: string;
  /** What is stored: a short key such as "lead". */
  readonly value: string;
  /** How it looks: the classes the renderer applies. */
  readonly className: string;
}

export const STYLE_PRESETS = {
  text: [
    { label: 'Body text', value: 'body-text', className: 'text-base leading-relaxed text-stone-700' },
    { label: 'Lead paragraph', value: 'lead-paragraph', className: 'text-xl leading-relaxed text-stone-800' },
    { label: 'Heading', value: 'heading', className: 'font-serif text-4xl text-espresso' },
    { label: 'Subheading', value: 'subheading', className: 'font-serif text-2xl text-espresso' },
    { label: 'Small caption', value: 'small-caption', className: 'text-sm uppercase tracking-widest text-stone-600' },
    { label: 'Centered quote', value: 'centered-quote', className: 'mx-auto max-w-2xl text-center font-serif text-2xl italic text-espresso' },
  ],
  html: [
    { label: 'Standard', value: 'standard', className: 'prose max-w-none' },
    { label: 'Large', value: 'large', className: 'prose prose-lg max-w-none' },
    { label: 'Centered', value: 'centered', className: 'prose mx-auto max-w-2xl text-center' },
  ],
  image: [
    { label: 'Full width', value: 'full-width', className: 'w-full rounded-2xl object-cover' },
    { label: 'Centered, medium', value: 'centered-medium', className: 'mx-auto w-full max-w-xl rounded-2xl object-cover' },
    { label: 'Rounded thumbnail', value: 'rounded-thumbnail', className: 'h-40 w-40 rounded-full object-cover' },
  ],
  button: [
    { label: 'Primary', value: 'primary', className: 'inline-block rounded-full bg-espresso px-8 py-3 font-medium text-white hover:bg-black' },
    { label: 'Gold', value: 'gold', className: 'inline-block rounded-full bg-gold px-8 py-3 font-medium text-espresso hover:brightness-95' },
    { label: 'Outline', value: 'outline', className: 'inline-block rounded-full border-2 border-espresso px-8 py-3 font-medium text-espresso hover:bg-espresso hover:text-white' },
  ],
  link: [
    { label: 'Underlined', value: 'underlined', className: 'font-medium text-espresso underline underline-offset-4 hover:text-black' },
    { label: 'Gold', value: 'gold', className: 'font-medium text-gold underline underline-offset-4' },
    { label: 'Arrow link', value: 'arrow-link', className: "font-medium text-espresso after:content-['_→'] hover:underline" },
  ],
} as const satisfies Record<'text' | 'html' | 'image' | 'button' | 'link', readonly StylePreset[]>;

/** The keys an element of this type may store. */
export const styleValues = <T extends keyof typeof STYLE_PRESETS>(type: T) => STYLE_PRESETS[type].map((p) => p.value) as [(typeof STYLE_PRESETS)[T][number]['value'], ...Array<(typeof STYLE_PRESETS)[T][number]['value']>];

/** The classes of a stored style key, or undefined when the key is none of the type's presets. */
export function styleClass(type: keyof typeof STYLE_PRESETS, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return (STYLE_PRESETS[type] as readonly StylePreset[]).find((p) => p.value === key)?.className;
}

/**
 * The key to store for a style read from older content: a key stays, a preset's class text (as stored before
 * styles were keys) becomes its key, and anything else (a class list of its own) is dropped, so the element
 * takes its type's default look.
 */
export function styleKeyOf(type: string, stored: unknown): string | undefined {
  if (!(type in STYLE_PRESETS) || typeof stored !== 'string') return undefined;
  const presets = STYLE_PRESETS[type as keyof typeof STYLE_PRESETS] as readonly StylePreset[];
  return presets.find((p) => p.value === stored || p.className === stored)?.value;
}
