// Each home-page section's own tools in edit mode, at its top corner: move it above or below the shown section
// next to it, or hide it, with one tap and without opening its form (its form has the same, and the rest).
import { sectionEntity } from '@schemas/collections/section';
import { useLiveItems } from '@/admin/shell/use-live';
import { useSectionActions } from '@/admin/pages/manage-sections/section-actions';
import { UNDO_MS } from '@/admin/safety/use-undo-delete';
import { useToast } from '@/components/ui/toast';

/** The stored sections and what can be done to them, for the tools of each section on the page. */
export function useSectionTools() {
  const { items: sections } = useLiveItems(sectionEntity);
  const actions = useSectionActions();
  const toast = useToast();
  return { sections, actions, toast };
}

interface SectionToolsProps {
  tools: ReturnType<typeof useSectionTools>;
  id: string;
  name: string;
  /** The section's box in the page's frame. */
  box: { left: number; top: number; width: number };
  /** Whether a section may be hidden now (not while a form holds an unsaved change); says why not itself. */
  mayHide: () => boolean;
  onHidden: (id: string) => void;
}

/** Focuses the element with `id` once it is in the page again (the tools are drawn anew after a move). */
function focusSoon(id: string, frames = 60) {
  const element = document.getElementById(id);
  if (element) element.focus();
  else if (frames > 0) requestAnimationFrame(() => focusSoon(id, frames - 1));
}

export function SectionTools({ tools: { sections, actions, toast }, id, name, box, mayHide, onHidden }: SectionToolsProps) {
  const shown = sections?.filter((s) => s.isVisible) ?? [];
  const at = shown.findIndex((s) => s.id === id);
  if (!sections || at < 0) return null;
  const base = `pe-tools-${id.replace(/[^a-z0-9-]/gi, '-')}`;
  // At the top or the bottom a move button says it cannot move, but keeps the focus (it stays enabled).
  const tool = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 text-sm hover:bg-white/15 aria-disabled:opacity-40';
  const move = async (delta: -1 | 1, button: string) => {
    if ((delta < 0 && at === 0) || (delta > 0 && at === shown.length - 1)) return;
    if (await actions.moveShown(sections, id, delta)) focusSoon(button);
  };
  return (
    <div role="group" aria-label={`Section ${name}`} className="pe-section-tools" style={{ left: box.left + box.width, top: box.top }}>
      <button id={`${base}-up`} type="button" className={tool} aria-label={`Move ${name} up`} title={`Move ${name} up`} aria-disabled={at === 0} onClick={() => void move(-1, `${base}-up`)}>
        <span aria-hidden="true">↑</span>
      </button>
      <button
        id={`${base}-down`}
        type="button"
        className={tool}
        aria-label={`Move ${name} down`}
        title={`Move ${name} down`}
        aria-disabled={at === shown.length - 1}
        onClick={() => void move(1, `${base}-down`)}
      >
        <span aria-hidden="true">↓</span>
      </button>
      <button
        type="button"
        className={`${tool} px-3`}
        aria-label={`Hide ${name}`}
        title={`Hide ${name}`}
        onClick={async () => {
          if (!mayHide()) return;
          if (!(await actions.toggle(shown[at]!))) return;
          onHidden(id);
          // It leaves the page: the message says so and can bring it back ("Add section" can too), after any
          // change still being saved.
          toast.success(`${name} is hidden from the home page.`, { label: 'Undo', run: () => void actions.toggle({ id, isVisible: false }, true), durationMs: UNDO_MS });
        }}
      >
        Hide
      </button>
    </div>
  );
}
