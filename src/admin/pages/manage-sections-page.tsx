// Manage Sections: the home page's sections by order, each with a visibility toggle, move up/down and a form
// for its block's own fields (custom sections are edited in the Section Creator). Changes arrive through the
// live query, so the list updates in place and the owner keeps their place.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { blockLabel, type Block } from '@schemas/blocks/index';
import { defaultSections, sectionEntity } from '@schemas/collections/section';
import type { EntityDef } from '@schemas/kit/define-entity';
import { registry } from '@schemas/index';
import { useBackend } from '@/app/backend-context';
import { updateItem, type Item } from '@/backend/entity-store';
import { useAfterWrite, useLoadError } from '@/admin/generator/write-context';
import { useLiveItems } from '@/admin/shell/use-live';
import { DownIcon, EyeIcon, EyeOffIcon, PageHeading, UpIcon, iconButton, primaryButton, secondaryButton } from './page-ui';
import { addableCollections, listSectionName } from './manage-sections/addable';
import { BlockEditor, blockDraftKey } from './manage-sections/block-editor';
import { useSectionActions } from './manage-sections/section-actions';
import { blockForm } from './manage-sections/block-form';
import { DraftBanner } from '@/admin/safety/draft-banner';
import { clearDraft, useDraftOffer, type Draft } from '@/admin/safety/use-draft';
import { toFormValues } from '@/admin/generator/form-values';

type SectionRow = Item<typeof sectionEntity>;

const creatorSlug = sectionEntity.nav.find((n) => n.page === 'section-creator')?.slug ?? 'section-creator';

function kindText(block: Block): string {
  return block.kind === 'CollectionList' ? `${blockLabel(block.kind)}: ${block.source}` : blockLabel(block.kind);
}

