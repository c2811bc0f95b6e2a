// Section Creator: custom sections, the home page sections whose block is built from elements (text, HTML,
// image, button, link). Each is one sections document; its elements live in its block.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BlockOf } from '@schemas/blocks/index';
import type { SectionElement } from '@schemas/blocks/elements';
import { sectionEntity } from '@schemas/collections/section';
import { useBackend } from '@/app/backend-context';
import { addErrorMessage, addItem, deleteItem, modifyItem, type Item } from '@/backend/entity-store';
import { useUndoDelete } from '@/admin/safety/use-undo-delete';
import { useToast } from '@/components/ui/toast';
import { useDialogs } from '@/components/ui/confirm';
import { useAfterWrite } from '@/admin/generator/write-context';
import { useUnsavedGuard } from '@/admin/generator/use-unsaved-guard';
import { useLiveItems } from '@/admin/shell/use-live';
import { LivePreview } from '@/admin/shell/live-preview';
import { usePublishedSnapshot } from '@/admin/shell/use-published-snapshot';
import { RenderBlock } from '@/blocks/registry';
import { ChevronIcon, PageHeading, TrashIcon, dangerButton, primaryButton } from './page-ui';
import { ElementEditor, emptyDraft } from './section-creator/element-editor';
import { useSaveFindings } from '@/admin/publish-check/use-save-findings';
import { ElementList } from './section-creator/element-list';
import { addElement, isBlank, sorted, type ElementDraft } from './section-creator/element-ops';
import { MAX_ELEMENTS } from '@schemas/blocks/elements';
import { NewSectionDialog } from './section-creator/new-section-dialog';
import { deleteConfirmation } from '@/lib/delete-confirmation';
import { DraftBanner } from '@/admin/safety/draft-banner';
import { clearDraft, useDraftOffer } from '@/admin/safety/use-draft';

type SectionRow = Item<typeof sectionEntity>;
type CustomRow = SectionRow & { block: BlockOf<'CustomSection'> };

const isCustom = (section: SectionRow): section is CustomRow => section.block.kind === 'CustomSection';

/** Where an element form's unsaved input is kept on this device: the add form (`add`) or an element's edit. */
const DRAFTS = 'section-creator#';
const elementDraftKey = (sectionId: string, elementId: string | 'add') => `${DRAFTS}${sectionId}#${elementId}`;
const ADD = 'add';

function draftTarget(key: string): { sectionId: string; elementId: string } | null {
  const [sectionId, elementId] = key.slice(DRAFTS.length).split('#');
  return sectionId && elementId ? { sectionId, elementId } : null;
}

const asElementDraft = (values: Record<string, unknown>): ElementDraft => ({
  type: (values.type as ElementDraft['type']) ?? 'text',
  content: typeof values.content === 'string' ? values.content : '',
  style: typeof values.style === 'string' ? values.style : '',
  href: typeof values.href === 'string' ? values.href : '',
});


