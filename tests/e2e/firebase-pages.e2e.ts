// The Firebase build's pages as visitors get them: firebase.json's Hosting in front of the page function, both in
// firebase-tools' emulators, the function reading the Firestore emulator. Every public page arrives finished,
// from the published content (published/site, the indexes and the item documents; schemas/kit/published-store.ts),
// with the CDN cache and security headers; only the owner can publish (the function checks the Auth emulator's ID
// token, then publishes the stored documents named and nothing else), and a publish shows at the next request,
// with no build or deploy; the admin and unknown addresses get the app shell or the not-found page; the page
// hydrates in Chromium; the owner's save in the admin publishes through the function. Then the catalogue end to
// end: the owner adds a seventh category with twelve treatments and each has its page at once; a renamed address
// leads on, and that one edit rewrites only its item, its index and the site document. Last, the site while
// Firestore is down (the stack's own emulator frozen, then killed): every public page answers 200 within 3 s with
// its content, and a save the frozen server has not answered says so. The stack is scripts/firebase-stack.ts
// (started once here), which `npm run bench` measures too. Needs Java and the Firestore emulator jar (see
// scripts/firestore-emulator.mjs); prints SKIPPED otherwise. The Hosting, Functions and Auth emulators need neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { registry } from '@schemas/index';
import { treatmentSchema } from '@schemas/collections/treatment';
import { SNAPSHOT_PATH } from '@schemas/snapshot';
import { categoryPath } from '@schemas/kit/addresses';
import { indexDocPath, itemDocPath, pageVersion, PUBLISHED, SITE_DOC, type IndexDoc, type ItemDoc, type SiteDoc } from '@schemas/kit/published-store';
import { CONTENT_PATH, CONTENT_VERSION_KEY, CONTENT_VERSION_PATH, EMBEDDED_SNAPSHOT_ID } from '@/lib/prerender-keys';
import { PAGE_CACHE_CONTROL, PAGE_FRESH_SECONDS, PAGE_STALE_SECONDS, PUBLISH_PATH, STALE_CACHE_CONTROL } from '@/lib/page-function-settings';
import { listPathOf, PAGED_ENTITIES } from '@/lib/entity-pages';
import { visibleCategories, type CategoryItem } from '@/lib/catalogue';
import { PUBLIC_ROUTES } from '@/site/routes';
import { HISTORY_CONTENT, HISTORY_INDEX } from '@/backend/history';
import type { DocData } from '@/backend/port';
import { documentReader, type PublishedReader } from '@/backend/published/read';
import { withPublished } from '@/backend/published/from-documents';
import { pageContent } from '@/site/page-content';
import { spaToday } from '@/lib/today';
import { EMULATOR_PASSWORD, emulatorIdToken, firebaseStackMissing, startFirebaseStack, type FirebaseStack } from '../../scripts/firebase-stack';
import { DESKTOP, launch, PHONE } from './browser';

const missing = firebaseStackMissing();

/** The page's #root and what is inside it: the content, apart from the embedded content after it. */
function rootOf(page: string): { attribute: string | null; html: string } {
  const start = page.indexOf('<div id="root"');
  const end = page.indexOf(`<script type="application/json" id="${EMBEDDED_SNAPSHOT_ID}"`);
  return { attribute: /<div id="root"(?: data-prerendered="([^"]*)")?(?: data-rendered-at="[^"]*")?(?: data-spa-clock="[^"]*")?(?: data-site-origin="[^"]*")?>/.exec(page)?.[1] ?? null, html: page.slice(start, end === -1 ? undefined : end) };
}

/** The content a page embeds, the version its script tag announces, and when the site was published. */
function embeddedOf(page: string): { version: string; published: string | undefined; content: Record<string, unknown> } | null {
  const match = new RegExp(`<script type="application/json" id="${EMBEDDED_SNAPSHOT_ID}" data-version="([^"]*)"(?: data-published="([^"]*)")?>(.*?)</script>`, 's').exec(page);
  return match ? { version: match[1]!, published: match[2], content: JSON.parse(match[3]!) as Record<string, unknown> } : null;
}

/** The page's <title>, as the HTML has it. */
const titleOf = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];

/** A public address the outage tests time, and what kind of answer it gives. */
interface Route {
  path: string;
  kind: 'page' | 'category' | 'item' | 'sitemap' | 'version';
}
/** One timed answer. */
interface Answer {
  route: Route;
  status: number;
  ms: number;
  cacheControl: string | null;
  body: string;
}
/** Every public page answers within this, Firestore down or not. */
const OUTAGE_BUDGET_MS = 3000;
/** An item's page, under its category's. */
const ITEM = { path: '/injectables/botox', title: 'Botox &amp; Neurotoxins' };

