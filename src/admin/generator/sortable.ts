// Drag-and-drop ordering shared by the collection list and the list widget: sensors for mouse, touch and
// keyboard, and screen-reader announcements that name an entry by its title, never by its stored id.
import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type Announcements, type ScreenReaderInstructions, type UniqueIdentifier } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** One sortable entry: the id dnd-kit tracks it by, and the words the owner knows it by. */
export interface SortEntry {
  id: UniqueIdentifier;
  title: string;
}

/**
 * Read before a drag handle, once, by screen readers (dnd-kit's keyboard sensor starts and drops on Space or Enter).
 */
export const sortInstructions: ScreenReaderInstructions = {
  draggable:
    'To pick up an entry, press Space or Enter. While dragging, use the arrow keys to move it. Press Space or Enter again to drop it in its new position, or press Escape to cancel.',
};

/** What a screen reader hears while an entry of `entries` (in their current order) is dragged. */
export function sortAnnouncements(entries: ReadonlyArray<SortEntry>): Announcements {
  const count = entries.length;
  const titleOf = (id: UniqueIdentifier) => entries.find((e) => e.id === id)?.title || 'The entry';
  const position = (id: UniqueIdentifier) => entries.findIndex((e) => e.id === id) + 1;
  // dnd-kit reports the entry over itself right after the pick-up; saying "moved" then would cut off
  // "Picked up …", so only a change of place is announced.
  let lastOver: UniqueIdentifier | null | undefined;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `Picked up ${titleOf(active.id)}. ${titleOf(active.id)} is in position ${position(active.id)} of ${count}.`;
    },
    onDragOver: ({ active, over }) => {
      const now = over?.id ?? null;
      if (now === lastOver) return undefined;
      lastOver = now;
      return over ? `${titleOf(active.id)} was moved to position ${position(over.id)} of ${count}.` : `${titleOf(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} was dropped in position ${position(over.id)} of ${count}.` : `${titleOf(active.id)} was dropped in its original position.`,
    onDragCancel: ({ active }) => `Dragging was cancelled. ${titleOf(active.id)} was dropped.`,
  };
}

/**
 * Mouse drags start after a few pixels (a click stays a click). A touch starts a drag after a short press
 * that stays within a few pixels, so a swipe that begins elsewhere scrolls the page as usual; the handle
 * itself also has `touch-action: none` (see dragHandleClass) so the browser does not scroll from it.
 */
export function useSortSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** Classes for a drag handle: only the handle opts out of touch scrolling; the rest of a card scrolls normally. */
export const dragHandleClass = 'cursor-grab touch-none select-none active:cursor-grabbing';
