// @vitest-environment jsdom
// The design card's promise: a developer adds an entity by writing only a schema file. The README's example,
// provider bios (tests/fixtures/provider.entity.ts), is handed to entity discovery beside the app's own schema
// modules, exactly as import.meta.glob would find it in schemas/collections/ (nothing is copied into the source
// tree), and the public site's plain-data view of it is what `npm run generate` would write for it. This
// test follows the one file everywhere it must reach: the admin's route and form (its rich-text bio, its photo from
// the library), an ordered list stored through the port, the published content (its index and item documents),
// the security rules, its own pages (a list page, a page per provider, prerendered with their titles, structured
// data and sitemap entries, a renamed address leading on: tests/prerender/entity-pages.test.ts) and the home page as
// a block.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { registry, entities, ENTITY_MODULES } from '@schemas/index';
import type * as IndexModule from '@schemas/index';
import { generateFirestoreRules } from '@schemas/kit/firestore-rules';
import { defaultBlock } from '@schemas/blocks/index';
import { SITE_DOC } from '@schemas/kit/published-store';
import { createLocalBackend } from '@/backend/local/local-backend';
import { readSnapshot } from '@/backend/snapshot';
import type { Backend } from '@/backend/port';
import { publishChanges } from '@/backend/published/publish-changes';
import { documentReader } from '@/backend/published/read';
import { pageRules } from '@/backend/published/page-rules';
import { pageContent } from '@/site/page-content';
import { AdminApp } from '@/admin/admin-app';
import { StaticContent } from '@/blocks/content';
import { RenderBlock } from '@/blocks/registry';

// The app's schema modules with the fixture among them, as if the file were in schemas/collections/.
vi.mock('@schemas/index', async (original) => (await import('../support/provider-fixture')).indexWithProvider(original));
vi.mock('@schemas/published', async (original) => (await import('../support/provider-fixture')).publishedWithProvider(original));

const NOW = new Date('2026-11-23T10:00:00.000Z');
/** A picture of the library, with the alt text the owner gave it there. */
const PORTRAIT = {
  id: 'ava-portrait',
  data: { url: 'https://cdn.lumieremedspa.com/ava-portrait.jpg', name: 'ava-portrait.jpg', type: 'image/jpeg', size: 182_000, createdAt: '2026-11-20T09:00:00.000Z', alt: 'Ava Lee in the treatment room', width: 1200, height: 1500 },
};
const OWNER = 'owner@lumieremedspa.com';
let backend: Backend;
const reader = () => documentReader((path) => backend.data.getDoc(path));

beforeAll(async () => {
  const store = new Map<string, string>();
  backend = createLocalBackend({
    indexedDB: new IDBFactory(),
    channelName: 'new-entity-test',
    adminEmail: OWNER,
    adminPassword: 'pw',
    sessionStore: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) },
  });
  await (await backend.auth()).signIn(OWNER, 'pw');
});

afterEach(cleanup);

