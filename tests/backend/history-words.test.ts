// The site history in the owner's words: a section's content by the field that changed, a move as a move, and no
// internal keys or sort numbers.
import { describe, expect, it } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { createLocalBackend } from '@/backend/local/local-backend';
import { demoContent } from '@/backend/demo/demo-content';
import { withPublished } from '@/backend/published/from-documents';
import { diffSince, readVersions } from '@/backend/history';
import { publish } from '@/backend/publish';
import type { Backend } from '@/backend/port';

async function localBackend(): Promise<Backend> {
  const backend = createLocalBackend({ indexedDB: new IDBFactory(), adminEmail: 'o@x.test', adminPassword: 'pw', seed: () => withPublished(demoContent(), new Date('2026-11-01T00:00:00.000Z')) });
  await backend.data.getDoc('settings/business-info');
  return backend;
}

async function change(backend: Backend, path: string, edit: (data: Record<string, unknown>) => Record<string, unknown>) {
  const data = (await backend.data.getDoc(path))!;
  await backend.data.setDoc(path, { ...edit(data), rev: Number(data.rev ?? 0) + 1 });
  await publish(backend, [path]);
}

describe('the site history', () => {
  it('names a section’s changed content by its field, and a move as a move', async () => {
    const backend = await localBackend();
    await change(backend, 'sections/hero', (s) => ({ ...s, block: { ...(s.block as object), headline: 'Radiance, Unhurried' } }));
    await change(backend, 'sections/welcome', (s) => ({ ...s, order: 99 }));
    const [moved, edited, began] = await readVersions(backend);
    expect(edited!.changes).toEqual(['Manage Sections: “Hero” changed (Content › Headline)']);
    expect(moved!.changes).toEqual(['Manage Sections: “Welcome” moved']);

    const diff = await diffSince(backend, began!.id);
    const hero = diff.find((d) => d.id === 'hero')!;
    expect(hero.fields.map((f) => [f.label, f.then, f.now])).toEqual([['Content › Headline', 'Discover Your Natural Beauty', 'Radiance, Unhurried']]);
    const welcome = diff.find((d) => d.id === 'welcome')!;
    expect(welcome.fields.map((f) => [f.label, f.then, f.now])).toEqual([['Place in the list', 'Where it was in this version', 'Moved since']]);
  });
});
