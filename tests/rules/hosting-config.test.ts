// firebase.json: the hosting headers that protect the site, the caching that keeps deploys fresh, and the
// emulators the tests use. (Verified by hand against `firebase emulators:exec --only hosting` as well.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface HeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}
const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  firestore: { rules: string };
  storage: { rules: string };
  hosting: { public: string; rewrites: Array<{ source: string; destination: string }>; headers: HeaderRule[] };
  emulators: Record<string, { port?: number }>;
};
const header = (source: string, key: string) => config.hosting.headers.find((h) => h.source === source)?.headers.find((x) => x.key === key)?.value;
const csp = Object.fromEntries(
  (header('**', 'Content-Security-Policy') ?? '').split(';').map((d) => {
    const [name = '', ...values] = d.trim().split(/\s+/);
    return [name, values];
  }),
) as Record<string, string[] | undefined>;

describe('the Firebase hosting configuration', () => {
  it('serves the build output as a single-page app, with the rules files and the emulators the tests use', () => {
    expect(config.hosting.public).toBe('dist');
    expect(config.hosting.rewrites).toEqual([{ source: '**/!(*.*)', destination: '/index.html' }]);
    expect(config.firestore.rules).toBe('firestore.rules');
    expect(config.storage.rules).toBe('storage.rules');
    expect(Object.keys(config.emulators)).toEqual(expect.arrayContaining(['auth', 'firestore', 'storage']));
  });

  it('caches hashed assets for a year and makes browsers revalidate the pages and the service worker', () => {
    expect(header('/assets/**', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    for (const source of ['**/!(*.*)', '/', '/@(index.html|local-files-sw.js)']) expect(header(source, 'Cache-Control')).toBe('no-cache');
    expect(header('**', 'Cache-Control')).toBeUndefined();
  });

  it('allows scripts only from the site and the financing widget, never inline or eval', () => {
    expect(csp['script-src']).toEqual(["'self'", 'https://widget.cherry.com']);
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

  it('sends the hardening headers on every response', () => {
    expect(header('**', 'Strict-Transport-Security')).toMatch(/^max-age=31536000/);
    expect(header('**', 'X-Content-Type-Options')).toBe('nosniff');
    expect(header('**', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header('**', 'Permissions-Policy')).toContain('camera=()');
    expect(header('**', 'X-Frame-Options')).toBe('DENY');
  });
});
