// Section Creator: custom sections made of elements (text, HTML, image, button, link). Creating one also
// places it on the home page through a linked sections record; both are written in one atomic batch.
import { useCallback, useEffect, useRef, useState } from 'react';
import { customSectionEntity, type SectionElement } from '@schemas/collections/custom-section';
import { sectionEntity } from '@schemas/collections/section';
import { useBackend } from '@/app/backend-context';
import { nextOrder, watchItems, type Item } from '@/backend/entity-store';
import { newId } from '@/backend/doc-ops';
import { useToast } from '@/components/ui/toast';
import { useDialogs } from '@/components/ui/confirm';
import { useAfterWrite, useLoadError } from '@/admin/generator/write-context';
import { useUnsavedGuard } from '@/admin/generator/use-unsaved-guard';
import { ChevronIcon, PageHeading, TrashIcon, dangerButton, primaryButton } from './page-ui';
import { ElementEditor, emptyDraft } from './section-creator/element-editor';
import { ElementList } from './section-creator/element-list';
import { addElement, sorted, type ElementDraft } from './section-creator/element-ops';

type CustomRow = Item<typeof customSectionEntity>;

export default function SectionCreatorPage() {
  const backend = useBackend();
  const toast = useToast();
  const { confirm, prompt } = useDialogs();
  const afterWrite = useAfterWrite();
  const loadError = useLoadError();
  const [sections, setSections] = useState<CustomRow[] | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const focusOnOpen = useRef<string | null>(null);
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

  useEffect(
    () =>
      watchItems(backend, customSectionEntity, setSections, (error) => {
        loadError(customSectionEntity.messages.loadError, error);
        setSections([]);
      }),
    [backend, loadError],
  );

  // A newly created section is expanded and its heading button focused once it arrives in the list.
  useEffect(() => {
    const id = focusOnOpen.current;
    if (id && sections?.some((s) => s.id === id)) {
      focusOnOpen.current = null;
      document.getElementById(`custom-section-${id}-toggle`)?.focus();
    }
  }, [sections]);

  async function create() {
    const name = (await prompt('Enter a name for the new section', 'Create'))?.trim();
    if (!name) return;
    setCreating(true);
    try {
      const [customDocs, sectionDocs] = await Promise.all([backend.data.getDocs(customSectionEntity.path), backend.data.getDocs(sectionEntity.path)]);
      const customId = newId();
      const custom = customSectionEntity.schema.parse({ name, elements: [], isVisible: true, order: nextOrder(customDocs.map((d) => d.data)) });
      const placed = sectionEntity.schema.parse({ name, component: 'CustomSection', order: nextOrder(sectionDocs.map((d) => d.data)), isVisible: true, customSectionId: customId });
      await backend.data.commit([
        { kind: 'set', path: `${customSectionEntity.path}/${customId}`, data: custom },
        { kind: 'set', path: `${sectionEntity.path}/${newId()}`, data: placed },
      ]);
      setExpanded(customId);
      focusOnOpen.current = customId;
      afterWrite();
    } catch (error) {
      toast.error('Error creating section', error);
    } finally {
      setCreating(false);
    }
  }

  async function remove(section: CustomRow) {
    if (!(await confirm(customSectionEntity.messages.confirmDelete))) return;
    try {
      const linked = (await backend.data.getDocs(sectionEntity.path)).filter((d) => d.data.customSectionId === section.id);
      await backend.data.commit([
        { kind: 'delete', path: `${customSectionEntity.path}/${section.id}` },
        ...linked.map((d) => ({ kind: 'delete' as const, path: `${sectionEntity.path}/${d.id}` })),
      ]);
      if (expanded === section.id) setExpanded(null);
      afterWrite();
    } catch (error) {
      toast.error('Error deleting section', error);
    }
  }

  /** Store a new element list; returns whether it worked. */
  async function saveElements(section: CustomRow, elements: SectionElement[], errorMessage: string): Promise<boolean> {
    try {
      await backend.data.updateDoc(`${customSectionEntity.path}/${section.id}`, { elements });
      afterWrite();
      return true;
    } catch (error) {
      toast.error(errorMessage, error);
      return false;
    }
  }

  return (
    <div className="max-w-4xl">
      <PageHeading
        action={
          <button type="button" onClick={create} disabled={creating} className={primaryButton}>
            {creating ? 'Creating...' : 'New Section'}
          </button>
        }
      >
        Section Creator
      </PageHeading>
      <p className="mb-6 text-stone-700">Build your own home page sections from text, formatted text, images, buttons and links. New sections appear at the end of Manage Sections.</p>
      {sections === null && <p role="status">Loading...</p>}
      {sections?.length === 0 && <p>No custom sections yet. Use New Section to create one.</p>}
      <ul className="space-y-4">
        {sections?.map((section) => {
          const open = expanded === section.id;
          const panelId = `custom-section-${section.id}-panel`;
          return (
            <li key={section.id} className="rounded-2xl bg-white shadow-sm">
              <div className="flex items-center gap-2 p-3 sm:p-4">
                <h2 className="min-w-0 flex-1">
                  <button
                    id={`custom-section-${section.id}-toggle`}
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setExpanded(open ? null : section.id)}
                    className="flex w-full items-center gap-2 rounded-md px-2 py-1 text-left font-serif text-2xl hover:bg-stone-50"
                  >
                    <ChevronIcon open={open} />
                    <span className="truncate">{section.name}</span>
                    <span className="ml-auto shrink-0 font-sans text-sm text-stone-600">
                      {section.elements.length} {section.elements.length === 1 ? 'element' : 'elements'}
                    </span>
                  </button>
                </h2>
                <button type="button" onClick={() => remove(section)} aria-label={`Delete section ${section.name}`} className={dangerButton}>
                  <TrashIcon />
                </button>
              </div>
              {open && (
                <div id={panelId} className="space-y-8 border-t border-stone-200 p-4 sm:p-6">
                  <section aria-labelledby={`${panelId}-add`}>
                    <h3 id={`${panelId}-add`} className="mb-4 font-serif text-xl">
                      Add New Element
                    </h3>
                    <ElementEditor
                      initial={emptyDraft()}
                      submitLabel="Add Element"
                      busyLabel="Adding..."
                      onDirtyChange={dirtyTracker(`add-${section.id}`)}
                      onSubmit={(draft: ElementDraft) => saveElements(section, addElement(section.elements, draft), 'Error adding element')}
                    />
                  </section>
                  <section aria-labelledby={`${panelId}-elements`}>
                    <h3 id={`${panelId}-elements`} className="mb-4 font-serif text-xl">
                      Elements
                    </h3>
                    <ElementList elements={sorted(section.elements)} onChange={(elements, errorMessage) => saveElements(section, elements, errorMessage)} dirtyTracker={dirtyTracker} />
                  </section>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
