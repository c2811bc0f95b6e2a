// The hosting headers are defined once, in firebase.json; `vite preview` applies them with these functions, which
// must match paths as Firebase Hosting does.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { globToRegExp, headersFor, withConnectSources, type HeaderRule } from '@/lib/hosting-headers';
import { FONTS_LATER_SCRIPT } from '@/lib/prerender-keys';
import { assemblePage } from '@/prerender/page-document';

const rules = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { headers: HeaderRule[] } }).hosting.headers;

describe('the hosting headers for npm start', () => {
  it('match paths as Firebase Hosting globs do', () => {
    expect(globToRegExp('**').test('/anything/at/all.js')).toBe(true);
    expect(globToRegExp('/assets/**').test('/assets/index-abc.js')).toBe(true);
    expect(globToRegExp('/assets/**').test('/assetsx/a.js')).toBe(false);
    expect(['/admin', '/admin/', '/admin/dashboard/services'].every((p) => globToRegExp('/admin{,/**}').test(p))).toBe(true);
    expect(globToRegExp('/admin{,/**}').test('/administrator')).toBe(false);
    expect(['/app.html', '/index.html', '/local-files-sw.js'].every((p) => globToRegExp('/@(app.html|index.html|local-files-sw.js)').test(p))).toBe(true);
    expect(globToRegExp('/@(app.html|index.html)').test('/appxhtml')).toBe(false);
  });

  it('give every response the security headers, and each path its caching', () => {
    const all = headersFor('/services', rules);
    for (const key of ['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']) expect(all.has(key), key).toBe(true);
    expect(all.has('Cache-Control')).toBe(false);
    expect(headersFor('/assets/index-abc.js', rules).get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(headersFor('/admin/dashboard', rules).get('Cache-Control')).toBe('no-cache');
    expect(headersFor('/app.html', rules).get('Cache-Control')).toBe('no-cache');
  });

  it("allows the one inline script a page carries, by its hash, and no other inline script", () => {
    const policy = headersFor('/', rules).get('Content-Security-Policy')!;
    const scriptSources = /script-src ([^;]*)/.exec(policy)![1]!.split(' ');
    const template = readFileSync('index.html', 'utf8');
    const page = assemblePage(template, '/', '<p>Hello</p>', { lastGenerated: '2026-01-01T00:00:00.000Z' });
    const inline = [...page.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([FONTS_LATER_SCRIPT]);
    const hash = `'sha256-${createHash('sha256').update(FONTS_LATER_SCRIPT).digest('base64')}'`;
    expect(scriptSources.filter((s) => s.startsWith("'sha256-"))).toEqual([hash]);
    expect(scriptSources).not.toContain("'unsafe-inline'");
  });

  it('lets a build for the local emulators connect to them, and changes nothing else', () => {
    const policy = headersFor('/', rules).get('Content-Security-Policy')!;
    expect(withConnectSources(policy, [])).toBe(policy);
    const local = withConnectSources(policy, ['http://127.0.0.1:9099']);
    expect(local).toContain("connect-src 'self' ");
    expect(local.replace(' http://127.0.0.1:9099', '')).toBe(policy);
  });
});
