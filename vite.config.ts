/// <reference types="vitest/config" />
import { build, defineConfig, loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Prerender from './src/prerender/render-page';
import { assemblePage } from './src/prerender/page-document.ts';
import { sitemapXml } from './src/prerender/sitemap.ts';
import { headersFor, withConnectSources, type HeaderRule } from './src/lib/hosting-headers.ts';
import { PAGE_FUNCTION_ID, PAGE_FUNCTION_REGION, PUBLISH_PATH } from './src/lib/page-function-settings.ts';
import { readConfig } from './src/lib/read-config.ts';

/** Preload the two Latin font files so text rendered in the browser paints in its final face without a late swap. */
function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((f) => /(inter|cormorant-garamond)-latin-wght-normal-.*\.woff2$/.test(f));
        return fonts.map((href) => ({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${href}`, crossorigin: '' }, injectTo: 'head' as const }));
      },
    },
  };
}

/**
 * The public site's lazy chunks form a chain (entry → site → backend → content); preloading them lets the
 * browser fetch them in parallel with the entry instead of one after another.
 */
function preloadSiteChunks(): Plugin {
  const roots = [/src\/app\/start\.tsx$/, /src\/site\/site-app\.tsx$/, /src\/backend\/(local\/local-backend|firebase\/firebase-backend)\.ts$/];
  return {
    name: 'preload-site-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(add);
        };
        for (const c of chunks) if (c.facadeModuleId && roots.some((r) => r.test(c.facadeModuleId!))) add(c.fileName);
        const entry = chunks.find((c) => c.isEntry);
        const already = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        return [...files]
          .filter((f) => !already.has(f))
          .map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${f}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/** The empty page every address without a prerendered page gets (the admin, a not-found address). */
const APP_SHELL = 'app.html';

/**
 * sitemap.xml lists every public page of the route table at the site's address (SITE_URL, read at build time;
 * the preview server's address when unset), last modified when its content was published; robots.txt points at
 * it. The local build writes it from the demo snapshot; on Firebase the page function answers it from the latest
 * published content (a file here would be served before the function), so only robots.txt is written.
 */
function writeSitemap(outDir: string, origin: string, paths: readonly string[], lastModified: string | undefined, file: boolean) {
  if (file) writeFileSync(resolve(outDir, 'sitemap.xml'), sitemapXml(origin, paths, lastModified));
  const robots = resolve(outDir, 'robots.txt');
  if (existsSync(robots)) appendFileSync(robots, `\nSitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml\n`);
}

/**
 * Local builds: render every public page to HTML from the demo snapshot, which is exactly what a new visitor's
 * browser is seeded with, and embed that snapshot so the page hydrates without reading anything first. The
 * Firebase build is not prerendered: its content lives in Firestore and changes without a deploy, so a Cloud
 * Function renders its pages on request (src/prerender/page-function.ts) with the same renderer and assembly.
 * Both builds get the sitemap, from the same route table.
 */
function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const firebase = config.env.VITE_BACKEND === 'firebase';
      const env = loadEnv(config.mode, config.envDir || config.root, '');
      const origin = process.env.SITE_URL || env.SITE_URL || `http://localhost:${config.preview.port ?? 4173}`;
      const outDir = resolve(config.root, config.build.outDir);
      // A folder of its own per build: its chunks import the entry by plain path, so a query string cannot
      // tell two builds in one process apart (and would load the entry twice, with two React contexts).
      const serverDir = resolve(config.root, 'node_modules/.prerender', String(Date.now()));
      await build({ root: config.root, mode: config.mode, logLevel: 'error', build: { ssr: 'src/prerender/render-page.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false } });
      const server = (await import(pathToFileURL(resolve(serverDir, 'render-page.js')).href)) as typeof Prerender;
      if (firebase) {
        try {
          writeSitemap(outDir, origin, [], undefined, false);
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
        return;
      }
      const template = readFileSync(resolve(outDir, 'index.html'), 'utf8');
      writeFileSync(resolve(outDir, APP_SHELL), template);
      const reader = await server.demoPublished();
      const builtAt = new Date();
      const paths = await server.sitePaths(reader, builtAt);
      const siteOrigin = origin.replace(/\/+$/, '');
      try {
        // Every page and every item's own page (/injectables/botox → injectables/botox.html), each with its own
        // content, and the not-found page, which a static host serves (with a 404) for any other address.
        let published: string | undefined;
        for (const path of [...paths, server.NOT_FOUND_PATH]) {
          const content = await server.contentOf(reader, path, builtAt);
          if (!content) throw new Error('The demo content publishes nothing');
          published = String(content.published);
          const page = assemblePage(template, path, await server.renderPage(path, content, builtAt, siteOrigin), content, builtAt, server.spaOffsetSpan(builtAt), siteOrigin);
          const file = resolve(outDir, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, page);
        }
        writeSitemap(outDir, origin, paths, published, true);
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * `vite preview` (and so `npm start`): the security and caching headers of firebase.json's hosting section, the
 * one place they are defined, matched against the request path as Firebase Hosting matches them. A build for
 * the local emulators (VITE_FIREBASE_*_EMULATOR_HOST) may also connect to them.
 */
function hostingHeaders(): Plugin {
  return {
    name: 'hosting-headers',
    configurePreviewServer(server) {
      const rules = (JSON.parse(readFileSync(resolve(server.config.root, 'firebase.json'), 'utf8')) as { hosting: { headers: HeaderRule[] } }).hosting.headers;
      const env = { ...loadEnv(server.config.mode, server.config.root, 'VITE_'), ...process.env };
      const emulators = [env.VITE_FIREBASE_AUTH_EMULATOR_HOST, env.VITE_FIREBASE_STORAGE_EMULATOR_HOST, env.VITE_FIRESTORE_EMULATOR_HOST]
        .filter((host): host is string => Boolean(host))
        .flatMap((host) => [`http://${host}`, `ws://${host}`]);
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://preview.local').pathname;
        const wanted = new Map([...headersFor(path, rules)].map(([key, value]) => [key, key === 'Content-Security-Policy' ? withConnectSources(value, emulators) : value]));
        // Set when the response starts, over what the static file server chooses (its own Cache-Control).
        const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
        res.writeHead = ((...args: unknown[]) => {
          const given = args.find((a, i) => i > 0 && a !== null && typeof a === 'object' && !Array.isArray(a)) as Record<string, unknown> | undefined;
          for (const [key, value] of wanted) {
            for (const name of Object.keys(given ?? {})) if (name.toLowerCase() === key.toLowerCase()) delete given![name];
            res.setHeader(key, value);
          }
          return writeHead(...args);
        }) as typeof res.writeHead;
        next();
      });
    },
  };
}

/**
 * `vite preview` (and so `npm start`): the same routing a static host needs for the prerendered pages: /services
 * from services.html, /injectables/botox from injectables/botox.html, /prices/ sent to /prices, the admin from the
 * app shell, and any other address the not-found page with a 404.
 */
function servePrerenderedPages(): Plugin {
  return {
    name: 'serve-prerendered-pages',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview.local');
        const outDir = resolve(server.config.root, server.config.build.outDir);
        const shell = existsSync(resolve(outDir, APP_SHELL)) ? `/${APP_SHELL}` : null;
        const notFound = resolve(outDir, '404.html');
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !shell) return next();
        const isAdmin = url.pathname === '/admin' || url.pathname.startsWith('/admin/');
        if (url.pathname.length > 1 && url.pathname.endsWith('/') && !isAdmin) {
          res.writeHead(301, { Location: url.pathname.replace(/\/+$/, '') + url.search });
          return res.end();
        }
        const pageAddress = !/\.[a-z0-9]+$/i.test(url.pathname);
        // A page address with a dot in it (/foo.bar) that is no file is no page either.
        const noFile = !pageAddress && req.headers.accept?.includes('text/html') && !existsSync(resolve(outDir, `.${url.pathname}`));
        if (!pageAddress && !noFile) return next();
        const page = url.pathname === '/' ? 'index.html' : `${url.pathname.slice(1)}.html`;
        if (pageAddress && !page.includes('..') && existsSync(resolve(outDir, page))) req.url = `/${page}${url.search}`;
        else if (isAdmin || !existsSync(notFound)) req.url = shell + url.search;
        else {
          res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
          return res.end(req.method === 'HEAD' ? undefined : readFileSync(notFound));
        }
        next();
      });
    },
  };
}

/**
 * `npm run dev` and `vite preview` of a Firebase build against the emulators: the admin publishes by POSTing to
 * /api/publish on its own origin, which Hosting sends to the page function. Without Hosting, these servers send it
 * to the page function in the Functions emulator named by VITE_FIREBASE_FUNCTIONS_EMULATOR_HOST ("host:port";
 * see the README's "Run the Firebase build on this machine").
 */
function publishThroughFunctionsEmulator(): Plugin {
  return {
    name: 'publish-through-functions-emulator',
    config(_config, { mode }) {
      const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
      const host = env.VITE_FIREBASE_FUNCTIONS_EMULATOR_HOST;
      if (!host) return;
      if (!/^[\w.-]+:\d{2,5}$/.test(host)) throw new Error('VITE_FIREBASE_FUNCTIONS_EMULATOR_HOST must be host:port, e.g. 127.0.0.1:5001');
      // The emulator serves a function at /<project>/<region>/<id>/…, and hands it the rest of the path.
      const prefix = `/${env.VITE_FIREBASE_PROJECT_ID ?? ''}/${PAGE_FUNCTION_REGION}/${PAGE_FUNCTION_ID}`;
      const proxy = { [PUBLISH_PATH]: { target: `http://${host}`, rewrite: (path: string) => prefix + path } };
      return { server: { proxy }, preview: { proxy } };
    },
  };
}

/**
 * The settings checked once, here: a wrong one fails the build naming the variable, and the browser gets the checked
 * values (src/lib/config.ts) without the code that checks them.
 */
export function appConfigDefine(mode: string): Record<string, string> {
  return { __APP_CONFIG__: JSON.stringify(readConfig(loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_'))) };
}

export default defineConfig(({ mode }) => ({
  define: appConfigDefine(mode),
  plugins: [react(), tailwindcss(), preloadFonts(), preloadSiteChunks(), prerenderPages(), hostingHeaders(), servePrerenderedPages(), publishThroughFunctionsEmulator()],
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@schemas/': fileURLToPath(new URL('./schemas/', import.meta.url)),
    },
  },
  // Browsers preload modules themselves (Chrome, Firefox, Safari 17+); without the polyfill an older Safari only
  // fetches a page's later chunks one after another, while every page stops carrying it.
  build: { target: 'es2022', sourcemap: false, modulePreload: { polyfill: false } },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
    // Two files at a time even on two cores: the rules suites mostly wait on the Firestore emulator.
    maxWorkers: 2,
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
  },
}));
