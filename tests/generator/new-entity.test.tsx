// @vitest-environment jsdom
// The design card's promise: a developer adds an entity by writing only a schema file. The fixture schema in
// tests/fixtures/ is handed to entity discovery beside the app's own schema modules (nothing is copied into the
// source tree), and this test follows it everywhere the one file must reach: the admin's route and form, an
// ordered list stored through the port, the published content (its index and item documents), the security rules,
// and the home page as a block.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createRegistry, ENTITY_MODULES, type Registry } from '@schemas/index';
import { generateFirestoreRules } from '@schemas/kit/firestore-rules';
import { defaultBlock } from '@schemas/blocks/index';
import { createLocalBackend } from '@/backend/local/local-backend';
import { readSnapshot } from '@/backend/snapshot';
import type { Backend } from '@/backend/port';
import { publishChanges } from '@/backend/published/publish-changes';
import { documentReader } from '@/backend/published/read';
import { pageRules } from '@/blocks/page-rules';
import { pageContent } from '@/site/page-content';
import { SITE_DOC } from '@schemas/kit/published-store';
import { AdminApp } from '@/admin/admin-app';
import { StaticContent } from '@/blocks/content';
import { RenderBlock } from '@/blocks/registry';
import type * as PublishedModule from '@schemas/published';
import * as fixture from '../fixtures/gift-card.entity';

// The public site knows the published entities from schemas/published.ts, which `npm run published:generate`
// writes from the schema files: the fixture's line there, as the generator writes it (id, kind, path, publish).
vi.mock('@schemas/published', async (importOriginal) => {
  const published = await importOriginal<typeof PublishedModule>();
  const { giftCardEntity } = await import('../fixtures/gift-card.entity');
  const { id, kind, path, publish } = giftCardEntity;
  return { ...published, PUBLISHED_ENTITIES: [...published.PUBLISHED_ENTITIES, { id, kind, path, publish }] };
});

let registry: Registry;
let backend: Backend;

beforeAll(async () => {
  registry = createRegistry({ ...ENTITY_MODULES, './collections/gift-card.ts': fixture });
  const store = new Map<string, string>();
  backend = createLocalBackend({
    indexedDB: new IDBFactory(),
    channelName: 'new-entity-test',
    adminEmail: 'owner@lumieremedspa.com',
    adminPassword: 'pw',
    sessionStore: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) },
  });
  await (await backend.auth()).signIn('owner@lumieremedspa.com', 'pw');
});

afterEach(cleanup);

