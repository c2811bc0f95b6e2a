import { describe, expect, it } from 'vitest';
import { deleteConfirmation } from '@/lib/delete-confirmation';

describe('a delete confirmation', () => {
  it("keeps the spec's question exactly and names the item on its own line", () => {
    expect(deleteConfirmation('Are you sure you want to delete this special offer?', 'Summer Glow')).toBe('Are you sure you want to delete this special offer?\n“Summer Glow”');
  });

  it('asks the plain question when the item has no name, and shortens a very long one', () => {
    expect(deleteConfirmation('Are you sure you want to delete this image?', '   ')).toBe('Are you sure you want to delete this image?');
    const long = deleteConfirmation('Are you sure you want to delete this section?', `A  ${'b'.repeat(200)}`);
    expect(long.split('\n')[1]).toHaveLength(82);
    expect(long).toMatch(/^Are you sure you want to delete this section\?\n“A b+…”$/);
  });
});
