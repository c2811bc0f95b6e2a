// The Firebase build's pages as visitors get them: firebase.json's Hosting in front of the page function, both in
// firebase-tools' emulators, the function reading the Firestore emulator. Every public page arrives finished,
// from the content published last, with the CDN cache and security headers; only the owner can publish (the
// function checks the Auth emulator's ID token and writes the snapshot itself), and a publish shows at the next
// request, with no build or deploy; the admin and unknown addresses get the app shell; the page hydrates in
// Chromium; the owner's save in the admin publishes through the function. The stack is scripts/firebase-stack.ts,
// which `npm run bench` measures too. Needs Java and the Firestore emulator jar (see
// scripts/firestore-emulator.mjs); prints SKIPPED otherwise. The Hosting, Functions and Auth emulators need neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Firestore } from 'firebase-admin/firestore';
import { join } from 'node:path';
import { SNAPSHOT_PATH } from '@schemas/snapshot';
import { CONTENT_VERSION_KEY, CONTENT_VERSION_PATH, EMBEDDED_SNAPSHOT_ID } from '@/lib/prerender-keys';
import { PAGE_CACHE_CONTROL, PAGE_FRESH_SECONDS, PAGE_STALE_SECONDS, PUBLISH_PATH } from '@/prerender/page-function-settings';
import { HISTORY_INDEX } from '@/backend/history';
import { EMULATOR_PASSWORD, emulatorIdToken, firebaseStackMissing, startFirebaseStack, type FirebaseStack } from '../../scripts/firebase-stack';
import { firestoreStore, snapshotFromStore } from '../../scripts/setup-firebase';
import { DESKTOP, launch, PHONE } from './browser';

const missing = firebaseStackMissing();

/** The page's #root and what is inside it: the content, apart from the embedded snapshot after it. */
function rootOf(page: string): { attribute: string | null; html: string } {
  const start = page.indexOf('<div id="root"');
  const end = page.indexOf(`<script type="application/json" id="${EMBEDDED_SNAPSHOT_ID}"`);
  return { attribute: /<div id="root"(?: data-prerendered="([^"]*)")?(?: data-rendered-at="[^"]*")?(?: data-spa-clock="[^"]*")?(?: data-site-origin="[^"]*")?>/.exec(page)?.[1] ?? null, html: page.slice(start, end === -1 ? undefined : end) };
}

/** The snapshot a page embeds, and the version its script tag announces. */
function embeddedOf(page: string): { version: string; snapshot: Record<string, unknown> } | null {
  const match = new RegExp(`<script type="application/json" id="${EMBEDDED_SNAPSHOT_ID}" data-version="([^"]*)">(.*?)</script>`, 's').exec(page);
  return match ? { version: match[1]!, snapshot: JSON.parse(match[2]!) as Record<string, unknown> } : null;
}

