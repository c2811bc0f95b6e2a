// A save returns the version it replaced, which is what its Undo writes back: after a merge with another tab's
// change, undoing the owner's save keeps the other tab's change.
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { createLocalBackend } from '@/backend/local/local-backend';
import { demoContent } from '@/backend/demo/demo-content';
import { registry } from '@schemas/index';
import { updateItem, writeEntry } from '@/backend/entity-store';

const treatments = registry.entities.find((e) => e.id === 'treatment')!;

describe('writeEntry', () => {
  it('returns the version it replaced, the other tab’s change included, so undoing the save keeps that change', async () => {
    const backend = createLocalBackend({ indexedDB: new IDBFactory(), adminEmail: 'o@x.test', adminPassword: 'pw', seed: () => demoContent() });
    const [first] = await backend.data.getDocs('treatments');
    const { rev: _rev, ...loaded } = first!.data;
    const base = { rev: Number(first!.data.rev ?? 0), data: loaded };
    // Another tab changes the description; this tab, still at the version it loaded, changes the title.
    await updateItem(backend, treatments, first!.id, { ...loaded, description: 'Changed in the other tab.' }, base);
    const saved = await writeEntry(backend, treatments, first!.id, { ...loaded, title: 'Renamed here' }, base);
    expect(saved.data).toMatchObject({ title: 'Renamed here', description: 'Changed in the other tab.' });
    expect(saved.replaced?.data).toMatchObject({ title: loaded.title, description: 'Changed in the other tab.' });
    expect(saved.replaced?.rev).toBe(base.rev + 1);

    // Undo: the replaced version written over the saved one.
    const undone = await writeEntry(backend, treatments, first!.id, saved.replaced!.data, saved);
    expect(undone.data).toMatchObject({ title: loaded.title, description: 'Changed in the other tab.' });
    expect(undone.replaced?.data).toMatchObject({ title: 'Renamed here' });
  });
});