export default function SectionCreatorPage() {
  const backend = useBackend();
  const toast = useToast();
  const { confirm } = useDialogs();
  const afterWrite = useAfterWrite();
  const saveFindings = useSaveFindings();
  const undoDelete = useUndoDelete();
  const { items } = useLiveItems(sectionEntity);
  const sections = items?.filter(isCustom) ?? null;
  // The preview of a section reads the published content with the sections as stored now.
  const published = usePublishedSnapshot();
  const snapshot = { ...published, sections: items ?? [] };
  const [searchParams] = useSearchParams();
  // Manage Sections links here with ?open=<id> to edit that section.
  const [expanded, setExpanded] = useState<string | null>(() => searchParams.get('open'));
  const [asking, setAsking] = useState(false);
  const [creating, setCreating] = useState(false);
  const focusOnOpen = useRef<string | null>(searchParams.get('open'));
  // With ?element=<id>&field=<content|style|href> as well, that element's form opens at that field.
  const openField = searchParams.get('field');
  const openAt = useMemo(() => {
    const elementId = searchParams.get('element');
    const field = (['content', 'style', 'href'] as const).find((f) => f === openField);
    return elementId && field ? { sectionId: searchParams.get('open'), elementId, field } : undefined;
  }, [searchParams, openField]);
  // Element forms with typed, unsaved content: leaving the page asks first.
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(new Set());
  const trackers = useRef(new Map<string, (dirty: boolean) => void>());
  /** A stable callback per form key, so the editors' effects do not re-run on every render. */
  const dirtyTracker = useCallback((key: string) => {
    let tracker = trackers.current.get(key);
    if (!tracker) {
      tracker = (dirty: boolean) =>
        setDirtyForms((current) => {
          if (current.has(key) === dirty) return current;
          const next = new Set(current);
          if (dirty) next.add(key);
          else next.delete(key);
          return next;
        });
      trackers.current.set(key, tracker);
    }
    return tracker;
  }, []);
  useUnsavedGuard(dirtyForms.size > 0);

  // An element form's input kept on this device from an earlier visit (a reload, a crash, a failed save).
  const [restoring, setRestoring] = useState<{ sectionId: string; elementId: string; values: ElementDraft } | null>(null);
  const findTarget = (key: string) => {
    const target = draftTarget(key);
    const section = target ? sections?.find((s) => s.id === target.sectionId) : undefined;
    if (!target || !section) return null;
    const element = section.block.elements.find((e) => e.id === target.elementId);
    return { ...target, section, element };
  };
  const { offer, dismiss } = useDraftOffer(DRAFTS, sections !== null, (draft, key) => {
    const found = findTarget(key);
    const values = asElementDraft(draft.values);
    if (!found || isBlank(values)) return false;
    if (found.elementId === ADD) return true;
    const { element } = found;
    return !!element && (values.content !== element.content || (values.style ?? '') !== (element.style ?? '') || (values.href ?? '') !== ('href' in element ? element.href : ''));
  });
  const offered = offer ? findTarget(offer.key) : null;

  function restoreDraft() {
    if (!offer || !offered) return;
    setRestoring({ sectionId: offered.sectionId, elementId: offered.elementId, values: asElementDraft(offer.draft.values) });
    setExpanded(offered.sectionId);
    dismiss();
  }

  function discardDraft() {
    if (offer) clearDraft(offer.key);
    dismiss();
  }

  // A section opened on arrival or just created is focused (its heading button) once it is in the list.
  const arrived = sections?.some((s) => s.id === focusOnOpen.current) ?? false;
  useEffect(() => {
    const id = focusOnOpen.current;
    if (!id || !arrived) return;
    focusOnOpen.current = null;
    const toggle = document.getElementById(`custom-section-${id}-toggle`);
    toggle?.scrollIntoView({ block: 'start' });
    toggle?.focus({ preventScroll: true });
  }, [arrived]);

  async function create(name: string) {
    setAsking(false);
    setCreating(true);
    try {
      // The new section goes last on the home page: its order is one above every stored section's.
      const created = await addItem(backend, sectionEntity, { name, isVisible: true, block: { kind: 'CustomSection', elements: [] } });
      setExpanded(created.id);
      focusOnOpen.current = created.id;
      afterWrite();
    } catch (error) {
      toast.error(addErrorMessage(error, sectionEntity.messages.saveError), error);
    } finally {
      setCreating(false);
    }
  }

  async function remove(section: CustomRow) {
    if (!(await confirm(deleteConfirmation(sectionEntity.messages.confirmDelete, section.name)))) return;
    try {
      const trashId = await deleteItem(backend, sectionEntity, section.id, { title: section.name });
      if (expanded === section.id) setExpanded(null);
      undoDelete(sectionEntity.messages.deleted, trashId);
      afterWrite();
    } catch (error) {
      toast.error(sectionEntity.messages.deleteError, error);
    }
  }

  /**
   * Change a section's element list, applied to the list as stored at that moment: an element added in another
   * tab meanwhile is kept. Returns whether it worked.
   */
  async function saveElements(section: CustomRow, change: (elements: SectionElement[]) => SectionElement[], errorMessage: string): Promise<boolean> {
    try {
      await modifyItem(backend, sectionEntity, section.id, (stored) => {
        if (stored.block.kind !== 'CustomSection') throw new Error(`${section.name} is no longer a custom section`);
        return { ...stored, block: { ...stored.block, elements: change(stored.block.elements) } };
      });
      afterWrite();
      saveFindings(sectionEntity, section.id);
      return true;
    } catch (error) {
      toast.error(errorMessage, error);
      return false;
    }
  }

  return (
    <div className="max-w-7xl">
      <PageHeading
        action={
          <button type="button" onClick={() => setAsking(true)} disabled={creating} className={primaryButton}>
            {creating ? 'Creating...' : 'New Section'}
          </button>
        }
      >
        Section Creator
      </PageHeading>
      <NewSectionDialog open={asking} onCreate={create} onCancel={() => setAsking(false)} />
      <p className="mb-6 max-w-3xl text-stone-700">
        Build your own home page sections from text, formatted text, images, buttons and links. New sections appear at the end of Manage Sections.
      </p>
      {offer && offered && <DraftBanner savedAt={offer.draft.savedAt} what={offered.section.name} onRestore={restoreDraft} onDiscard={discardDraft} />}
      {sections === null && <p role="status">Loading...</p>}
      {sections?.length === 0 && <p>No custom sections yet. Use New Section to create one.</p>}
      <ul className="space-y-4">
        {sections?.map((section) => {
          const open = expanded === section.id;
          const panelId = `custom-section-${section.id}-panel`;
          const elements = sorted(section.block.elements);
          return (
            <li key={section.id} className="rounded-2xl bg-white shadow-sm">
              <div className="flex items-center gap-2 p-3 sm:p-4">
                <h2 className="min-w-0 flex-1">
                  <button
                    id={`custom-section-${section.id}-toggle`}
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => {
                      setExpanded(open ? null : section.id);
                      setRestoring(null);
                    }}
                    className="flex w-full items-center gap-2 rounded-md px-2 py-1 text-left font-serif text-2xl hover:bg-stone-50"
                  >
                    <ChevronIcon open={open} />
                    <span className="truncate">{section.name}</span>
                    <span className="ml-auto shrink-0 font-sans text-sm text-stone-600">
                      {elements.length} {elements.length === 1 ? 'element' : 'elements'}
                      {section.isVisible ? '' : ' · Hidden'}
                    </span>
                  </button>
                </h2>
                <button type="button" onClick={() => remove(section)} aria-label={`Delete section ${section.name}`} className={dangerButton}>
                  <TrashIcon />
                </button>
              </div>
              {open && (
                <div id={panelId} className="border-t border-stone-200 p-4 sm:p-6">
                  <LivePreview
                    snapshot={snapshot}
                    preview={
                      elements.length > 0 ? (
                        <RenderBlock section={section} />
                      ) : (
                        <p className="p-6 text-center text-stone-700">Add an element to see the section as visitors will.</p>
                      )
                    }
                  >
                    <div className="space-y-8">
                      <section aria-labelledby={`${panelId}-add`}>
                        <h3 id={`${panelId}-add`} className="mb-4 font-serif text-xl">
                          Add New Element
                        </h3>
                        {elements.length >= MAX_ELEMENTS ? (
                          <p className="rounded-lg bg-stone-50 p-4 text-stone-700">
                            This section holds its most elements ({MAX_ELEMENTS}). Remove one to add another, or use New Section to continue in a section of its own.
                          </p>
                        ) : (
                        <ElementEditor
                          initial={emptyDraft()}
                          submitLabel="Add Element"
                          busyLabel="Adding..."
                          onDirtyChange={dirtyTracker(`add-${section.id}`)}
                          draftKey={elementDraftKey(section.id, ADD)}
                          restore={restoring?.sectionId === section.id && restoring.elementId === ADD ? restoring.values : undefined}
                          onSubmit={(draft: ElementDraft) => saveElements(section, (stored) => addElement(stored, draft), 'Error adding element')}
                        />
                        )}
                      </section>
                      <section aria-labelledby={`${panelId}-elements`}>
                        <h3 id={`${panelId}-elements`} className="mb-4 font-serif text-xl">
                          Elements
                        </h3>
                        <ElementList
                          elements={elements}
                          onChange={(change, errorMessage) => saveElements(section, change, errorMessage)}
                          dirtyTracker={dirtyTracker}
                          draftKeyOf={(elementId) => elementDraftKey(section.id, elementId)}
                          restore={restoring?.sectionId === section.id && restoring.elementId !== ADD ? restoring : undefined}
                          openAt={openAt?.sectionId === section.id ? openAt : undefined}
                        />
                      </section>
                    </div>
                  </LivePreview>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
