// Pure operations on a custom section's element list: every result is renumbered 0..n-1 and validated.
import { elementSchema, type ElementType, type SectionElement } from '@schemas/blocks/elements';

export const ELEMENT_LABELS: Record<ElementType, string> = { text: 'Text', html: 'Formatted text', image: 'Image', button: 'Button', link: 'Link' };

export interface ElementDraft {
  type: ElementType;
  content: string;
  style?: string;
  href?: string;
}

/** Elements in display order. */
export function sorted(elements: readonly SectionElement[]): SectionElement[] {
  return [...elements].sort((a, b) => a.order - b.order);
}

function renumber(elements: SectionElement[]): SectionElement[] {
  return elements.map((e, order) => ({ ...e, order }));
}

/** True when the draft has no visible content (an empty editor gives "<p></p>"). */
export function isBlank(draft: Pick<ElementDraft, 'type' | 'content'>): boolean {
  const text = draft.type === 'html' ? draft.content.replace(/<(?!img\b)[^>]*>/gi, '').replace(/&nbsp;/g, ' ') : draft.content;
  return text.trim() === '';
}

/** A timestamp id, unique among the given elements even when two are made in the same millisecond. */
export function newElementId(elements: readonly SectionElement[], now: number = Date.now()): string {
  const taken = new Set(elements.map((e) => e.id));
  let id = now;
  while (taken.has(String(id))) id += 1;
  return String(id);
}

/** Build a stored element from a draft; fields that do not apply to the type are left out. */
export function toElement(draft: ElementDraft, id: string, order: number): SectionElement {
  const linked = draft.type === 'button' || draft.type === 'link';
  const candidate = {
    id,
    order,
    type: draft.type,
    content: draft.type === 'html' ? draft.content : draft.content.trim(),
    ...(draft.style ? { style: draft.style } : {}),
    ...(linked ? { href: (draft.href ?? '').trim() } : {}),
  };
  return elementSchema.parse(candidate);
}

export function addElement(elements: readonly SectionElement[], draft: ElementDraft, now?: number): SectionElement[] {
  const list = sorted(elements);
  return renumber([...list, toElement(draft, newElementId(list, now), list.length)]);
}

export function updateElement(elements: readonly SectionElement[], id: string, draft: ElementDraft): SectionElement[] {
  return renumber(sorted(elements).map((e) => (e.id === id ? toElement(draft, id, e.order) : e)));
}

export function removeElement(elements: readonly SectionElement[], id: string): SectionElement[] {
  return renumber(sorted(elements).filter((e) => e.id !== id));
}

export function moveElement(elements: readonly SectionElement[], index: number, delta: -1 | 1): SectionElement[] {
  const list = sorted(elements);
  const target = index + delta;
  if (index < 0 || target < 0 || target >= list.length) return renumber(list);
  [list[index], list[target]] = [list[target]!, list[index]!];
  return renumber(list);
}

/** The first validation message for a draft, keyed by the form field it belongs to. */
export function draftErrors(draft: ElementDraft): Partial<Record<'content' | 'href', string>> {
  const result = elementSchema.safeParse({ id: 'x', order: 0, ...draft, ...(draft.type === 'button' || draft.type === 'link' ? { href: (draft.href ?? '').trim() } : { href: undefined }) });
  if (result.success) return {};
  const out: Partial<Record<'content' | 'href', string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] === 'href' ? 'href' : issue.path[0] === 'content' ? 'content' : undefined;
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}
