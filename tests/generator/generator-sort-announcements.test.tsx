// What a screen reader hears while an entry is dragged: the entry's title and its position, never its stored id.
import { describe, expect, it } from 'vitest';
import type { Active, Over } from '@dnd-kit/core';
import { sortAnnouncements, sortInstructions } from '@/admin/generator/sortable';

const entries = [
  { id: 'x7Kq2', title: 'Botox' },
  { id: 'p0Lm9', title: 'Dermal Fillers' },
  { id: 'a1B2c', title: 'Chemical Peel' },
  { id: 'z9Y8x', title: 'Microneedling' },
  { id: 'q5W4e', title: 'Laser Hair Removal' },
  { id: 'r3T2y', title: 'HydraFacial' },
];
// Only the id is read; dnd-kit's objects carry measurements the announcements never use.
const active = { id: 'x7Kq2' } as Active;
const over = (id: string) => ({ id }) as Over;

describe('the drag-and-drop announcements', () => {
  const announce = sortAnnouncements(entries);

  it('name the picked-up entry by its title and say where it is', () => {
    expect(announce.onDragStart({ active })).toBe('Picked up Botox. Botox is in position 1 of 6.');
  });

  it('say where the entry is moved to, where it is dropped, and when dragging is cancelled', () => {
    expect(announce.onDragOver({ active, over: over('a1B2c') })).toBe('Botox was moved to position 3 of 6.');
    expect(announce.onDragEnd({ active, over: over('a1B2c') })).toBe('Botox was dropped in position 3 of 6.');
    expect(announce.onDragCancel({ active, over: null })).toBe('Dragging was cancelled. Botox was dropped.');
  });

  it('say nothing when the entry is over its own place right after it is picked up, so the pick-up is heard', () => {
    const fresh = sortAnnouncements(entries);
    expect(fresh.onDragStart({ active })).toBe('Picked up Botox. Botox is in position 1 of 6.');
    expect(fresh.onDragOver({ active, over: over('x7Kq2') })).toBeUndefined();
    expect(fresh.onDragOver({ active, over: over('p0Lm9') })).toBe('Botox was moved to position 2 of 6.');
    // Back to where it started is a move too.
    expect(fresh.onDragOver({ active, over: over('x7Kq2') })).toBe('Botox was moved to position 1 of 6.');
  });

  it('never speak a stored id', () => {
    const spoken = [
      announce.onDragStart({ active }),
      announce.onDragOver({ active, over: over('r3T2y') }),
      announce.onDragOver({ active, over: null }),
      announce.onDragEnd({ active, over: over('r3T2y') }),
      announce.onDragEnd({ active, over: null }),
      announce.onDragCancel({ active, over: null }),
      sortInstructions.draggable,
    ].join(' ');
    for (const { id } of entries) expect(spoken).not.toContain(id);
  });

  it('tell how to sort with the keyboard', () => {
    expect(sortInstructions.draggable).toMatch(/Space or Enter/);
    expect(sortInstructions.draggable).toMatch(/arrow keys/);
    expect(sortInstructions.draggable).toMatch(/Escape/);
  });
});