/** The page's h1, as its HTML has it. */
const h1Of = (page: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(page.slice(page.indexOf('<div id="root"')))?.[1];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** One stored document as read through the Admin SDK, with the moment it was last written. */
interface Read {
  data: DocData;
  updated: Timestamp;
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
    let adminCsp = '';
    let db: Firestore;
    let browser: Browser | undefined;
    let ownerToken = '';
    const OWNER = 'owner@lumieremedspa.com';

    const get = (path: string, init?: RequestInit) => fetch(base + path, { redirect: 'manual', ...init });
    const postPublish = (token?: string, body?: unknown) =>
      get(PUBLISH_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    const read = async (path: string): Promise<DocData | null> => {
      const doc = await db.doc(path).get();
      return doc.exists ? (doc.data() as DocData) : null;
    };
    /** The published content as the function reads it, read afresh. */
    const reader = (): PublishedReader => documentReader(read);
    const site = async () => (await read(SITE_DOC)) as unknown as SiteDoc;

    /** Every document of the published content (the site document, the indexes, the items), by path. */
    async function publishedDocs(): Promise<Map<string, Read>> {
      const found = new Map<string, Read>();
      const keep = (doc: FirebaseFirestore.QueryDocumentSnapshot) => found.set(doc.ref.path, { data: doc.data() as DocData, updated: doc.updateTime });
      (await db.collection(PUBLISHED).get()).docs.forEach(keep);
      // An index's items are a subcollection of its document.
      for (const ref of await db.collection(PUBLISHED).listDocuments()) {
        for (const items of await ref.listCollections()) (await items.get()).docs.forEach(keep);
      }
      return found;
    }

    /**
     * Paths whose document changed (was written with other content, added or removed) between two readings. The
     * emulator keeps a document's update time through a write of the content it already holds, so only writes
     * that change something can be counted.
     */
    function written(before: Map<string, Read>, after: Map<string, Read>): string[] {
      const paths = new Set([...before.keys(), ...after.keys()]);
      return [...paths].filter((p) => {
        const was = before.get(p);
        const now = after.get(p);
        return !was || !now || !was.updated.isEqual(now.updated) || JSON.stringify(was.data) !== JSON.stringify(now.data);
      }).sort();
    }

    /** The owner publishes the stored documents at `paths` through the function, with the owner's ID token. */
    async function publish(paths: string[] | 'all', note?: string): Promise<{ lastGenerated: string; changed: boolean; skipped: string[] }> {
      const res = await postPublish(ownerToken, { paths, ...(note ? { note } : {}) });
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as { lastGenerated: string; changed: boolean; skipped: string[] };
    }

    /**
     * A browser context on the served site, every third-party address refused quietly. `httpCache`: a visitor's
     * browser with its HTTP cache at work, as it answers repeated requests (refusing requests in the context would
     * turn that cache off); for the public pages alone, which ask nothing of third parties.
     */
    async function siteContext(viewport: { width: number; height: number }, { httpCache = false } = {}): Promise<BrowserContext> {
      browser ??= await launch();
      const context = await browser.newContext({ viewport, baseURL: base });
      // Third-party services are unreachable here (the Firestore SDK probes www.google.com); refuse them quietly.
      if (!httpCache) await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
      return context;
    }

    /** The owner signs in to the built admin, against the stack's Auth emulator. */
    async function signIn(page: Page) {
      await page.goto('/admin');
      await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(OWNER);
      await page.getByLabel('Password').fill(EMULATOR_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(/\/admin\/dashboard/, { timeout: 20_000 });
    }

    /** The owner signed in on a laptop, at the welcome text's form once it shows what is stored; page errors kept. */
    async function ownerAtWelcome() {
      const context = await siteContext(DESKTOP);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await signIn(page);
      await page.goto('/admin/dashboard/welcome');
      const heading = page.getByLabel('Heading', { exact: true });
      await expect.poll(() => heading.inputValue(), { timeout: 20_000 }).not.toBe('');
      return { context, page, errors, heading };
    }

    /** The next publish the admin sends, with what it asked for. */
    function nextPublish(page: Page) {
      const next = page
        .waitForResponse((r) => new URL(r.url()).pathname === PUBLISH_PATH && r.request().method() === 'POST', { timeout: 20_000 })
        .then(async (r) => ({
          status: r.status(),
          authorization: r.request().headers().authorization,
          sent: r.request().postDataJSON() as { paths: string[] | 'all'; note?: string },
          answer: (await r.json()) as { lastGenerated: string; changed: boolean },
        }));
      // Awaited by the test once the save has shown; a test that failed before then has already said why.
      next.catch(() => undefined);
      return next;
    }

    // Stops a start still under way when the hook gives up, so no emulator outlives the test.
    const starting = new AbortController();

    /** The site document as the function's build read it (its fallback content), and the public routes it had. */
    let deployed: SiteDoc;
    let deployedRoutes: Route[] = [];
    /** Each deployed route's h1 as the function served it before any test changed the content. */
    const deployedH1 = new Map<string, string | undefined>();
    /** The stack's own Firestore emulator, which the outage tests freeze and kill. */
    let firestore: ChildProcess | undefined;

    beforeAll(async () => {
      stack = await startFirebaseStack({ projectId: `demo-pages-${process.pid}`, ownFirestore: true, log: (line) => console.log(line), signal: starting.signal });
      ({ base, csp, adminCsp, db } = stack);
      firestore = stack.firestoreProcess;
      // The owner's account, with the claim `npm run setup:firebase` gives it.
      ownerToken = await emulatorIdToken(stack.authHost, OWNER, { admin: true });
      deployed = await site();
      const categories = visibleCategories((deployed.content.categories as CategoryItem[] | undefined) ?? []);
      expect(categories.length).toBeGreaterThan(0);
      deployedRoutes = [
        ...PUBLIC_ROUTES.map((r): Route => ({ path: r.path, kind: 'page' })),
        ...PAGED_ENTITIES.map((e): Route => ({ path: listPathOf(e), kind: 'page' })),
        ...categories.map((c): Route => ({ path: categoryPath(c.slug), kind: 'category' })),
        { path: ITEM.path, kind: 'item' },
        { path: '/sitemap.xml', kind: 'sitemap' },
        { path: `${CONTENT_VERSION_PATH}?page=/`, kind: 'version' },
      ];
      for (const route of deployedRoutes) {
        if (route.kind === 'sitemap' || route.kind === 'version') continue;
        const res = await get(route.path);
        expect([route.path, res.status]).toEqual([route.path, 200]);
        deployedH1.set(route.path, h1Of(await res.text()));
      }
    }, 240_000);

    afterAll(async () => {
      starting.abort();
      // A frozen emulator is resumed (and then stopped) whatever happened.
      if (firestore && firestore.exitCode === null && firestore.signalCode === null) firestore.kill('SIGCONT');
      await browser?.close();
      await stack?.stop();
    }, 30_000);

    it('answers each public page with the finished page of its published content, that content embedded, and the cache and security headers', async () => {
      const published = await site();
      expect(published.lastGenerated).toMatch(/^\d{4}-\d\d-\d\dT/);
      // The retired one-document snapshot is neither written nor needed.
      expect(await read(SNAPSHOT_PATH)).toBeNull();
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
        // The page embeds the content it was rendered from: its own, read from the published documents, with
        // that page's version and the moment the site was published.
        const embedded = embeddedOf(page);
        expect(embedded, path).not.toBeNull();
        expect(embedded!.version, path).toBe(pageVersion(published, path));
        expect(embedded!.published, path).toBe(published.lastGenerated);
        expect(embedded!.content, path).toEqual(await pageContent(reader(), path, spaToday()));
        // The app's modules load after the page has (src/main.tsx), as on the prerendered local build.
        expect(page, path).not.toContain('rel="modulepreload"');
      }
      // Only what each page shows: the price list carries no treatment, a category page only its own.
      const prices = embeddedOf(await (await get('/prices')).text())!.content;
      expect(prices.treatments).toBeUndefined();
      expect(prices.testimonials).toBeUndefined();
      const vitamins = embeddedOf(await (await get('/vitamins')).text())!.content.treatments as Array<{ id: string; category: string }>;
      const index = (await read(indexDocPath('treatments'))) as unknown as IndexDoc;
      expect(vitamins.map((t) => t.id).sort()).toEqual(index.entries.filter((e) => e.category === 'vitamins').map((e) => e.id).sort());
      expect(vitamins.length).toBeGreaterThan(0);
      expect(vitamins.length).toBeLessThan(index.entries.length);
    });

    it('shows what the owner publishes to the next request, with no build or deploy, within the cache bound', async () => {
      const privacyBefore = (await (await get(`${CONTENT_VERSION_PATH}?page=/privacy-policy`)).json()) as { version: string; published: string };
      await db.doc('sections/hero').update({ 'block.headline': 'Glow Into the New Season' });
      const group = (await db.doc('price-groups/iv-infusions').get()).data() as { items: Array<{ id: string; price: string }> };
      await db.doc('price-groups/iv-infusions').update({ items: group.items.map((i) => (i.id === 'iv-drips' ? { ...i, price: '$215' } : i)) });
      const { lastGenerated: version, changed } = await publish(['sections/hero', 'price-groups/iv-infusions']);
      expect(changed).toBe(true);
      expect((await site()).lastGenerated).toBe(version);

      const home = await (await get('/')).text();
      expect(rootOf(home).html).toMatch(/<h1[^>]*>Glow Into the New Season<\/h1>/);
      expect(rootOf(home).html).not.toContain('Discover Your Natural Beauty');
      // The page and the content it hydrates from come from one read: they always agree.
      const embedded = embeddedOf(home)!;
      expect(embedded.version).toBe(version);
      expect(JSON.stringify(embedded.content.sections)).toContain('Glow Into the New Season');
      // A price is written once: the category page shows the price list's new price.
      const vitamins = await get('/vitamins');
      expect(rootOf(await vitamins.text()).html).toContain('$215');
      // Open pages learn of it from their page's version; a page that shows neither keeps its own.
      expect(await (await get(`${CONTENT_VERSION_PATH}?page=/`)).json()).toEqual({ version, published: version });
      const privacy = (await (await get(`${CONTENT_VERSION_PATH}?page=/privacy-policy`)).json()) as { version: string; published: string };
      expect(privacy).toEqual({ version: privacyBefore.version, published: version });
      expect(privacy.version < version).toBe(true);

      // The emulator does not cache; in production the CDN may keep a page for s-maxage and then serve it stale
      // while it fetches a new one, which bounds how long a new visitor can see the previous content.
      const directives = Object.fromEntries((vitamins.headers.get('cache-control') ?? '').split(',').map((d) => d.trim().split('=') as [string, string?]));
      expect(directives).toMatchObject({ public: undefined, 'max-age': '0', 's-maxage': String(PAGE_FRESH_SECONDS), 'stale-while-revalidate': String(PAGE_STALE_SECONDS) });
      expect(Number(directives['s-maxage']) + Number(directives['stale-while-revalidate'])).toBeLessThanOrEqual(60);
    });

    it('answers sitemap.xml from the page function: every public page and item, dated by the latest publish', async () => {
      // A publish of a document that did not change writes nothing and keeps the date.
      const before = await publishedDocs();
      const last = (await site()).lastGenerated;
      expect(await publish(['sections/hero'])).toMatchObject({ changed: false, lastGenerated: last });
      expect(written(before, await publishedDocs())).toEqual([]);

      const res = await get('/sitemap.xml');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
      const xml = await res.text();
      const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(paths).toContain('/');
      expect(paths).toContain('/laser');
      expect(paths).toContain('/sms-disclosure');
      expect(paths).toContain('/injectables/botox');
      expect(new Set([...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]))).toEqual(new Set([last]));
    });

    it('publishes only for the owner: the function checks the ID token, then publishes the stored documents named, leaving out a malformed one', async () => {
      const before = await publishedDocs();
      const stored = await db.doc('treatments/botox').get();
      await db.doc('treatments/botox').update({ description: 'Softer lines that still move naturally, mapped to your features.' });
      // Written past the rules (the Admin SDK), as an older version or a hand edit might have: no name.
      await db.doc('treatments/broken-entry').set({ ...stored.data(), slug: 'broken-entry', title: '' });
      const paths = ['treatments/botox', 'treatments/broken-entry'];

      // No token, a token that does not verify, a signed-in account without the owner's claim, another method,
      // the owner naming no documents.
      const anonymous = await postPublish(undefined, { paths });
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('cache-control')).toBe('no-store');
      expect(((await anonymous.json()) as { error: string }).error).toMatch(/Sign in as the owner/);
      expect((await postPublish('not-a-token', { paths })).status).toBe(401);
      const visitor = await postPublish(await emulatorIdToken(stack!.authHost, 'visitor@example.com'), { paths });
      expect(visitor.status).toBe(403);
      expect(((await visitor.json()) as { error: string }).error).toBe('Only the site owner can publish: this account is not the owner.');
      expect((await get(PUBLISH_PATH)).status).toBe(405);
      for (const body of [{}, { paths: 'everything' }, { paths: ['../settings/seo'] }]) {
        const refused = await postPublish(ownerToken, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(((await refused.json()) as { error: string }).error).toBe('Name the stored documents to publish.');
      }
      // Nothing refused was published.
      expect(written(before, await publishedDocs())).toEqual([]);

      const res = await postPublish(ownerToken, { paths });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const answer = (await res.json()) as { lastGenerated: string; changed: boolean; skipped: string[] };
      expect(answer).toMatchObject({ changed: true, skipped: ['treatments/broken-entry'] });
      const after = await publishedDocs();
      // What it wrote: the changed item, its collection's index and the site document, dated as it answered.
      expect(written(before, after)).toEqual([SITE_DOC, indexDocPath('treatments'), itemDocPath('treatments', 'botox')].sort());
      expect((await site()).lastGenerated).toBe(answer.lastGenerated);
      const item = after.get(itemDocPath('treatments', 'botox'))!.data as unknown as ItemDoc;
      expect(item).toMatchObject({ v: answer.lastGenerated, item: { id: 'botox', description: 'Softer lines that still move naturally, mapped to your features.' } });
      const index = after.get(indexDocPath('treatments'))!.data as unknown as IndexDoc;
      expect(index.entries.map((e) => e.id)).toContain('botox');
      expect(index.entries.map((e) => e.id)).not.toContain('broken-entry');
      expect(after.has(itemDocPath('treatments', 'broken-entry'))).toBe(false);

      // Every change published so far piece by piece adds up to what publishing all the stored content afresh
      // makes of it (the same code the setup command and the local backend run), apart from the dates.
      const storedDocs: Record<string, DocData> = {};
      for (const entity of registry.entities) {
        if (entity.kind === 'singleton') {
          const data = await read(entity.path);
          if (data) storedDocs[entity.path] = data;
        } else for (const doc of (await db.collection(entity.path).get()).docs) storedDocs[doc.ref.path] = doc.data() as DocData;
      }
      const afresh = await withPublished(storedDocs, new Date(answer.lastGenerated));
      const undated = (docs: Iterable<[string, DocData]>) =>
        Object.fromEntries(
          [...docs]
            .filter(([path]) => path.startsWith(`${PUBLISHED}/`))
            .map(([path, data]) => {
              if (path === SITE_DOC) return [path, { content: data.content, imageIds: data.imageIds ?? [], redirects: data.redirects ?? [] }];
              if (path.split('/').length === 2) return [path, (data as unknown as IndexDoc).entries.map(({ v: _v, ...entry }) => entry)];
              return [path, { item: data.item, imageIds: data.imageIds ?? [] }];
            }),
        );
      expect(undated([...after].map(([path, r]) => [path, r.data]))).toEqual(undated(Object.entries(afresh)));

      const services = await (await get('/services')).text();
      expect(rootOf(services).html).toContain('Softer lines that still move naturally, mapped to your features.');
      expect(embeddedOf(services)?.version).toBe(answer.lastGenerated);
      const own = await (await get('/injectables/botox')).text();
      expect(rootOf(own).html).toContain('Softer lines that still move naturally, mapped to your features.');
      await db.doc('treatments/broken-entry').delete();
    });

    it('gives the admin the app shell, any other address the not-found page with a 404, and each page one address', async () => {
      for (const path of ['/admin', '/admin/dashboard/treatments']) {
        const res = await get(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('cache-control'), path).toBe('no-cache');
        expect(res.headers.get('content-security-policy'), path).toBe(adminCsp);
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
      expect(titleOf(itemPage)).toBe('Botox &amp; Neurotoxins | Lumière Med Spa');
      expect(itemPage).toMatch(/<dialog[^>]*open=""[^>]*data-item-path="\/injectables\/botox"/);
      const slash = await get('/prices/?ref=menu');
      expect(slash.status).toBe(301);
      expect(slash.headers.get('location')).toBe('/prices?ref=menu');
      expect((await get('/prices', { method: 'POST' })).status).toBe(405);
    });

    // It waits for the version check, which starts after the page has loaded: on a busy machine that takes a while.
    it('hydrates the served page in Chromium without errors, also for a visitor who last saw older content', async () => {
      const context = await siteContext(PHONE, { httpCache: true });
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (e) => errors.push(e.message));
        page.on('console', (m) => {
          if (m.type() === 'error' && !m.text().startsWith('Failed to load resource: net::ERR_FAILED')) errors.push(m.text());
        });
      };
      const requested: string[] = [];
      context.on('request', (r) => requested.push(r.url()));
      /** The page's content read again from the function (`?page=`), in order. */
      const contentReads = () => requested.filter((url) => new URL(url).pathname === CONTENT_PATH).map((url) => new URL(url).searchParams.get('page'));
      const page = await context.newPage();
      watch(page);
      await page.goto('/');
      await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
      expect(await page.getByRole('heading', { level: 1, name: 'Glow Into the New Season' }).isVisible()).toBe(true);
      // Hydrated, not rendered again: the entry point removes the embedded content when it renders afresh.
      expect(await page.locator(`#${EMBEDDED_SNAPSHOT_ID}`).count()).toBe(1);
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, 'ssr-home.png') });
      // The browser has remembered when the site it showed was published; the page asked for its version, found
      // nothing newer and read nothing more.
      const shown = (await site()).lastGenerated;
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CONTENT_VERSION_KEY), { timeout: 30_000 }).toBe(shown);
      await page.locator('html[data-site-listening]').waitFor({ state: 'attached' });
      expect(contentReads()).toEqual([]);
      await page.close();

      // The owner publishes while this visitor is away; their next visit hydrates the newer page.
      await db.doc('sections/hero').update({ 'block.headline': 'Radiance, Refined' });
      await publish(['sections/hero']);
      const again = await context.newPage();
      watch(again);
      await again.goto('/');
      await again.locator('html[data-site-ready]').waitFor({ state: 'attached' });
      // Hydrated from the newer page the function served, not rendered from this browser's older copy.
      expect(await again.locator(`#${EMBEDDED_SNAPSHOT_ID}`).count()).toBe(1);
      await expect.poll(() => again.getByRole('heading', { level: 1, name: 'Radiance, Refined' }).isVisible(), { timeout: 15_000 }).toBe(true);
      await again.locator('html[data-site-listening]').waitFor({ state: 'attached' });

      // The owner publishes while the page is open: it asks its page's version when the visitor comes back to the
      // tab (and every half minute while in view), reads its content from the function once, and shows the edit
      // without a reload.
      await db.doc('sections/hero').update({ 'block.headline': 'Luminous Every Day' });
      const { lastGenerated: newer } = await publish(['sections/hero']);
      const answer = await get(`${CONTENT_VERSION_PATH}?page=/`);
      expect(answer.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
      expect(await answer.json()).toEqual({ version: newer, published: newer });
      const readsBefore = contentReads().length;
      await again.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect.poll(() => again.getByRole('heading', { level: 1, name: 'Luminous Every Day' }).isVisible(), { timeout: 15_000 }).toBe(true);
      expect(contentReads().slice(readsBefore)).toEqual(['/']);
      // Asked again with nothing new: no read at all.
      const checked = again.waitForResponse((r) => new URL(r.url()).pathname === CONTENT_VERSION_PATH);
      await again.evaluate(() => window.dispatchEvent(new Event('focus')));
      await checked;
      await again.waitForTimeout(500);
      expect(contentReads().length).toBe(readsBefore + 1);
      // Published again a moment later: the browser keeps the content it just read and may answer a second
      // request for it from that copy while it asks anew, so each version the page reads has an address of its own.
      await db.doc('sections/hero').update({ 'block.headline': 'Glow, Refined' });
      await publish(['sections/hero']);
      await again.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect.poll(() => again.getByRole('heading', { level: 1, name: 'Glow, Refined' }).isVisible(), { timeout: 15_000 }).toBe(true);
      expect(contentReads().length).toBe(readsBefore + 2);
      // No Firestore SDK for visitors: the page never opens a realtime channel, nor reads a document itself.
      expect(requested.some((url) => /firestore.*Listen|google\.firestore/i.test(url))).toBe(false);
      expect(await again.evaluate(() => window.__medspaReadCount?.() ?? -1)).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);

    it('refuses a wrong password with "Invalid credentials" and lets the owner in with hers, against the Auth emulator', async () => {
      const context = await siteContext(DESKTOP);
      const page = await context.newPage();
      await page.goto('/admin');
      await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(OWNER);
      const signInButton = page.getByRole('button', { name: 'Sign In' });
      await page.getByLabel('Password').fill('not-the-password');
      // Enabled once Auth, loaded on demand, is there.
      await page.getByRole('button', { name: 'Sign In', disabled: false }).waitFor();
      expect(await signInButton.isEnabled()).toBe(true);
      await signInButton.click();
      await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 }).toBe('Invalid credentials. Please try again.');
      expect(new URL(page.url()).pathname).toBe('/admin');
      await page.getByLabel('Password').fill(EMULATOR_PASSWORD);
      await signInButton.click();
      await page.waitForURL(/\/admin\/dashboard/, { timeout: 20_000 });
      await expect.poll(() => page.getByRole('link', { name: 'Business Hours' }).first().isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('button', { name: 'Logout' }).first().isVisible()).toBe(true);
      await context.close();
    });

    it('publishes the owner\'s save in the admin through the function, with the owner\'s ID token, and keeps it in the site history', async () => {
      const { context, page, errors, heading } = await ownerAtWelcome();
      expect(await heading.inputValue()).toBe('Welcome to Lumière Med Spa');
      await heading.fill('Welcome to Lumière, Published by the Server');
      const publishing = nextPublish(page);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByRole('status').filter({ hasText: 'Welcome content updated successfully!' }).first().waitFor({ timeout: 20_000 });
      // The admin names the one document it saved.
      const sent = await publishing;
      expect(sent).toMatchObject({ status: 200, authorization: expect.stringMatching(/^Bearer \S+$/), sent: { paths: ['settings/welcome-content'] }, answer: { changed: true } });
      await page.getByRole('status').filter({ hasText: /^Live$/ }).first().waitFor({ timeout: 20_000 });

      const published = await site();
      expect(published.lastGenerated).toBe(sent.answer.lastGenerated);
      expect((published.content.welcome as { heading: string }).heading).toBe('Welcome to Lumière, Published by the Server');
      expect(rootOf(await (await get('/')).text()).html).toContain('Welcome to Lumière, Published by the Server');
      // The function keeps the version in the site history in the same step: what changed, before and after.
      const versions = (await read(HISTORY_INDEX))!.versions as Array<{ id: string; at: string; changes: string[] }>;
      expect(versions[0]!.at).toBe(published.lastGenerated);
      const record = (await read(`${HISTORY_CONTENT}/${versions[0]!.id}`)) as { at: string; changes: Array<{ entity: string; before: { heading: string }; after: { heading: string } }> };
      expect(record.at).toBe(published.lastGenerated);
      expect(record.changes).toHaveLength(1);
      expect(record.changes[0]).toMatchObject({ entity: 'welcome-content', before: { heading: 'Welcome to Lumière Med Spa' }, after: { heading: 'Welcome to Lumière, Published by the Server' } });
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);

    it('publishes by itself, after a reload, a save made while the device was offline, once the database answers again', async () => {
      const { context, page, errors, heading } = await ownerAtWelcome();
      const TYPED = 'Welcome to Lumière, Saved While Offline';

      // The connection drops; she saves: the change is kept on this device and the site says it is not published.
      await context.setOffline(true);
      await heading.fill(TYPED);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Saved on this device: 1 change will be sent when the connection is back.', { exact: false }).waitFor({ timeout: 20_000 });
      await page.getByRole('status').filter({ hasText: /^Not published$/ }).first().waitFor({ timeout: 20_000 });
      // One message says where the change is: never also "updated successfully", as if it had reached the site.
      expect(await page.getByText('Welcome content updated successfully!').count()).toBe(0);
      expect(((await read('settings/welcome-content')) as { heading: string }).heading).not.toBe(TYPED);

      // She reloads while the database still cannot be reached (the site itself loads): the form shows what this
      // device saved, and nothing is published yet.
      const database = `http://${stack!.firestoreHost}/**`;
      await context.route(database, (route) => route.abort('internetdisconnected'));
      await context.setOffline(false);
      await page.reload();
      await expect.poll(() => heading.inputValue(), { timeout: 20_000 }).toBe(TYPED);
      expect(rootOf(await (await get('/')).text()).html).not.toContain(TYPED);
      // The database out of reach is not an error to show her: the stored content's upgrade check waits for it.
      expect(await page.getByText('Could not upgrade the stored content', { exact: false }).count()).toBe(0);

      // The database answers again: the kept save lands and the site is published, without a click.
      const publishing = nextPublish(page);
      await context.unroute(database);
      expect(await publishing).toMatchObject({ status: 200, sent: { paths: ['settings/welcome-content'] }, answer: { changed: true } });
      await page.getByRole('status').filter({ hasText: /^Live$/ }).first().waitFor({ timeout: 20_000 });
      expect(((await read('settings/welcome-content')) as { heading: string }).heading).toBe(TYPED);
      expect(rootOf(await (await get('/')).text()).html).toContain(TYPED);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);

    it('takes a before-and-after result off every page the moment the owner records that consent was withdrawn, and tells her where it showed', async () => {
      const PHOTO = 'result-peel-before.svg';
      const PAGES = ['/gallery', '/facial-rejuvenation/chemical-peels', '/facial-rejuvenation'];
      for (const path of PAGES) expect(rootOf(await (await get(path)).text()).html, path).toContain(PHOTO);
      expect(await read(itemDocPath('images', 'demo-result-peel-before'))).not.toBeNull();
      const context = await siteContext(PHONE);
      const admin = await context.newPage();
      const errors: string[] = [];
      admin.on('pageerror', (e) => errors.push(e.message));
      await signIn(admin);
      await admin.goto('/admin/dashboard/gallery');
      await admin.getByRole('button', { name: 'Edit Four weeks after a series of three peels' }).click();
      await admin.getByLabel('Consent withdrawn').check();
      const publishing = nextPublish(admin);
      await admin.getByRole('button', { name: 'Update Before & After Entry' }).click();
      await admin.getByRole('status').filter({ hasText: 'Gallery entry updated successfully!' }).first().waitFor({ timeout: 20_000 });
      expect(await publishing).toMatchObject({ status: 200, sent: { paths: ['gallery/peel-even-tone'] }, answer: { changed: true } });
      // The next request of each page, its content and the sitemap: none shows it any more.
      for (const path of PAGES) {
        const res = await get(path);
        expect(res.status).toBe(200);
        expect(await res.text(), path).not.toContain(PHOTO);
      }
      expect(await (await get(`${CONTENT_PATH}?page=${encodeURIComponent('/gallery')}`)).text()).not.toContain(PHOTO);
      expect(await read(itemDocPath('gallery', 'peel-even-tone'))).toBeNull();
      // Its photos' published records (address, alt text) went with it; the library keeps them.
      expect(await read(itemDocPath('images', 'demo-result-peel-before'))).toBeNull();
      expect(await read(itemDocPath('images', 'demo-result-peel-after'))).toBeNull();
      expect(await read('images/demo-result-peel-before')).toMatchObject({ url: '/demo/result-peel-before.svg' });
      // Her record keeps it, with the withdrawal; a notice, written by the function with the publish, says where.
      expect(await read('gallery/peel-even-tone')).toMatchObject({ consentWithdrawn: true, before: '/demo/result-peel-before.svg' });
      await admin.getByRole('region', { name: 'Taken off the site' }).getByText('It was shown on /gallery, /facial-rejuvenation/chemical-peels.', { exact: false }).waitFor({ timeout: 20_000 });
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);

    it('stores a visitor’s enquiry in Firestore before forwarding it, keeps it when the form service is unreachable, and once however often she sends it', async () => {
      const FORM_SERVICE = 'https://api.web3forms.com/submit';
      const context = await siteContext(PHONE);
      let answer: 'unreachable' | 'accepted' = 'unreachable';
      // After the context's refusal of third parties: this route wins for the form service.
      await context.route(FORM_SERVICE, (route) =>
        answer === 'unreachable' ? route.abort() : route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: true, message: 'Email sent successfully!' }) }),
      );
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByLabel('Name', { exact: true }).fill('Grace Hopper');
      await form.getByLabel('Email', { exact: true }).fill('grace@example.com');
      await form.getByLabel('Message', { exact: true }).fill('A HydraFacial on Saturday morning, please.');
      // A person takes longer than the 2 s a bot's send is refused within.
      await page.waitForTimeout(2100);
      const status = form.getByRole('status');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('Failed to send message. Please try again.');
      expect(await form.getByLabel('Message', { exact: true }).inputValue()).toBe('A HydraFacial on Saturday morning, please.');
      const stored = async () => (await db.collection('enquiries').where('email', '==', 'grace@example.com').get()).docs.map((d) => d.data());
      expect(await stored()).toEqual([expect.objectContaining({ name: 'Grace Hopper', message: 'A HydraFacial on Saturday morning, please.', page: '/contact', forwarded: false })]);

      answer = 'accepted';
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('Thank you for your message. We will get back to you soon!');
      await expect.poll(async () => (await stored()).map((e) => e.forwarded)).toEqual([true]);
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);

    it('adds a seventh category with twelve treatments, each with its page at once; a renamed address leads on, and that edit rewrites only its item, its index and the site document', async () => {
      const context = await siteContext(PHONE);
      const admin = await context.newPage();
      const errors: string[] = [];
      admin.on('pageerror', (e) => errors.push(e.message));
      const nav = admin.getByRole('navigation', { name: 'Admin' });
      expect((await db.collection('categories').get()).size).toBe(6);

      // The category, added in the admin on a phone.
      await signIn(admin);
      await admin.getByRole('button', { name: 'Menu' }).click();
      await nav.getByRole('link', { name: 'Categories', exact: true }).click();
      await admin.getByRole('heading', { name: 'Add New Category' }).waitFor();
      await admin.getByLabel('Name').fill('Body Contouring');
      await admin.getByLabel('Title').fill('Body Contouring');
      await admin.getByLabel('Introduction', { exact: true }).fill('Sculpt and refine, without surgery.');
      await admin.getByLabel('Image URL').fill('/demo/laser.svg');
      const categoryPublished = nextPublish(admin);
      await admin.getByRole('button', { name: 'Add Category' }).click();
      await admin.getByRole('status').filter({ hasText: 'Category added successfully!' }).first().waitFor({ timeout: 20_000 });
      const added = (await db.collection('categories').where('slug', '==', 'body-contouring').get()).docs;
      expect(added).toHaveLength(1);
      const category = added[0]!.id;
      expect(await categoryPublished).toMatchObject({ status: 200, sent: { paths: [`categories/${category}`] }, answer: { changed: true } });
      expect(((await site()).content.categories as Array<{ id: string }>).map((c) => c.id)).toContain(category);

      // Twelve treatments in it, each with a price from the price list, stored and published in one request.
      const priceItems = (await db.collection('price-groups').get()).docs.flatMap((d) => (d.get('items') as Array<{ id: string; price: string }>) ?? []).slice(0, 12);
      expect(priceItems).toHaveLength(12);
      const names = ['Face', 'Arms', 'Legs', 'Bikini', 'Chest and Abdomen', 'Back', 'Full Body', 'Waist', 'Thighs', 'Chin', 'Flanks', 'Knees'];
      const treatments = names.map((name, i) => ({ id: `contour-${i + 1}`, title: `Contour ${i + 1}: ${name}`, slug: `contour-${i + 1}-${name.toLowerCase().replace(/ /g, '-')}`, price: priceItems[i]! }));
      const batch = db.batch();
      for (const [i, t] of treatments.entries()) {
        const data = treatmentSchema.parse({
          title: t.title,
          slug: t.slug,
          category,
          description: `Treatment number ${i + 1} of the new category.`,
          image: '/demo/laser.svg',
          benefits: ['Sculpted', 'Smooth'],
          prices: [t.price.id],
          order: 100 + i,
        });
        batch.set(db.doc(`treatments/${t.id}`), data);
      }
      await batch.commit();
      const beforeAdding = await publishedDocs();
      expect(await publish(treatments.map((t) => `treatments/${t.id}`))).toMatchObject({ changed: true, skipped: [] });
      // Their items, their index and the site document; no other treatment's item.
      expect(written(beforeAdding, await publishedDocs())).toEqual([SITE_DOC, indexDocPath('treatments'), ...treatments.map((t) => itemDocPath('treatments', t.id))].sort());

      // Without any build: the category's page lists the twelve, each with its price.
      const listing = await get('/body-contouring');
      expect(listing.status).toBe(200);
      expect(titleOf(await listing.text())).toMatch(/^Body Contouring\b/);
      const visitor = await context.newPage();
      visitor.on('pageerror', (e) => errors.push(e.message));
      await visitor.goto('/body-contouring');
      await visitor.getByRole('heading', { level: 1, name: 'Body Contouring' }).waitFor();
      const cards = visitor.locator('main ul > li > a[data-dialog]');
      expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(treatments.map((t) => `/body-contouring/${t.slug}`));
      const main = (await visitor.locator('main').innerText()).replace(/\s+/g, ' ');
      for (const t of treatments) {
        expect(main, t.title).toContain(t.title);
        expect(main, t.title).toContain(t.price.price);
      }
      await visitor.locator('html[data-site-ready]').waitFor({ state: 'attached' });

      // Each one's own address, loaded cold: 200, its title, its modal open over the category's page.
      for (const t of treatments) {
        const address = `/body-contouring/${t.slug}`;
        const res = await get(address);
        expect(res.status, address).toBe(200);
        const html = await res.text();
        expect(titleOf(html), address).toBe(`${t.title} | Lumière Med Spa`);
        expect(html, address).toMatch(new RegExp(`<dialog[^>]*open=""[^>]*data-item-path="${address}"`));
        const cold = await context.newPage();
        cold.on('pageerror', (e) => errors.push(e.message));
        await cold.goto(address);
        const modal = cold.getByRole('dialog', { name: t.title });
        await modal.waitFor();
        expect(await modal.getByText(`Treatment number ${treatments.indexOf(t) + 1} of the new category.`).first().isVisible(), address).toBe(true);
        expect(await cold.title(), address).toBe(`${t.title} | Lumière Med Spa`);
        await cold.close();
      }

      // The sitemap lists the category and its twelve.
      const xml = await (await get('/sitemap.xml')).text();
      const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(listed).toContain('/body-contouring');
      for (const t of treatments) expect(listed).toContain(`/body-contouring/${t.slug}`);

      // One treatment's address renamed in the admin: the publish of that one edit writes its item, the
      // treatments' index and the site document (which keeps the old address), and the site history, nothing else.
      const seventh = treatments[6]!;
      await admin.getByRole('button', { name: 'Menu' }).click();
      await nav.getByRole('link', { name: 'Treatments', exact: true }).click();
      await admin.getByRole('heading', { name: 'Add New Treatment' }).waitFor();
      await admin.getByRole('button', { name: `Edit ${seventh.title}` }).click();
      await admin.getByRole('heading', { name: 'Edit Treatment' }).waitFor();
      await admin.getByRole('status').filter({ hasText: /^Live$/ }).first().waitFor({ timeout: 20_000 });
      const before = await publishedDocs();
      const historyBefore = new Set((await db.collection(HISTORY_CONTENT).listDocuments()).map((d) => d.path));
      const versionsBefore = (await db.doc(HISTORY_INDEX).get()).updateTime!;
      await admin.getByLabel('Page address').fill('full-body-sculpt');
      const renamed = nextPublish(admin);
      await admin.getByRole('button', { name: 'Update Treatment' }).click();
      await admin.getByRole('status').filter({ hasText: 'Treatment updated successfully!' }).first().waitFor({ timeout: 20_000 });
      const sent = await renamed;
      // Stored as typed, then published as stored.
      expect((await db.doc(`treatments/${seventh.id}`).get()).get('slug')).toBe('full-body-sculpt');
      expect(sent).toMatchObject({ status: 200, sent: { paths: [`treatments/${seventh.id}`] }, answer: { changed: true } });
      const after = await publishedDocs();
      expect(written(before, after)).toEqual([SITE_DOC, indexDocPath('treatments'), itemDocPath('treatments', seventh.id)].sort());
      expect((after.get(itemDocPath('treatments', seventh.id))!.data as unknown as ItemDoc).item.slug).toBe('full-body-sculpt');
      expect((after.get(SITE_DOC)!.data as unknown as SiteDoc).redirects?.[0]).toEqual({ from: `/body-contouring/${seventh.slug}`, to: '/body-contouring/full-body-sculpt' });
      expect((await db.doc(HISTORY_INDEX).get()).updateTime!.isEqual(versionsBefore)).toBe(false);
      const newRecords = (await db.collection(HISTORY_CONTENT).listDocuments()).map((d) => d.path).filter((p) => !historyBefore.has(p));
      expect(newRecords).toHaveLength(1);
      expect((await read(newRecords[0]!))!.changes).toMatchObject([{ entity: 'treatment', id: seventh.id, before: { slug: seventh.slug }, after: { slug: 'full-body-sculpt' } }]);

      // The old address leads to the new one, for good; the new one is the treatment's page.
      const moved = await get(`/body-contouring/${seventh.slug}`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/body-contouring/full-body-sculpt');
      const now = await get('/body-contouring/full-body-sculpt');
      expect(now.status).toBe(200);
      expect(titleOf(await now.text())).toBe(`${seventh.title} | Lumière Med Spa`);
      const followed = await context.newPage();
      followed.on('pageerror', (e) => errors.push(e.message));
      await followed.goto(`/body-contouring/${seventh.slug}`);
      expect(new URL(followed.url()).pathname).toBe('/body-contouring/full-body-sculpt');
      await followed.getByRole('dialog', { name: seventh.title }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);

    // Last, as it ends with the database gone. The function's fallback is the content its build read, which the
    // tests above have changed since: the pages it serves are held to the h1s recorded at the start.
    describe('while Firestore is down', () => {
      const PUBLISHED_HEADLINE = 'Open Whatever the Weather';
      const SEEDED_HEADLINE = 'Discover Your Natural Beauty';
      const BUSINESS = 'Lumière Med Spa';

      /** Every deployed route in turn (the first one given first), each timed from the request to the whole body. */
      async function visit(first: string): Promise<Answer[]> {
        const answers: Answer[] = [];
        for (const route of [...deployedRoutes.filter((r) => r.path === first), ...deployedRoutes.filter((r) => r.path !== first)]) {
          const started = performance.now();
          const res = await get(route.path);
          const body = await res.text();
          answers.push({ route, status: res.status, ms: performance.now() - started, cacheControl: res.headers.get('cache-control'), body });
        }
        return answers;
      }

      /** Prints each answer's status and time, and the median and longest time of each kind of route. */
      function report(answers: Answer[], label: string) {
        const kinds = [...new Set(answers.map((a) => a.route.kind))];
        const byKind = kinds.map((kind) => {
          const ms = answers.filter((a) => a.route.kind === kind).map((a) => a.ms);
          return `${kind} ${Math.round(median(ms))}/${Math.round(Math.max(...ms))}`;
        });
        console.log(`${label}: ${answers.map((a) => `${a.route.path} ${a.status} ${Math.round(a.ms)} ms`).join(', ')}\n${label}, by kind (median/max ms): ${byKind.join(', ')}`);
      }

      /** Each answer is the route's content, in time, marked for the CDN to keep only seconds. */
      function expectContent(answers: Answer[], outage: string, shown: SiteDoc, homeHeadline: string) {
        report(answers, outage);
        for (const { route, status, ms, cacheControl, body } of answers) {
          const what = `${outage}: ${route.path}`;
          expect(status, what).toBe(200);
          expect(ms, what).toBeLessThan(OUTAGE_BUDGET_MS);
          expect(cacheControl, what).toBe(STALE_CACHE_CONTROL);
          if (route.kind === 'sitemap') {
            const listed = ['/prices', ITEM.path, ...deployedRoutes.filter((r) => r.kind === 'category').map((r) => r.path)];
            for (const path of listed) expect(body, `${what} lists ${path}`).toContain(`${path}</loc>`);
          } else if (route.kind === 'version') {
            expect(JSON.parse(body), what).toEqual({ version: pageVersion(shown, '/'), published: shown.lastGenerated });
          } else {
            expect(body, what).toContain(`data-prerendered="${route.path}"`);
            // The footer's business name: the site document's content.
            expect(body.slice(body.indexOf('<footer')), what).toContain(BUSINESS);
            // The h1 the page had when the function was built; the home page's names the headline expected.
            expect(h1Of(body), what).toBe(route.path === '/' ? homeHeadline : deployedH1.get(route.path));
            if (route.kind === 'item') expect(body, what).toContain(ITEM.title);
          }
        }
      }

      it('answers every public page with its content within 3 s while Firestore hangs, from what the instance read and the fallback', async () => {
        // Published now, after the function was built: newer than its fallback content. A new instance serves
        // the home page (reading that headline) and nothing else before the freeze.
        await db.doc('sections/hero').update({ 'block.headline': PUBLISHED_HEADLINE });
        await publish(['sections/hero']);
        const published = await site();
        await stack!.restartFunction();
        const home = await get('/');
        expect(h1Of(await home.text())).toBe(PUBLISHED_HEADLINE);
        expect(home.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
        firestore!.kill('SIGSTOP');
        let answers: Answer[];
        try {
          // First a page this instance never served: its category and prices come from the fallback.
          answers = await visit(ITEM.path);
        } finally {
          firestore!.kill('SIGCONT');
        }
        // The home page from what the instance read (newer than the fallback), the pages it never read from the
        // fallback's documents.
        expectContent(answers, 'Firestore frozen', published, PUBLISHED_HEADLINE);
      });

      it('tells the owner a save the frozen server has not answered is still under way, then saves it when it answers', async () => {
        const { context, page, errors, heading } = await ownerAtWelcome();
        await heading.fill('Saved Through the Freeze');
        firestore!.kill('SIGSTOP');
        try {
          await page.getByRole('button', { name: 'Save Changes' }).click();
          // Not "Saving..." alone for as long as the freeze lasts: the page says the server has not answered, and
          // that what she typed is kept; nothing says saved.
          await page.getByText('Saving: the server has not answered yet (1 change).', { exact: false }).waitFor({ timeout: 20_000 });
          expect(await page.getByText('Welcome content updated successfully!').count()).toBe(0);
          expect(await heading.inputValue()).toBe('Saved Through the Freeze');
        } finally {
          firestore!.kill('SIGCONT');
        }
        // The server answers: the save is stored and said once, and the line about the wait goes.
        await page.getByRole('status').filter({ hasText: 'Welcome content updated successfully!' }).first().waitFor({ timeout: 30_000 });
        await page.getByText('the server has not answered yet', { exact: false }).waitFor({ state: 'detached', timeout: 20_000 });
        expect(((await db.doc('settings/welcome-content').get()).data() as { heading: string }).heading).toBe('Saved Through the Freeze');
        expect(errors).toEqual([]);
        await context.close();
      }, 120_000);

      it('answers every public page with its content within 3 s from the fallback on an instance that has read nothing, Firestore gone', async () => {
        await stack!.restartFunction();
        // The new instance starts (its process, the renderer) on a request that reads nothing, a POST the pages
        // refuse: what follows measures Firestore's absence, not the instance's start, which any new instance pays.
        const started = performance.now();
        expect((await get('/', { method: 'POST' })).status).toBe(405);
        console.log(`A new instance's start: ${Math.round(performance.now() - started)} ms`);
        const exited = new Promise((resolve) => firestore!.once('exit', resolve));
        firestore!.kill('SIGKILL');
        await exited;
        const answers = await visit('/');
        // Everything as the function's build read it: the home page too shows the headline published before it.
        expectContent(answers, 'Firestore killed', deployed, SEEDED_HEADLINE);
      });
    });
  });
}