if (missing) {
  console.log(`SKIPPED: Firebase page function tests (${missing}; the function reads the Firestore emulator).`);
  describe('the Firebase build served by Hosting and the page function', () => {
    it.skip('is skipped: needs Java and the Firestore emulator jar', () => undefined);
  });
} else {
  describe('the Firebase build served by Hosting and the page function', () => {
    let stack: FirebaseStack | undefined;
    let base = '';
    let csp = '';
    let db: Firestore;
    let browser: Browser | undefined;
    let ownerToken = '';
    const OWNER = 'owner@lumieremedspa.com';

    const get = (path: string, init?: RequestInit) => fetch(base + path, { redirect: 'manual', ...init });
    const postPublish = (token?: string) => get(PUBLISH_PATH, { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {} });

    /** The owner edits documents and publishes, as the admin does: through the function, with the owner's ID token. */
    async function publish(edit: (db: Firestore) => Promise<void>): Promise<string> {
      await edit(db);
      const res = await postPublish(ownerToken);
      expect(res.status, await res.clone().text()).toBe(200);
      const { snapshot } = (await res.json()) as { snapshot: { lastGenerated: string } };
      return snapshot.lastGenerated;
    }

    // Stops a start still under way when the hook gives up, so no emulator outlives the test.
    const starting = new AbortController();

    beforeAll(async () => {
      stack = await startFirebaseStack({ projectId: `demo-pages-${process.pid}`, log: (line) => console.log(line), signal: starting.signal });
      ({ base, csp, db } = stack);
      // The owner's account, with the claim `npm run setup:firebase` gives it.
      ownerToken = await emulatorIdToken(stack.authHost, OWNER, { admin: true });
    }, 240_000);

    afterAll(async () => {
      starting.abort();
      await browser?.close();
      await stack?.stop();
    }, 30_000);

    it('answers each public page with the finished page of the published content, its snapshot, and the cache and security headers', async () => {
      const published = (await db.doc(SNAPSHOT_PATH).get()).get('lastGenerated') as string;
      const pages: Array<[path: string, content: RegExp[]]> = [
        ['/', [/<h1[^>]*>Discover Your Natural Beauty<\/h1>/, /Welcome to Lumière Med Spa/]],
        ['/prices', [/<h1[^>]*>Price List<\/h1>/, /Neurotoxins \(Botox, Dysport, Xeomin\)/, /\$13\/unit/]],
        ['/vitamins', [/<h1[^>]*>Vitamin Therapy<\/h1>/, /IV Vitamin Therapy/, /\$200/]],
      ];
      for (const [path, content] of pages) {
        const res = await get(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
        expect(res.headers.get('cache-control'), path).toBe(PAGE_CACHE_CONTROL);
        expect(res.headers.get('content-security-policy'), path).toBe(csp);
        expect(res.headers.get('strict-transport-security'), path).toMatch(/^max-age=31536000/);
        expect(res.headers.get('x-frame-options'), path).toBe('DENY');
        expect(res.headers.get('content-encoding'), path).toBe('gzip');
        const page = await res.text();
        const root = rootOf(page);
        expect(root.attribute, path).toBe(path);
        for (const text of content) expect(root.html, `${path} shows ${text}`).toMatch(text);
        const embedded = embeddedOf(page);
        expect(embedded?.version, path).toBe(published);
        expect(embedded?.snapshot.lastGenerated, path).toBe(published);
        // The app's modules load after the page has (src/main.tsx), as on the prerendered local build.
        expect(page, path).not.toContain('rel="modulepreload"');
      }
    });

    it('shows what the owner publishes to the next request, with no build or deploy, within the cache bound', async () => {
      const version = await publish(async (db) => {
        await db.doc('sections/hero').update({ 'block.headline': 'Glow Into the New Season' });
        const group = (await db.doc('price-groups/iv-infusions').get()).data() as { items: Array<{ id: string; price: string }> };
        await db.doc('price-groups/iv-infusions').update({ items: group.items.map((i) => (i.id === 'iv-drips' ? { ...i, price: '$215' } : i)) });
      });

      const home = await (await get('/')).text();
      expect(rootOf(home).html).toMatch(/<h1[^>]*>Glow Into the New Season<\/h1>/);
      expect(rootOf(home).html).not.toContain('Discover Your Natural Beauty');
      // The page and the snapshot it hydrates from come from one read: they always agree.
      const embedded = embeddedOf(home)!;
      expect(embedded.version).toBe(version);
      expect(JSON.stringify(embedded.snapshot.sections)).toContain('Glow Into the New Season');
      // A price is written once: the category page shows the price list's new price.
      const vitamins = await get('/vitamins');
      expect(rootOf(await vitamins.text()).html).toContain('$215');

      // The emulator does not cache; in production the CDN may keep a page for s-maxage and then serve it stale
      // while it fetches a new one, which bounds how long a new visitor can see the previous content.
      const directives = Object.fromEntries((vitamins.headers.get('cache-control') ?? '').split(',').map((d) => d.trim().split('=') as [string, string?]));
      expect(directives).toMatchObject({ public: undefined, 'max-age': '0', 's-maxage': String(PAGE_FRESH_SECONDS), 'stale-while-revalidate': String(PAGE_STALE_SECONDS) });
      expect(Number(directives['s-maxage']) + Number(directives['stale-while-revalidate'])).toBeLessThanOrEqual(60);
    });

    it('answers sitemap.xml from the page function: every public page, dated by the latest publish', async () => {
      // A publish with no edit: the content stays as the next test expects it, its date moves on.
      const version = await publish(async () => undefined);
      const res = await get('/sitemap.xml');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
      const xml = await res.text();
      const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(paths).toContain('/');
      expect(paths).toContain('/laser');
      expect(paths).toContain('/sms-disclosure');
      expect(new Set([...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]))).toEqual(new Set([version]));
    });

    it('publishes only for the owner: the function checks the ID token, builds the snapshot from the stored content and writes it', async () => {
      const before = (await db.doc(SNAPSHOT_PATH).get()).data();
      const stored = await db.doc('treatments/botox').get();
      await db.doc('treatments/botox').update({ description: 'Softer lines that still move naturally, mapped to your features.' });
      // Written past the rules (the Admin SDK), as an older version or a hand edit might have: no name.
      await db.doc('treatments/broken-entry').set({ ...stored.data(), title: '' });

      // No token, a token that does not verify, a signed-in account without the owner's claim, another method.
      const anonymous = await postPublish();
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('cache-control')).toBe('no-store');
      expect(((await anonymous.json()) as { error: string }).error).toMatch(/Sign in as the owner/);
      expect((await postPublish('not-a-token')).status).toBe(401);
      const visitor = await postPublish(await emulatorIdToken(stack!.authHost, 'visitor@example.com'));
      expect(visitor.status).toBe(403);
      expect(((await visitor.json()) as { error: string }).error).toBe('Only the site owner can publish: this account is not the owner.');
      expect((await get(PUBLISH_PATH)).status).toBe(405);
      // Nothing refused was published.
      expect((await db.doc(SNAPSHOT_PATH).get()).data()).toEqual(before);

      const res = await postPublish(ownerToken);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const { snapshot } = (await res.json()) as { snapshot: { lastGenerated: string; treatments: Array<{ id: string; description: string }> } };
      // What it answers is what it wrote, and what the admin's own builder makes of the stored content.
      expect((await db.doc(SNAPSHOT_PATH).get()).data()).toEqual(snapshot);
      expect(snapshot).toEqual(await snapshotFromStore(firestoreStore(db), new Date(snapshot.lastGenerated)));
      expect(snapshot.treatments.map((s) => s.id)).not.toContain('broken-entry');
      expect(snapshot.treatments.find((s) => s.id === 'botox')?.description).toBe('Softer lines that still move naturally, mapped to your features.');

      const services = rootOf(await (await get('/services')).text()).html;
      expect(services).toContain('Softer lines that still move naturally, mapped to your features.');
      expect(embeddedOf(await (await get('/services')).text())?.version).toBe(snapshot.lastGenerated);
      await db.doc('treatments/broken-entry').delete();
    });

    it('gives the admin the app shell, any other address the not-found page with a 404, and each page one address', async () => {
      for (const path of ['/admin', '/admin/dashboard/treatments']) {
        const res = await get(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('cache-control'), path).toBe('no-cache');
        expect(res.headers.get('content-security-policy'), path).toBe(csp);
        const page = await res.text();
        expect(page, path).toContain('<div id="root"></div>');
        expect(page, path).not.toContain(EMBEDDED_SNAPSHOT_ID);
      }
      for (const path of ['/no-such-page', '/injectables/no-such-treatment']) {
        const unknown = await get(path);
        expect(unknown.status, path).toBe(404);
        expect(rootOf(await unknown.text()).html, path).toContain('Page Not Found');
      }
      // An item's own page, rendered by the function with its modal open.
      const item = await get('/injectables/botox');
      expect(item.status).toBe(200);
      const itemPage = await item.text();
      expect(itemPage).toContain('<title>Botox &amp; Neurotoxins | Lumière Med Spa</title>');
      expect(itemPage).toMatch(/<dialog[^>]*open=""[^>]*data-item-path="\/injectables\/botox"/);
      const slash = await get('/prices/?ref=menu');
      expect(slash.status).toBe(301);
      expect(slash.headers.get('location')).toBe('/prices?ref=menu');
      expect((await get('/prices', { method: 'POST' })).status).toBe(405);
    });

    // It waits for the live listener, which loads after the page: on a busy machine that takes a while.
    it('hydrates the served page in Chromium without errors, also for a visitor who last saw older content', async () => {
      browser = await launch();
      const context = await browser.newContext({ viewport: PHONE, baseURL: base });
      // Third-party services are unreachable here (the Firestore SDK probes www.google.com); refuse them quietly.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (e) => errors.push(e.message));
        page.on('console', (m) => {
          if (m.type() === 'error' && !m.text().startsWith('Failed to load resource: net::ERR_FAILED')) errors.push(m.text());
        });
      };
      const requested: string[] = [];
      context.on('request', (r) => requested.push(r.url()));
      const page = await context.newPage();
      watch(page);
      await page.goto('/');
      await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
      expect(await page.getByRole('heading', { level: 1, name: 'Glow Into the New Season' }).isVisible()).toBe(true);
      // Hydrated, not rendered again: the entry point removes the embedded snapshot when it renders afresh.
      expect(await page.locator(`#${EMBEDDED_SNAPSHOT_ID}`).count()).toBe(1);
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, 'ssr-home.png') });
      // The live listener has remembered the version this browser showed.
      const shown = (await db.doc(SNAPSHOT_PATH).get()).get('lastGenerated') as string;
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CONTENT_VERSION_KEY), { timeout: 30_000 }).toBe(shown);
      await page.close();

      // The owner publishes while this visitor is away; their next visit hydrates the newer page.
      await publish((db) => db.doc('sections/hero').update({ 'block.headline': 'Radiance, Refined' }).then(() => undefined));
      const again = await context.newPage();
      watch(again);
      await again.goto('/');
      await again.locator('html[data-site-ready]').waitFor({ state: 'attached' });
      // Hydrated from the newer page the function served, not rendered from this browser's older copy.
      expect(await again.locator(`#${EMBEDDED_SNAPSHOT_ID}`).count()).toBe(1);
      await expect.poll(() => again.getByRole('heading', { level: 1, name: 'Radiance, Refined' }).isVisible(), { timeout: 15_000 }).toBe(true);
      await again.locator('html[data-site-listening]').waitFor({ state: 'attached' });

      // The owner publishes while the page is open: it asks the version file when the visitor comes back to the
      // tab (and every half minute while in view), reads the snapshot once, and shows the edit without a reload.
      const newer = await publish((db) => db.doc('sections/hero').update({ 'block.headline': 'Luminous Every Day' }).then(() => undefined));
      const answer = await get(CONTENT_VERSION_PATH);
      expect(answer.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
      expect(await answer.json()).toEqual({ version: newer });
      const reads = await again.evaluate(() => window.__medspaReadCount?.() ?? -1);
      await again.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect.poll(() => again.getByRole('heading', { level: 1, name: 'Luminous Every Day' }).isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await again.evaluate(() => window.__medspaReadCount?.() ?? -1)).toBe(reads + 1);
      // Asked again with nothing new: no read at all.
      const checked = again.waitForResponse((r) => r.url().endsWith(CONTENT_VERSION_PATH));
      await again.evaluate(() => window.dispatchEvent(new Event('focus')));
      await checked;
      await again.waitForTimeout(500);
      expect(await again.evaluate(() => window.__medspaReadCount?.() ?? -1)).toBe(reads + 1);
      // No Firestore SDK for visitors: the page never opens a realtime channel.
      expect(requested.some((url) => /firestore.*Listen|google\.firestore/i.test(url))).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);

    it('publishes the owner\'s save in the admin through the function, with the owner\'s ID token, and keeps it in the site history', async () => {
      browser ??= await launch();
      const context = await browser.newContext({ viewport: DESKTOP, baseURL: base });
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const publishes: Array<{ status: number; authorization: string | undefined }> = [];
      page.on('response', (r) => {
        if (new URL(r.url()).pathname === PUBLISH_PATH) publishes.push({ status: r.status(), authorization: r.request().headers().authorization });
      });

      await page.goto('/admin');
      await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(OWNER);
      await page.getByLabel('Password').fill(EMULATOR_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/admin\/dashboard/, { timeout: 20_000 });
      await page.goto('/admin/dashboard/welcome');
      const heading = page.getByLabel('Heading', { exact: true });
      await expect.poll(() => heading.inputValue(), { timeout: 20_000 }).toBe('Welcome to Lumière Med Spa');
      await heading.fill('Welcome to Lumière, Published by the Server');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByRole('status').filter({ hasText: 'Welcome content updated successfully!' }).first().waitFor({ timeout: 20_000 });
      await expect.poll(() => publishes.length, { timeout: 20_000 }).toBeGreaterThan(0);
      await page.getByRole('status').filter({ hasText: 'Site up to date' }).first().waitFor({ timeout: 20_000 });
      expect(publishes[0]).toMatchObject({ status: 200, authorization: expect.stringMatching(/^Bearer \S+$/) });

      const published = (await db.doc(SNAPSHOT_PATH).get()).data() as { lastGenerated: string; welcome: { heading: string } };
      expect(published.welcome.heading).toBe('Welcome to Lumière, Published by the Server');
      expect(rootOf(await (await get('/')).text()).html).toContain('Welcome to Lumière, Published by the Server');
      // The admin keeps the version the function published in the site history.
      await expect.poll(async () => ((await db.doc(HISTORY_INDEX).get()).get('versions') as Array<{ at: string }> | undefined)?.[0]?.at, { timeout: 15_000 }).toBe(published.lastGenerated);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  });
}
