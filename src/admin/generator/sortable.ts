// Drag-and-drop ordering shared by the collection list and the list widget: sensors for mouse, touch and
// keyboard, screen-reader announcements that name an entry by its title, never by its stored id, and an entry that
// moves up and down within its list only, the page scrolling with it while it is held near the screen's edge.
import {
  AutoScrollActivator,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type AutoScrollOptions,
  type Modifier,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
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

/**
 * A dragged entry stays within its list, up and down only: a thumb that goes on past the list's end leaves the
 * entry at the end (the last place it can take) instead of carrying it over the form or the page below.
 */
export const withinList: Modifier = ({ transform, draggingNodeRect, containerNodeRect }) => {
  if (!draggingNodeRect || !containerNodeRect) return { ...transform, x: 0 };
  const highest = containerNodeRect.top - draggingNodeRect.top;
  const lowest = containerNodeRect.bottom - draggingNodeRect.bottom;
  return { ...transform, x: 0, y: Math.min(Math.max(transform.y, highest), lowest) };
};

/**
 * The page scrolls while the dragged entry itself (not the finger, which sits lower on the entry and rarely reaches
 * the screen's edge) is near the top or bottom of the screen. As the entry stays within its list, the page stops
 * scrolling once the list's end is in sight.
 */
export const sortAutoScroll: AutoScrollOptions = { activator: AutoScrollActivator.DraggableRect, threshold: { x: 0, y: 0.15 } };
