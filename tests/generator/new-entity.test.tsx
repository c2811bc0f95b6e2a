// @vitest-environment jsdom
// The design card's promise: a developer adds an entity by writing only a schema file. This test drops a
// fixture schema into schemas/collections/, discovers the entities afresh, and uses the admin as the owner.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { copyFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { EntityDef } from '@schemas/kit/define-entity';
import { createLocalBackend } from '@/backend/local/local-backend';
import type { Backend } from '@/backend/port';
import { AdminApp } from '@/admin/admin-app';

// Tests run from the project root.
const root = `${process.cwd()}/`;
const target = `${root}schemas/collections/zz-gift-card.ts`;

let entities: EntityDef[];
let backend: Backend;
let changedBefore: string[];

const changedFiles = () =>
  execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'src', 'schemas'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((l) => l.slice(3));

beforeAll(async () => {
  changedBefore = changedFiles();
  copyFileSync(`${root}tests/fixtures/gift-card.entity.ts.txt`, target);
  // A fresh import re-runs the discovery glob, which now finds the new file.
  ({ entities } = await import(/* @vite-ignore */ `../../schemas/index.ts?fresh=${Date.now()}`));
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
afterAll(() => rmSync(target, { force: true }));

function renderAdmin(path: string) {
  const router = createMemoryRouter([{ path: '/admin/*', element: <AdminApp entities={entities} backend={backend} /> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('adding an entity by writing one schema file', () => {
  it('changes nothing in the project but the new schema file', () => {
    const added = changedFiles().filter((f) => !changedBefore.includes(f));
    expect(added).toEqual(['schemas/collections/zz-gift-card.ts']);
    expect(entities.map((e) => e.id)).toContain('gift-card');
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
    for (const [recipient, amount] of [['Ava Lee', '$150'], ['Noah Park', '$300']]) {
      await user.type(await screen.findByLabelText('Recipient'), recipient!);
      await user.type(screen.getByLabelText('Amount'), amount!);
      await user.click(screen.getByRole('button', { name: 'Add Gift Card' }));
      await screen.findByText('Gift card added successfully!');
      await screen.findByRole('heading', { name: recipient, level: 3 });
    }
    const stored = await backend.data.getDocs('gift-cards', { orderBy: 'order' });
    expect(stored.map((d) => [d.data.recipient, d.data.order])).toEqual([
      ['Ava Lee', 0],
      ['Noah Park', 1],
    ]);
    expect(stored[0]!.data).not.toHaveProperty('note');

    const cards = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
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
});
