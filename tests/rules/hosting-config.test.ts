// firebase.json: the hosting headers that protect the site, the caching that keeps deploys fresh, the page
// function behind Hosting, and the emulators the tests use. (tests/e2e/firebase-pages.e2e.ts serves the build
// through this configuration in the Hosting and Functions emulators.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_FUNCTION_ID, PAGE_FUNCTION_REGION, PUBLISH_PATH } from '@/lib/page-function-settings';
import { CONTENT_PATH, CONTENT_VERSION_PATH } from '@/lib/prerender-keys';

interface HeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}
const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  firestore: { rules: string };
  storage: { rules: string };
  hosting: { public: string; rewrites: Array<{ source: string; destination?: string; function?: { functionId: string; region: string; pinTag?: boolean } }>; headers: HeaderRule[] };
  functions: Array<{ source: string; runtime: string; predeploy?: string[] }>;
  emulators: Record<string, { port?: number }>;
};
const functionsPackage = JSON.parse(readFileSync('functions/package.json', 'utf8')) as { main: string; type: string; dependencies: Record<string, string> };
// Read from node_modules directly: some of these packages do not export their package.json.
const installedVersion = (name: string) => (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;
const header = (source: string, key: string) => config.hosting.headers.find((h) => h.source === source)?.headers.find((x) => x.key === key)?.value;
const csp = Object.fromEntries(
  (header('**', 'Content-Security-Policy') ?? '').split(';').map((d) => {
    const [name = '', ...values] = d.trim().split(/\s+/);
    return [name, values];
  }),
) as Record<string, string[] | undefined>;

describe('the Firebase hosting configuration', () => {
  it('serves the build output, the admin from the app shell and every other page address from the page function', () => {
    expect(config.hosting.public).toBe('dist');
    const pageFunction = { functionId: PAGE_FUNCTION_ID, region: PAGE_FUNCTION_REGION, pinTag: true };
    expect(config.hosting.rewrites).toEqual([
      { source: '/admin', destination: '/app.html' },
      { source: '/admin/**', destination: '/app.html' },
      // `/` needs its own rule: the glob below does not match it.
      { source: '/', function: pageFunction },
      // Dated by the latest publish, so the function answers it too.
      { source: '/sitemap.xml', function: pageFunction },
      // A page's published version, which an open page asks for to learn of a publish that changed it…
      { source: CONTENT_VERSION_PATH, function: pageFunction },
      // …and that page's published content, which it then reads.
      { source: CONTENT_PATH, function: pageFunction },
      // The owner's publish: the function writes the published content (no client may).
      { source: PUBLISH_PATH, function: pageFunction },
      { source: '**/!(*.*)', function: pageFunction },
    ]);
    expect(config.firestore.rules).toBe('firestore.rules');
    expect(config.storage.rules).toBe('storage.rules');
    expect(Object.keys(config.emulators)).toEqual(expect.arrayContaining(['auth', 'firestore', 'storage']));
  });

  it('deploys the page function from functions/, built before every deploy, with the packages the tests ran it with', () => {
    expect(config.functions).toEqual([expect.objectContaining({ source: 'functions', runtime: 'nodejs22', predeploy: ['npm --prefix "$PROJECT_DIR" run build:functions'] })]);
    expect(functionsPackage).toMatchObject({ main: 'lib/index.js', type: 'module' });
    // Pinned to what the root's `npm ci` installs, so what is deployed is what the emulator tests ran.
    for (const [name, version] of Object.entries(functionsPackage.dependencies)) expect(version, name).toBe(installedVersion(name));
    expect(Object.keys(functionsPackage.dependencies).sort()).toEqual(['firebase-admin', 'firebase-functions', 'jsdom']);
  });

  it('caches hashed assets for a year, makes browsers revalidate the admin and the service worker, and lets the function set the pages\' caching', () => {
    expect(header('/assets/**', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    for (const source of ['/admin{,/**}', '/@(app.html|index.html|local-files-sw.js)']) expect(header(source, 'Cache-Control')).toBe('no-cache');
    // Header rules apply to the function's answers too: none may override the CDN caching it asks for.
    expect(config.hosting.headers.filter((h) => h.headers.some((x) => x.key === 'Cache-Control')).map((h) => h.source)).toEqual([
      '/assets/**',
      '/admin{,/**}',
      '/@(app.html|index.html|local-files-sw.js)',
    ]);
  });

  it('allows scripts only from the site and the financing widget, and no inline script but the one named by its hash, never eval', () => {
    // The hash is the fonts' inline script's (tests/rules/hosting-headers.test.ts checks which script it names).
    expect(csp['script-src']).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/), 'https://widget.cherry.com']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('lets the page talk to Firebase, the contact-form service and the financing widget only', () => {
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://firestore.googleapis.com',
      'https://firebasestorage.googleapis.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://*.firebaseapp.com',
      'https://api.web3forms.com',
      'https://widget.cherry.com',
      'https://*.cherry.com',
    ]);
    expect(csp['frame-src']).toEqual(['https://*.firebaseapp.com', 'https://widget.cherry.com', 'https://*.cherry.com']);
    expect(csp['img-src']).toEqual(["'self'", 'https:', 'data:', 'blob:']);
  });

  it('lets the admin also ask any https site whether it answers (the publish check of booking links), and nothing else more', () => {
    const admin = header('/admin{,/**}', 'Content-Security-Policy');
    expect(admin).toBe(header('**', 'Content-Security-Policy')!.replace(/(connect-src [^;]*)/, '$1 https:'));
  });

  it('sends the hardening headers on every response', () => {
    expect(header('**', 'Strict-Transport-Security')).toMatch(/^max-age=31536000/);
    expect(header('**', 'X-Content-Type-Options')).toBe('nosniff');
    expect(header('**', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header('**', 'Permissions-Policy')).toContain('camera=()');
    expect(header('**', 'X-Frame-Options')).toBe('DENY');
  });
});
