// Showing, hiding and moving a home-page section: Manage Sections and the page editor do both the same way, one
// write at a time, each published at once, a refusal said in the owner's words.
import { useRef } from 'react';
import { sectionEntity } from '@schemas/collections/section';
import { defaultBlock } from '@schemas/blocks/index';
import type { EntityDef } from '@schemas/kit/define-entity';
import { useBackend } from '@/app/backend-context';
import { addErrorMessage, addItem, applyOrder, modifyItem, moveItem, type Item } from '@/backend/entity-store';
import { listSectionName } from './addable';
import { isConflict } from '@/backend/revision';
import { LIST_CHANGED } from '@/admin/generator/collection-editor';
import { useAfterWrite } from '@/admin/generator/write-context';
import { useToast } from '@/components/ui/toast';
import { keptOnDevice } from '@/admin/safety/sending-status';

type SectionRow = Item<typeof sectionEntity>;

export function useSectionActions() {
  const backend = useBackend();
  const toast = useToast();
  const afterWrite = useAfterWrite();
  // One write at a time; buttons stay enabled so keyboard focus is never dropped mid-action.
  const running = useRef<Promise<unknown> | null>(null);

  /**
   * Runs `write` unless another is running (a second tap is not a second change), or with `wait` once it has
   * finished (an Undo is never dropped); true once it has been stored.
   */
  async function one(write: () => Promise<unknown>, failed: (error: unknown) => void, wait = false): Promise<boolean> {
    while (running.current) {
      if (!wait) return false;
      await running.current.catch(() => undefined);
    }
    const current = write();
    running.current = current;
    try {
      await current;
      afterWrite();
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      running.current = null;
    }
  }

  const moveFailed = (error: unknown) => (isConflict(error) ? toast.error(LIST_CHANGED) : toast.error(sectionEntity.messages.moveError, error));

  return {
    /** Shows a hidden section, hides a shown one (`wait`: after a write that is running, as an Undo does). */
    toggle: ({ id, isVisible }: Pick<SectionRow, 'id' | 'isVisible'>, wait = false) =>
      // What the owner saw and asked for (show it, or hide it), applied to the section as stored now.
      one(
        () => modifyItem(backend, sectionEntity, id, (stored) => ({ ...stored, isVisible: !isVisible })),
        (error) => toast.error('Error updating section visibility', error),
        wait,
      ),
    /** Moves the section at `index` of `sections` (every section, in order) one place up or down. */
    move: (sections: readonly SectionRow[], index: number, delta: -1 | 1) =>
      one(
        () => moveItem(backend, sectionEntity, sections, index, delta),
        moveFailed,
      ),
    /**
     * Moves a shown section above the shown one before it, or below the one after it, as a visitor sees the page:
     * hidden sections between them keep their places among the others.
     */
    moveShown: (sections: readonly SectionRow[], id: string, delta: -1 | 1) =>
      one(
        () => {
          const shown = sections.filter((s) => s.isVisible);
          const at = shown.findIndex((s) => s.id === id);
          const passed = at < 0 ? undefined : shown[at + delta];
          if (!passed) return Promise.resolve();
          const ids = sections.map((s) => s.id).filter((other) => other !== id);
          ids.splice(ids.indexOf(passed.id) + (delta > 0 ? 1 : 0), 0, id);
          return applyOrder(backend, sectionEntity, sections, ids);
        },
        moveFailed,
      ),
    /** Adds a section listing `entity`'s entries, last on the page and visible; its id once stored. */
    addList: async (entity: EntityDef): Promise<string | null> => {
      const source = entity.publish?.key;
      if (!source) return null;
      const name = listSectionName(entity);
      let created: string | null = null;
      // Last on the page, visible; its order is one above every stored section's.
      const stored = await one(
        async () => {
          created = (await addItem(backend, sectionEntity, { name, isVisible: true, block: defaultBlock('CollectionList', { source, title: name }) })).id;
        },
        (error) => toast.error(addErrorMessage(error, sectionEntity.messages.saveError), error),
      );
      if (stored && !keptOnDevice(backend.data.sending)) toast.success(sectionEntity.messages.added);
      return stored ? created : null;
    },
  };
}