/** `entities`: where published collections are found for "Add section" (the app's registry; tests add fixtures). */
export default function ManageSectionsPage({ entities = registry.entities }: { entities?: readonly EntityDef[] }) {
  const backend = useBackend();
  const afterWrite = useAfterWrite();
  const loadError = useLoadError();
  const { items: sections } = useLiveItems(sectionEntity);
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const refocus = useRef<string | null>(null);
  // A section form's input kept on this device from an earlier visit (a reload, a crash, a failed save).
  const [restoring, setRestoring] = useState<{ id: string; draft: Draft } | null>(null);
  const sectionOf = (key: string) => sections?.find((s) => blockDraftKey(s.id) === key);
  const { offer, dismiss } = useDraftOffer(blockDraftKey(''), sections !== null, (draft, key) => {
    const section = sectionOf(key);
    return !!section && section.block.kind !== 'CustomSection' && JSON.stringify(draft.values) !== JSON.stringify(toFormValues(blockForm(section.block.kind).fields, section.block));
  });
  const offered = offer ? sectionOf(offer.key) : undefined;

  function restoreDraft() {
    if (!offer || !offered) return;
    setRestoring({ id: offered.id, draft: offer.draft });
    setEditing(offered.id);
    dismiss();
  }

  function discardDraft() {
    if (offer) clearDraft(offer.key);
    dismiss();
  }

  useEffect(() => {
    const id = refocus.current;
    const button = id ? (document.getElementById(id) as HTMLButtonElement | null) : null;
    const active = document.activeElement;
    const lost = !active || active === document.body || active.closest('li') === button?.closest('li');
    if (button && lost && !button.disabled) {
      refocus.current = null;
      button.focus();
    }
  }, [sections, editing]);

  // The defaults are seeded, by id, when the collection is empty.
  useEffect(() => {
    let cancelled = false;
    backend.data
      .getDocs(sectionEntity.path)
      .then(async (docs) => {
        if (cancelled || docs.length > 0) return;
        await Promise.all(defaultSections().map(({ id, ...data }) => updateItem(backend, sectionEntity, id, data)));
        afterWrite();
      })
      .catch((error: unknown) => loadError(sectionEntity.messages.loadError, error));
    return () => {
      cancelled = true;
    };
  }, [backend, afterWrite, loadError]);

  const actions = useSectionActions();
  const toggle = (section: SectionRow) => void actions.toggle(section);

  async function move(index: number, delta: -1 | 1) {
    const moving = sections?.[index];
    if (!sections || !moving || !(await actions.move(sections, index, delta))) return;
    // At an end the pressed button turns disabled: keep focus on the same row's other arrow.
    const target = index + delta;
    if (target === 0 || target === sections.length - 1) {
      refocus.current = `section-${moving.id}-${target === 0 ? 'down' : 'up'}`;
    }
  }

  async function addList(entity: EntityDef) {
    if (adding) return;
    setAdding(entity.id);
    const created = await actions.addList(entity);
    setAdding(null);
    if (!created) return;
    setEditing(created);
    refocus.current = `section-${created}-edit`;
  }

  const addable = sections ? addableCollections(entities, sections) : [];
  return (
    <div className="max-w-7xl">
      <PageHeading>Manage Sections</PageHeading>
      <p className="mb-6 max-w-3xl text-stone-700">
        Choose which sections the home page shows, and in what order, and edit their texts. Changes appear on the site at once.
      </p>
      {offer && offered && <DraftBanner savedAt={offer.draft.savedAt} what={offered.name} onRestore={restoreDraft} onDiscard={discardDraft} />}
      {sections === null && <p role="status">Loading...</p>}
      {sections?.length === 0 && <p>No sections yet.</p>}
      {sections && sections.length > 0 && (
        <ol className="space-y-3">
          {sections.map((section, index) => {
            const open = editing === section.id;
            const panelId = `section-${section.id}-panel`;
            return (
              <li key={section.id} className="rounded-xl bg-white shadow-sm">
                <div className={`flex flex-wrap items-center gap-3 p-4 ${section.isVisible ? '' : 'opacity-80'}`}>
                  <span aria-hidden="true" className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-sand text-sm font-semibold">
                    {index + 1}
                  </span>
                  {/* Wide enough for the name; on a phone the buttons move to a line of their own. */}
                  <div className="min-w-0 flex-1 basis-48">
                    <h2 className="truncate font-serif text-xl">{section.name}</h2>
                    <p className="text-sm text-stone-600">
                      {kindText(section.block)}
                      {section.isVisible ? '' : ' · Hidden'}
                    </p>
                  </div>
                  <div className="ml-auto flex flex-wrap gap-2">
                    {section.block.kind === 'CustomSection' ? (
                      <Link to={`/admin/dashboard/${creatorSlug}?open=${encodeURIComponent(section.id)}`} className={iconButton}>
                        Edit<span className="sr-only"> {section.name} in the Section Creator</span>
                      </Link>
                    ) : (
                      <button
                        id={`section-${section.id}-edit`}
                        type="button"
                        aria-expanded={open}
                        aria-controls={panelId}
                        onClick={() => {
                          setEditing(open ? null : section.id);
                          setRestoring(null);
                        }}
                        className={`${iconButton} ${open ? 'bg-sand' : ''}`}
                      >
                        Edit<span className="sr-only"> {section.name}</span>
                      </button>
                    )}
                    <button
                      type="button"
                      onClick={() => toggle(section)}
                      aria-label={`${section.isVisible ? 'Hide' : 'Show'} ${section.name}`}
                      title={section.isVisible ? 'Visible: click to hide' : 'Hidden: click to show'}
                      className={`${iconButton} ${section.isVisible ? '' : 'bg-stone-200'}`}
                    >
                      {section.isVisible ? <EyeIcon /> : <EyeOffIcon />}
                    </button>
                    <button id={`section-${section.id}-up`} type="button" onClick={() => move(index, -1)} disabled={index === 0} aria-label={`Move ${section.name} up`} className={iconButton}>
                      <UpIcon />
                    </button>
                    <button
                      id={`section-${section.id}-down`}
                      type="button"
                      onClick={() => move(index, 1)}
                      disabled={index === sections.length - 1}
                      aria-label={`Move ${section.name} down`}
                      className={iconButton}
                    >
                      <DownIcon />
                    </button>
                  </div>
                </div>
                {open && (
                  <div id={panelId} className="border-t border-stone-200 p-4 sm:p-6">
                    <BlockEditor
                      section={section}
                      sections={sections}
                      restore={restoring?.id === section.id ? restoring.draft : undefined}
                      onClose={() => {
                        setEditing(null);
                        setRestoring(null);
                      }}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {addable.length > 0 && (
        <section aria-labelledby="add-section-heading" className="mt-8 max-w-3xl rounded-xl bg-white p-4 shadow-sm sm:p-6">
          <h2 id="add-section-heading" className="mb-1 font-serif text-2xl">
            Add section
          </h2>
          <p className="mb-4 text-sm text-stone-700">Show another of your collections on the home page, as a grid of cards after the last section.</p>
          <ul className="flex flex-wrap gap-3">
            {addable.map((entity) => (
              <li key={entity.id}>
                <button type="button" onClick={() => addList(entity)} disabled={adding !== null} className={adding === entity.id ? primaryButton : secondaryButton}>
                  {adding === entity.id ? 'Adding...' : `Add ${listSectionName(entity)}`}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