function renderAdmin(path: string) {
  const router = createMemoryRouter([{ path: '/admin/*', element: <AdminApp entities={registry.entities} backend={backend} /> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('adding an entity by writing one schema file', () => {
  it('is discovered from the one file, beside every entity of the app', () => {
    expect(registry.entities.map((e) => e.id)).toContain('gift-card');
    expect(registry.entities.length).toBe(createRegistry(ENTITY_MODULES).entities.length + 1);
  });

  it('gives the entity a sidebar entry and an admin route with a generated form', async () => {
    renderAdmin('/admin/dashboard/gift-cards');
    const sidebar = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(sidebar).getByRole('link', { name: 'Gift Cards' }).getAttribute('href')).toBe('/admin/dashboard/gift-cards');
    expect(await screen.findByRole('heading', { name: 'Add New Gift Card' })).toBeTruthy();
    expect(screen.getByLabelText('Recipient')).toBeTruthy();
    expect(screen.getByLabelText('Amount')).toBeTruthy();
    expect(screen.getByLabelText('Note').tagName).toBe('TEXTAREA');
  });

  it('refuses invalid input with the field error and stores nothing', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/gift-cards');
    await user.click(await screen.findByRole('button', { name: 'Add Gift Card' }));
    expect(await screen.findByText('Recipient is required')).toBeTruthy();
    expect(screen.getByText('Amount is required')).toBeTruthy();
    expect(await backend.data.getDocs('gift-cards')).toEqual([]);
  });

  it('stores valid items through the port at the next order and lists them in order, with move up and down', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard/gift-cards');
    // The stored list, not the live preview beside the form (which shows what is being typed as a card too).
    const list = () => screen.getAllByRole('list').find((l) => within(l).queryAllByRole('button', { name: /^Edit / }).length > 0)!;
    for (const [recipient, amount] of [['Ava Lee', '$150'], ['Noah Park', '$300']]) {
      await user.type(await screen.findByLabelText('Recipient'), recipient!);
      await user.type(screen.getByLabelText('Amount'), amount!);
      await user.click(screen.getByRole('button', { name: 'Add Gift Card' }));
      // An added card is listed, and the form is empty again for the next one.
      await screen.findByRole('button', { name: `Edit ${recipient}` });
      await expect.poll(() => (screen.getByLabelText('Recipient') as HTMLInputElement).value).toBe('');
      await screen.findByText('Gift card added successfully!');
    }
    const stored = await backend.data.getDocs('gift-cards', { orderBy: 'order' });
    expect(stored.map((d) => [d.data.recipient, d.data.order])).toEqual([
      ['Ava Lee', 0],
      ['Noah Park', 1],
    ]);
    expect(stored[0]!.data).not.toHaveProperty('note');

    const cards = () => within(list()).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(cards()).toEqual(['Ava Lee', 'Noah Park']);
    expect((screen.getByRole('button', { name: 'Move Ava Lee up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Noah Park down' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move Noah Park up' }));
    await expect.poll(cards).toEqual(['Noah Park', 'Ava Lee']);
    const reordered = await backend.data.getDocs('gift-cards', { orderBy: 'order' });
    expect(reordered.map((d) => [d.data.recipient, d.data.order])).toEqual([
      ['Noah Park', 0],
      ['Ava Lee', 1],
    ]);
  });

  it('takes its place in the published content: an index in the stored order and a document for each item', async () => {
    const now = new Date('2026-11-23T10:00:00.000Z');
    const result = await publishChanges(backend.data, 'all', { entities: registry.entities, rules: pageRules, now });
    expect(result.skipped).toEqual([]);
    expect(result.changes.filter((c) => c.entity === 'gift-card').map((c) => c.after?.recipient)).toEqual(expect.arrayContaining(['Noah Park', 'Ava Lee']));

    const stored = await backend.data.getDocs('gift-cards', { orderBy: 'order' });
    const index = await backend.data.getDoc('published/giftCards');
    expect(index).toEqual({
      v: now.toISOString(),
      entries: stored.map((d) => ({ id: d.id, v: now.toISOString(), order: d.data.order })),
    });
    expect(await backend.data.getDoc(`published/giftCards/items/${stored[0]!.id}`)).toEqual({
      item: { id: stored[0]!.id, recipient: 'Noah Park', amount: '$300', order: 0 },
      v: now.toISOString(),
    });
    expect(await backend.data.getDoc(`published/giftCards/items/${stored[1]!.id}`)).toEqual({
      item: { id: stored[1]!.id, recipient: 'Ava Lee', amount: '$150', order: 1 },
      v: now.toISOString(),
    });
    // Not published on every page: the site document names its index's version, not its items.
    const site = (await backend.data.getDoc(SITE_DOC))!;
    expect(site.content).not.toHaveProperty('giftCards');
    expect((site.versions as { indexes: Record<string, string> }).indexes.giftCards).toBe(now.toISOString());
  });

  it('gets its lines in the generated security rules: public read, owner writes of its exact shape', () => {
    const rules = generateFirestoreRules(registry.stored);
    const block = rules.slice(rules.indexOf('match /gift-cards/{docId} {')).split('\n    }')[0]!;
    expect(block).toContain('allow read: if true;');
    expect(block).toContain('allow create: if isOwner() && isValidGiftCard(request.resource.data) && isFirstRevision();');
    expect(block).toContain('allow update: if isOwner() && isValidGiftCard(request.resource.data) && isNextRevision();');
    expect(rules).toContain("data.keys().hasOnly(['recipient', 'amount', 'note', 'order', 'rev'])");
    // At most 20 characters, trimmed: one pattern states both.
    expect(rules).toContain("data.amount.matches('\\\\S([\\\\s\\\\S]{0,18}\\\\S)?')");
  });

  it('renders on the public home page as a block, in the stored order', async () => {
    // A home section listing the gift cards, stored and published as the section creator would.
    await backend.data.commit([
      { kind: 'set', path: 'sections/gift-cards', data: { name: 'Gift Cards', order: 9, isVisible: true, block: defaultBlock('CollectionList', { source: 'giftCards', title: 'Gift Cards' }) } },
    ]);
    const now = new Date('2026-11-23T11:00:00.000Z');
    await publishChanges(backend.data, ['sections/gift-cards'], { entities: registry.entities, rules: pageRules, now });

    const page = await pageContent(documentReader((path) => backend.data.getDoc(path)), '/', '2026-11-23');
    // The home page's content is the version the section was published in.
    expect(page?.lastGenerated).toBe(now.toISOString());
    const content = readSnapshot(page, registry.entities)!;
    const section = (content.sections as Array<{ id: string; name: string; order: number; isVisible: boolean; block: ReturnType<typeof defaultBlock> }>).find((s) => s.id === 'gift-cards')!;
    render(
      <StaticContent snapshot={content} entities={registry.entities}>
        <RenderBlock section={section} />
      </StaticContent>,
    );
    // The list block reads the schemas, so its code loads when a page has one.
    expect(await screen.findByRole('heading', { name: 'Gift Cards', level: 2 })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Noah Park', 'Ava Lee']);
    expect(screen.getByText('$300')).toBeTruthy();
  });
});
