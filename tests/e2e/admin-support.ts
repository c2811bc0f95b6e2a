// Helpers for the admin browser tests: stored data straight from IndexedDB, fault injection, messages.
import type { Locator, Page } from 'playwright-core';
import { demoContent } from '@/backend/demo/demo-content';

/** The pictures of the demo's Image Library (each picture the demo site shows, described). */
export const DEMO_IMAGES = Object.keys(demoContent()).filter((path) => path.startsWith('images/')).length;

/** What `withLocalDb` defines in the page. */
export type LocalDbPage = typeof globalThis & { medspaDb(): Promise<IDBDatabase>; medspaRequest<T>(req: IDBRequest<T>): Promise<T> };

/**
 * Defines `medspaDb()` in the page: the local backend's database, opened as the site opens it (version 1, its stores
 * created when the site has not created them yet), so that a test reading or writing before the site's first open
 * neither waits forever nor leaves an empty database the site would then find without its stores. Also
 * `medspaRequest(req)`, a request as a promise. Defined again after each navigation.
 */
export async function withLocalDb(page: Page) {
  await page.evaluate(() => {
    const g = globalThis as LocalDbPage;
    g.medspaRequest ??= <T,>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    g.medspaDb ??= () => {
      const open = indexedDB.open('medspa-local', 1);
      open.onupgradeneeded = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('docs')) db.createObjectStore('docs', { keyPath: 'path' }).createIndex('parent', 'parent');
        if (!db.objectStoreNames.contains('files')) db.createObjectStore('files', { keyPath: 'path' });
        if (!db.objectStoreNames.contains('meta')) db.createObjectStore('meta');
      };
      return g.medspaRequest(open);
    };
  });
}

/** Read a stored document of the local backend, as the database holds it. */
export async function readDoc(page: Page, path: string): Promise<Record<string, unknown> | null> {
  await withLocalDb(page);
  return page.evaluate(async (p) => {
    const g = globalThis as LocalDbPage;
    const db = await g.medspaDb();
    const found = await g.medspaRequest<{ data: Record<string, unknown> } | undefined>(db.transaction('docs').objectStore('docs').get(p));
    db.close();
    return found?.data ?? null;
  }, path);
}

/** Every stored document of a collection, with its id. */
export async function readCollection(page: Page, parent: string): Promise<Array<{ id: string; data: Record<string, unknown> }>> {
  await withLocalDb(page);
  return page.evaluate(async (p) => {
    const g = globalThis as LocalDbPage;
    const db = await g.medspaDb();
    const rows = await g.medspaRequest<Array<{ id: string; data: Record<string, unknown> }>>(db.transaction('docs').objectStore('docs').index('parent').getAll(p));
    db.close();
    return rows.map(({ id, data }) => ({ id, data }));
  }, parent);
}

/** Make the local backend fail: "write:services", "read:images", "read:settings:denied" … */
export async function failWith(page: Page, rule: string | null) {
  await page.evaluate((r) => (r ? localStorage.setItem('medspa:fail', r) : localStorage.removeItem('medspa:fail')), rule);
}

/** Wait for an in-page success (status) or error (alert) message with exactly this text. */
export async function expectMessage(page: Page, text: string, kind: 'status' | 'alert') {
  await page.getByRole(kind).filter({ hasText: text }).first().waitFor({ timeout: 10000 });
}

/**
 * Wait until the admin's publish indicator says Live. Call it once the UI shows a save landed (its message, or the
 * change drawn): the indicator says "Publishing…" from that same render, so Live then means that save is published.
 */
export async function waitForLive(page: Page) {
  await page.getByRole('status').filter({ hasText: /^Live$/ }).first().waitFor();
}

/**
 * Wait until the dashboard's Your Site lists the category pages (Injectables among them): drawn only once the
 * categories are read, and the first read stores the demo content, so from then on it can be read and changed.
 */
export async function demoStored(page: Page) {
  await page.getByRole('list', { name: 'Edit on the Page' }).getByRole('link', { name: 'Injectables', exact: true }).waitFor();
}

/** Answer the in-page confirmation dialog. */
export async function answerDialog(page: Page, accept: boolean) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: accept ? /^(Delete|OK|Create|Leave page)$/ : 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Uncaught page errors, to assert none happened. */
export function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Wait until smooth scrolling has stopped moving this element (drag-and-drop measures positions). */
export async function settled(locator: Locator) {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const y = (await locator.boundingBox())?.y ?? -1;
    if (y === last) return;
    last = y;
    await locator.page().waitForTimeout(50);
  }
}

/**
 * Store a document as the local backend would, bypassing validation (data written by hand or by an older version),
 * and tell open tabs.
 */
export async function writeDoc(page: Page, path: string, data: Record<string, unknown>) {
  await withLocalDb(page);
  await page.evaluate(
    async ({ p, d }) => {
      const db = await (globalThis as LocalDbPage).medspaDb();
      const cut = p.lastIndexOf('/');
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('docs', 'readwrite');
        tx.objectStore('docs').put({ path: p, parent: p.slice(0, cut), id: p.slice(cut + 1), data: d });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
      const channel = new BroadcastChannel('medspa-local');
      channel.postMessage({ type: 'changed', paths: [p] });
      channel.close();
    },
    { p: path, d: data },
  );
}
