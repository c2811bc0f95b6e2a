// @vitest-environment jsdom
// The design card's promise: a developer adds an entity by writing only a schema file. The README's example,
// gift cards (tests/fixtures/gift-card.entity.ts), is handed to entity discovery beside the app's own schema
// modules, exactly as import.meta.glob would find it in schemas/collections/ (nothing is copied into the source
// tree), and the public site's plain-data view of it is what `npm run generate` would write for it. This
// test follows the one file everywhere it must reach: the admin's route and form (its rich-text description, its
// picture from the library), an ordered list stored through the port, the published content (its index and item
// documents), the security rules, its own pages (a list page, a page per gift card, prerendered with their titles,
// structured data and sitemap entries, a renamed address leading on: tests/prerender/entity-pages.test.ts) and the home
// page as a block.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { registry, entities, ENTITY_MODULES } from '@schemas/index';
import type * as IndexModule from '@schemas/index';
import { generateFirestoreRules } from '../../scripts/rules/firestore-rules';
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
vi.mock('@schemas/index', async (original) => (await import('../support/gift-card-fixture')).indexWithGiftCard(original));
vi.mock('@schemas/published', async (original) => (await import('../support/gift-card-fixture')).publishedWithGiftCard(original));

const NOW = new Date('2026-11-23T10:00:00.000Z');
/** A picture of the library, with the alt text the owner gave it there. */
const PORTRAIT = {
  id: 'glow-card',
  data: { url: 'https://cdn.lumieremedspa.com/glow-card.jpg', name: 'glow-card.jpg', type: 'image/jpeg', size: 182_000, createdAt: '2026-11-20T09:00:00.000Z', alt: 'A gold gift card on a marble tray', width: 1200, height: 1500 },
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
    expect(Object.keys(ENTITY_MODULES)).toContain('./collections/gift-card.ts');
    // Every entity of the app, and the gift card (once, should its file already be there).
    const ids = app.createRegistry(app.ENTITY_MODULES).entities.map((e) => e.id);
    expect(registry.entities.map((e) => e.id).sort()).toEqual([...new Set([...ids, 'gift-card'])].sort());
    // Its address segment is an index field and unique: found by address, never shared.
    const giftCard = entities.find((e) => e.id === 'gift-card')!;
    expect(giftCard.publish?.index).toContain('slug');
    expect(giftCard.unique).toContain('slug');
  });

  it('gives the entity a sidebar entry and an admin route with a generated form: a rich-text description, a picture from the library', async () => {
    renderAdmin('/admin/dashboard/gift-cards');
    const sidebar = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(sidebar).getByRole('link', { name: 'Gift Cards' }).getAttribute('href')).toBe('/admin/dashboard/gift-cards');
    expect(await screen.findByRole('heading', { name: 'Add New Gift Card' })).toBeTruthy();
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(screen.getByLabelText('Value')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Choose from Image Library/ })).toBeTruthy();
    // The description is the rich-text editor (a formatted text box), not a plain one.
    const description = await screen.findByRole('textbox', { name: 'Description' });
    expect(description.getAttribute('contenteditable')).toBe('true');
  });

  it('refuses invalid input with the field error and stores nothing', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/gift-cards');
    await user.click(await screen.findByRole('button', { name: 'Add Gift Card' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(await backend.data.getDocs('gift-cards')).toEqual([]);
  });

  it('stores valid items through the port at the next order and lists them in order, with move up and down', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/gift-cards');
    const list = () => screen.getAllByRole('list').find((l) => within(l).queryAllByRole('button', { name: /^Edit / }).length > 0)!;
    for (const [name, value] of [['Glow Gift', '$150'], ['Renewal Gift', '$300']]) {
      await user.type(await screen.findByLabelText('Name'), name!);
      await user.type(screen.getByLabelText('Value'), value!);
      // The page address follows the name.
      await expect.poll(() => (screen.getByLabelText('Page address') as HTMLInputElement).value).toBe(name!.toLowerCase().replace(' ', '-'));
      await user.click(screen.getByRole('button', { name: 'Add Gift Card' }));
      await screen.findByRole('button', { name: `Edit ${name}` });
      await expect.poll(() => (screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
      await screen.findByText('Gift card added successfully!');
    }
    const stored = await backend.data.getDocs('gift-cards', { orderBy: 'order' });
    expect(stored.map((d) => [d.data.name, d.data.slug, d.data.order])).toEqual([
      ['Glow Gift', 'glow-gift', 0],
      ['Renewal Gift', 'renewal-gift', 1],
    ]);

    const cards = () => within(list()).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(cards()).toEqual(['Glow Gift', 'Renewal Gift']);
    expect((screen.getByRole('button', { name: 'Move Glow Gift up' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move Renewal Gift up' }));
    await expect.poll(cards).toEqual(['Renewal Gift', 'Glow Gift']);
    const reordered = await backend.data.getDocs('gift-cards', { orderBy: 'order' });
    expect(reordered.map((d) => [d.data.name, d.data.order])).toEqual([
      ['Renewal Gift', 0],
      ['Glow Gift', 1],
    ]);
    // Each change published as it went: the published index follows the new order.
    const published = async () => ((await backend.data.getDoc('published/giftCards'))?.entries as Array<{ slug: string; order: number }> | undefined)?.map((e) => `${e.slug} ${e.order}`).sort();
    await expect.poll(published).toEqual(['glow-gift 1', 'renewal-gift 0']);
  });

  it('takes its place in the published content: an index by address in the stored order, and a document for each item', async () => {
    // The Glow Gift's description and picture, as the owner formats the one and picks the other from the library.
    const glow = (await backend.data.getDocs('gift-cards')).find((d) => d.data.name === 'Glow Gift')!;
    await backend.data.commit([
      { kind: 'set', path: `images/${PORTRAIT.id}`, data: PORTRAIT.data },
      { kind: 'update', path: `gift-cards/${glow.id}`, data: { validity: '12 months', picture: PORTRAIT.data.url, description: '<p>A <strong>signature facial</strong> and a glow serum.</p><ul><li>HydraFacial</li><li>Vitamin C</li></ul><img src="x" onerror="window.hacked=1">' } },
    ]);
    const result = await publishChanges(backend.data, 'all', { entities, rules: pageRules, now: NOW });
    expect(result.skipped).toEqual([]);

    const stored = await backend.data.getDocs('gift-cards', { orderBy: 'order' });
    // Each line with the version its item was last published in (the admin published each save as it went).
    expect(await backend.data.getDoc('published/giftCards')).toEqual({
      v: NOW.toISOString(),
      entries: stored.map((d) => ({ id: d.id, v: d.data.name === 'Glow Gift' ? NOW.toISOString() : expect.any(String), order: d.data.order, slug: d.data.slug })),
    });
    expect(await backend.data.getDoc(`published/giftCards/items/${stored[0]!.id}`)).toEqual({
      item: { id: stored[0]!.id, name: 'Renewal Gift', slug: 'renewal-gift', value: '$300', order: 0 },
      v: expect.any(String),
    });
    // Not published on every page: the site document names its index's version, not its items.
    const site = (await backend.data.getDoc(SITE_DOC))!;
    expect(site.content).not.toHaveProperty('giftCards');
    expect((site.versions as { indexes: Record<string, string> }).indexes.giftCards).toBe(NOW.toISOString());
  });

  it('gets its lines in the generated security rules: public read, owner writes of its exact shape', () => {
    const rules = generateFirestoreRules(registry.stored);
    const block = rules.slice(rules.indexOf('match /gift-cards/{docId} {')).split('\n    }')[0]!;
    expect(block).toContain('allow read: if true;');
    expect(block).toContain('allow create: if isOwner() && isValidGiftCard(request.resource.data) && isFirstRevision();');
    expect(block).toContain('allow update: if isOwner() && isValidGiftCard(request.resource.data) && isNextRevision();');
    expect(rules).toContain("data.keys().hasOnly(['name', 'slug', 'value', 'validity', 'picture', 'description', 'order', 'rev'])");
  });

  it('renders on the public home page as a block, in the stored order', async () => {
    await backend.data.commit([
      { kind: 'set', path: 'sections/gift-cards', data: { name: 'Gift Cards', order: 9, isVisible: true, block: defaultBlock('CollectionList', { source: 'giftCards', title: 'Give the Gift of Glow' }) } },
    ]);
    const now = new Date(NOW.getTime() + 60_000);
    await publishChanges(backend.data, ['sections/gift-cards'], { entities, rules: pageRules, now });

    const page = await pageContent(reader(), '/', '2026-11-23');
    expect(page?.lastGenerated).toBe(now.toISOString());
    const content = readSnapshot(page, entities)!;
    const section = (content.sections as Array<{ id: string; name: string; order: number; isVisible: boolean; block: ReturnType<typeof defaultBlock> }>).find((s) => s.id === 'gift-cards')!;
    render(
      <StaticContent snapshot={content} entities={entities}>
        <RenderBlock section={section} />
      </StaticContent>,
    );
    expect(await screen.findByRole('heading', { name: 'Give the Gift of Glow', level: 2 })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Renewal Gift', 'Glow Gift']);
    // The description shows as formatting on the card too, never as escaped tags.
    expect(screen.getByText('signature facial').tagName).toBe('STRONG');
  });
});