function renderAdmin(path: string) {
  const router = createMemoryRouter([{ path: '/admin/*', element: <AdminApp entities={entities} backend={backend} /> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('adding an entity by writing one schema file', () => {
  it('is discovered from the one file, beside every entity of the app', async () => {
    const app = await vi.importActual<typeof IndexModule>('@schemas/index');
    expect(Object.keys(ENTITY_MODULES)).toContain('./collections/provider.ts');
    // Every entity of the app, and the provider (once, should its file already be there).
    const ids = app.createRegistry(app.ENTITY_MODULES).entities.map((e) => e.id);
    expect(registry.entities.map((e) => e.id).sort()).toEqual([...new Set([...ids, 'provider'])].sort());
    // Its address segment is an index field and unique: found by address, never shared.
    const provider = entities.find((e) => e.id === 'provider')!;
    expect(provider.publish?.index).toContain('slug');
    expect(provider.unique).toContain('slug');
  });

  it('gives the entity a sidebar entry and an admin route with a generated form: a rich-text bio, a photo from the library', async () => {
    renderAdmin('/admin/dashboard/providers');
    const sidebar = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(sidebar).getByRole('link', { name: 'Providers' }).getAttribute('href')).toBe('/admin/dashboard/providers');
    expect(await screen.findByRole('heading', { name: 'Add New Provider' })).toBeTruthy();
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(screen.getByLabelText('Credentials')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Choose from Image Library/ })).toBeTruthy();
    // The bio is the rich-text editor (a formatted text box), not a plain one.
    const bio = await screen.findByRole('textbox', { name: 'Bio' });
    expect(bio.getAttribute('contenteditable')).toBe('true');
  });

  it('refuses invalid input with the field error and stores nothing', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/providers');
    await user.click(await screen.findByRole('button', { name: 'Add Provider' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(await backend.data.getDocs('providers')).toEqual([]);
  });

  it('stores valid items through the port at the next order and lists them in order, with move up and down', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/providers');
    const list = () => screen.getAllByRole('list').find((l) => within(l).queryAllByRole('button', { name: /^Edit / }).length > 0)!;
    for (const [name, credentials] of [['Ava Lee', 'MSN, RN, CANS'], ['Noah Park', 'PA-C']]) {
      await user.type(await screen.findByLabelText('Name'), name!);
      await user.type(screen.getByLabelText('Credentials'), credentials!);
      // The page address follows the name.
      await expect.poll(() => (screen.getByLabelText('Page address') as HTMLInputElement).value).toBe(name!.toLowerCase().replace(' ', '-'));
      await user.click(screen.getByRole('button', { name: 'Add Provider' }));
      await screen.findByRole('button', { name: `Edit ${name}` });
      await expect.poll(() => (screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
      await screen.findByText('Provider added successfully!');
    }
    const stored = await backend.data.getDocs('providers', { orderBy: 'order' });
    expect(stored.map((d) => [d.data.name, d.data.slug, d.data.order])).toEqual([
      ['Ava Lee', 'ava-lee', 0],
      ['Noah Park', 'noah-park', 1],
    ]);

    const cards = () => within(list()).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(cards()).toEqual(['Ava Lee', 'Noah Park']);
    expect((screen.getByRole('button', { name: 'Move Ava Lee up' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move Noah Park up' }));
    await expect.poll(cards).toEqual(['Noah Park', 'Ava Lee']);
    const reordered = await backend.data.getDocs('providers', { orderBy: 'order' });
    expect(reordered.map((d) => [d.data.name, d.data.order])).toEqual([
      ['Noah Park', 0],
      ['Ava Lee', 1],
    ]);
  });

  it('takes its place in the published content: an index by address in the stored order, and a document for each item', async () => {
    // Ava's bio and photo, as the owner formats the one and picks the other from the library.
    const ava = (await backend.data.getDocs('providers')).find((d) => d.data.name === 'Ava Lee')!;
    await backend.data.commit([
      { kind: 'set', path: `images/${PORTRAIT.id}`, data: PORTRAIT.data },
      { kind: 'update', path: `providers/${ava.id}`, data: { role: 'Nurse Injector', photo: PORTRAIT.data.url, bio: '<p>Ava has <strong>twelve years</strong> of aesthetic nursing.</p><ul><li>Lip filler</li><li>Botox</li></ul><img src="x" onerror="window.hacked=1">' } },
    ]);
    const result = await publishChanges(backend.data, 'all', { entities, rules: pageRules, now: NOW });
    expect(result.skipped).toEqual([]);

    const stored = await backend.data.getDocs('providers', { orderBy: 'order' });
    // Each line with the version its item was last published in (the admin published each save as it went).
    expect(await backend.data.getDoc('published/providers')).toEqual({
      v: NOW.toISOString(),
      entries: stored.map((d) => ({ id: d.id, v: d.data.name === 'Ava Lee' ? NOW.toISOString() : expect.any(String), order: d.data.order, slug: d.data.slug })),
    });
    expect(await backend.data.getDoc(`published/providers/items/${stored[0]!.id}`)).toEqual({
      item: { id: stored[0]!.id, name: 'Noah Park', slug: 'noah-park', credentials: 'PA-C', order: 0 },
      v: expect.any(String),
    });
    // Not published on every page: the site document names its index's version, not its items.
    const site = (await backend.data.getDoc(SITE_DOC))!;
    expect(site.content).not.toHaveProperty('providers');
    expect((site.versions as { indexes: Record<string, string> }).indexes.providers).toBe(NOW.toISOString());
  });

  it('gets its lines in the generated security rules: public read, owner writes of its exact shape', () => {
    const rules = generateFirestoreRules(registry.stored);
    const block = rules.slice(rules.indexOf('match /providers/{docId} {')).split('\n    }')[0]!;
    expect(block).toContain('allow read: if true;');
    expect(block).toContain('allow create: if isOwner() && isValidProvider(request.resource.data) && isFirstRevision();');
    expect(block).toContain('allow update: if isOwner() && isValidProvider(request.resource.data) && isNextRevision();');
    expect(rules).toContain("data.keys().hasOnly(['name', 'slug', 'credentials', 'role', 'photo', 'bio', 'order', 'rev'])");
  });

  it('renders on the public home page as a block, in the stored order', async () => {
    await backend.data.commit([
      { kind: 'set', path: 'sections/providers', data: { name: 'Our Team', order: 9, isVisible: true, block: defaultBlock('CollectionList', { source: 'providers', title: 'Meet Our Team' }) } },
    ]);
    const now = new Date(NOW.getTime() + 60_000);
    await publishChanges(backend.data, ['sections/providers'], { entities, rules: pageRules, now });

    const page = await pageContent(reader(), '/', '2026-11-23');
    expect(page?.lastGenerated).toBe(now.toISOString());
    const content = readSnapshot(page, entities)!;
    const section = (content.sections as Array<{ id: string; name: string; order: number; isVisible: boolean; block: ReturnType<typeof defaultBlock> }>).find((s) => s.id === 'providers')!;
    render(
      <StaticContent snapshot={content} entities={entities}>
        <RenderBlock section={section} />
      </StaticContent>,
    );
    expect(await screen.findByRole('heading', { name: 'Meet Our Team', level: 2 })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Noah Park', 'Ava Lee']);
    // The bio shows as formatting on the card too, never as escaped tags.
    expect(screen.getByText('twelve years').tagName).toBe('STRONG');
  });
});
