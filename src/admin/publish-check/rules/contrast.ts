// Text and button styles below WCAG AA contrast: a custom section's text, button and link elements, each in its
// style preset (schemas/blocks/element-styles.ts) or its type's default look, against the background it renders on.
// AA asks 4.5:1 of normal text and 3:1 of large text (24 px, or 18.7 px bold).
import { STYLE_PRESETS, type StylePreset } from '@schemas/blocks/element-styles';
import { sectionEntity } from '@schemas/published';
import { elementFix, entriesOf, sourceOf, type Finding, type PublishRule } from '../site-content';

/**
 * The colours the presets name: the site's theme (src/theme.css) and the Tailwind colours the presets use. A unit
 * test keeps the theme's in step with the stylesheet.
 */
export const COLOURS: Readonly<Record<string, string>> = {
  ivory: '#f8f4ee',
  sand: '#e9dfd1',
  gold: '#8a6a3e',
  'gold-light': '#b8976a',
  espresso: '#2b2420',
  sage: '#6f7d6b',
  blush: '#e8c9c0',
  white: '#ffffff',
  black: '#000000',
  'stone-600': '#57534d',
  'stone-700': '#44403b',
  'stone-800': '#292524',
};

/** A custom section sits on the page's own background. */
export const PAGE_BACKGROUND = COLOURS.ivory!;

/** The look of each element type without a style (src/blocks/elements/*-element.tsx). */
export const DEFAULT_LOOK: Readonly<Record<'text' | 'button' | 'link', string>> = {
  text: 'text-lg leading-relaxed text-espresso/85',
  button: 'inline-block rounded-full bg-espresso px-8 py-3 font-medium text-white',
  link: 'font-medium text-espresso underline',
};

const SIZES: Readonly<Record<string, number>> = { xs: 12, sm: 14, base: 16, lg: 18, xl: 20, '2xl': 24, '3xl': 30, '4xl': 36, '5xl': 48 };

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;

/** `fg` at `alpha` over `bg`. */
const over = (fg: Rgb, alpha: number, bg: Rgb): Rgb => fg.map((c, i) => c * alpha + bg[i]! * (1 - alpha)) as Rgb;

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A colour class's colour ("text-espresso/85"), blended over `bg` when it has an opacity. */
function colourOf(className: string, prefix: 'text' | 'bg', bg: Rgb): Rgb | undefined {
  for (const token of className.split(/\s+/)) {
    const match = new RegExp(`^${prefix}-([a-z]+(?:-[a-z0-9]+)?)(?:/(\\d+))?$`).exec(token);
    const hex = match && COLOURS[match[1]!];
    if (hex) return match[2] ? over(rgb(hex), Number(match[2]) / 100, bg) : rgb(hex);
  }
  return undefined;
}

/** A look's contrast against `background`, and the ratio AA asks of its size. */
export function lookContrast(className: string, background: string = PAGE_BACKGROUND): { ratio: number; needed: number } {
  const page = rgb(background);
  // Only the resting look counts (hover is a moment); a button's own background is what its text sits on.
  const resting = className
    .split(/\s+/)
    .filter((t) => !t.includes(':'))
    .join(' ');
  const bg = colourOf(resting, 'bg', page) ?? page;
  const fg = colourOf(resting, 'text', bg) ?? rgb(COLOURS.espresso!);
  const size = SIZES[/(?:^|\s)text-(xs|sm|base|lg|[2-5]?xl)(?:\s|$)/.exec(resting)?.[1] ?? 'base'] ?? 16;
  const bold = /(?:^|\s)font-(bold|extrabold|black)(?:\s|$)/.test(resting);
  const large = size >= 24 || (bold && size >= 18.66);
  return { ratio: contrastRatio(fg, bg), needed: large ? 3 : 4.5 };
}

export const contrastRule: PublishRule = {
  id: 'contrast',
  title: 'Text and buttons below AA contrast',
  check({ snapshot }) {
    return entriesOf(snapshot).flatMap((entry) => {
      const block = entry.entity.id === sectionEntity.id ? (entry.data.block as { kind?: unknown; elements?: unknown } | undefined) : undefined;
      if (block?.kind !== 'CustomSection' || !Array.isArray(block.elements)) return [];
      return block.elements.flatMap((element: unknown, i): Finding[] => {
        const e = element as { type?: unknown; style?: unknown };
        if (e?.type !== 'text' && e?.type !== 'button' && e?.type !== 'link') return [];
        const preset = (STYLE_PRESETS[e.type] as readonly StylePreset[]).find((p) => p.value === e.style);
        const { ratio, needed } = lookContrast(preset?.className ?? DEFAULT_LOOK[e.type]);
        if (ratio >= needed) return [];
        const style = preset ? `style “${preset.label}”` : 'default style';
        return [
          {
            rule: contrastRule.id,
            problem: `A ${e.type} in the ${style} has a contrast of ${ratio.toFixed(1)}:1 (AA needs ${needed}:1) in ${entry.name}, Elements ${i + 1}`,
            page: entry.page,
            source: sourceOf(entry),
            fix: elementFix(entry, i, 'style', 'Style'),
          },
        ];
      });
    });
  },
};
