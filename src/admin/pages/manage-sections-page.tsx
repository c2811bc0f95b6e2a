// Manage Sections: the home page's sections by order, each with a visibility toggle and move up/down.
// Changes arrive through the live query, so the list updates in place and the owner keeps their place.
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_SECTIONS, sectionEntity } from '@schemas/collections/section';
import { useBackend } from '@/app/backend-context';
import { moveItem, watchItems, type Item } from '@/backend/entity-store';
import type { WriteOp } from '@/backend/port';
import { useToast } from '@/components/ui/toast';
import { useAfterWrite, useLoadError } from '@/admin/generator/write-context';
import { DownIcon, EyeIcon, EyeOffIcon, PageHeading, UpIcon, iconButton } from './page-ui';

type SectionRow = Item<typeof sectionEntity>;

const KIND_LABELS: Record<SectionRow['component'], string> = {
  Hero: 'Hero slideshow',
  Welcome: 'Welcome text',
  Services: 'Services',
  SpecialOffers: 'Special offers',
  Treatments: 'Treatment benefits',
  Expertise: 'Expertise',
  Testimonials: 'Testimonials',
  Contact: 'Contact',
  CustomSection: 'Custom section',
};

export default function ManageSectionsPage() {
  const backend = useBackend();
  const toast = useToast();
  const afterWrite = useAfterWrite();
  const loadError = useLoadError();
  const [sections, setSections] = useState<SectionRow[] | null>(null);
  // One write at a time; buttons stay enabled so keyboard focus is never dropped mid-action.
  const busy = useRef(false);
  const refocus = useRef<string | null>(null);

  useEffect(() => {
    const id = refocus.current;
    const button = id ? (document.getElementById(id) as HTMLButtonElement | null) : null;
    const active = document.activeElement;
    const lost = !active || active === document.body || active.closest('li') === button?.closest('li');
    if (button && lost && !button.disabled) {
      refocus.current = null;
      button.focus();
    }
  }, [sections]);

  useEffect(() => {
    let cancelled = false;
    // The defaults are seeded, by id, when the collection is empty.
    backend.data
      .getDocs(sectionEntity.path)
      .then(async (docs) => {
        if (cancelled || docs.length > 0) return;
        const ops: WriteOp[] = DEFAULT_SECTIONS.map(({ id, ...data }) => ({ kind: 'set', path: `${sectionEntity.path}/${id}`, data: sectionEntity.schema.parse(data) }));
        await backend.data.commit(ops);
        afterWrite();
      })
      .catch((error: unknown) => loadError(sectionEntity.messages.loadError, error));
    const stop = watchItems(backend, sectionEntity, setSections, (error) => {
      loadError(sectionEntity.messages.loadError, error);
      setSections([]);
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [backend, afterWrite, loadError]);

  async function toggle(section: SectionRow) {
    if (busy.current) return;
    busy.current = true;
    try {
      await backend.data.updateDoc(`${sectionEntity.path}/${section.id}`, { isVisible: !section.isVisible });
      afterWrite();
    } catch (error) {
      toast.error('Error updating section visibility', error);
    } finally {
      busy.current = false;
    }
  }

  async function move(index: number, delta: -1 | 1) {
    const moving = sections?.[index];
    if (!sections || !moving || busy.current) return;
    busy.current = true;
    try {
      await moveItem(backend, sectionEntity, sections, index, delta);
      afterWrite();
      // At an end the pressed button turns disabled: keep focus on the same row's other arrow.
      const target = index + delta;
      if (target === 0 || target === sections.length - 1) {
        refocus.current = `section-${moving.id}-${target === 0 ? 'down' : 'up'}`;
      }
    } catch (error) {
      toast.error(sectionEntity.messages.moveError, error);
    } finally {
      busy.current = false;
    }
  }

  return (
    <div className="max-w-3xl">
      <PageHeading>Manage Sections</PageHeading>
      <p className="mb-6 text-stone-700">Choose which sections the home page shows, and in what order. Changes appear on the site at once.</p>
      {sections === null && <p role="status">Loading...</p>}
      {sections?.length === 0 && <p>No sections yet.</p>}
      {sections && sections.length > 0 && (
        <ol className="space-y-3">
          {sections.map((section, index) => (
            <li key={section.id} className={`flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 shadow-sm ${section.isVisible ? '' : 'opacity-80'}`}>
              <span aria-hidden="true" className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-sand text-sm font-semibold">
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <h2 className="truncate font-serif text-xl">{section.name}</h2>
                <p className="text-sm text-stone-600">
                  {KIND_LABELS[section.component]}
                  {section.isVisible ? '' : ' · Hidden'}
                </p>
              </div>
              <div className="flex gap-2">
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
                <button id={`section-${section.id}-down`} type="button" onClick={() => move(index, 1)} disabled={index === sections.length - 1} aria-label={`Move ${section.name} down`} className={iconButton}>
                  <DownIcon />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
