// Before-and-after photos are private: their own files are the owner's alone, and visitors read only the copies a
// publish makes while published content shows a photo. Nothing published ever names a photo's own address (on
// Firebase a download address opens its file for anyone who has it, whatever the rules say), and the copies go
// with the last shown entry, so a withdrawn photo's address stops opening for whoever kept it.
import { describe, expect, it } from 'vitest';
import { demoContent } from '@/backend/demo/demo-content';
import type { MediaPort } from '@/backend/port';
import { publishChanges } from '@/backend/published/publish-changes';
import { pageRules } from '@/backend/published/page-rules';
import { dailyUpkeep } from '@/prerender/upkeep';
import { restoreVersion } from '@/backend/history';
import type { Backend } from '@/backend/port';
import { createPageServer } from '@/prerender/page-server';
import { itemDocPath } from '@schemas/kit/published-store';
import type { ImageRecord } from '@schemas/collections/image';
import { publishedStore } from '../support/published';
import { galleryResult } from '../support/gallery';

const TEMPLATE = '<!doctype html><html><head><meta charset="UTF-8" /><title>Lumière</title></head><body><div id="root"></div></body></html>';
const AT = new Date('2026-11-21T10:00:00.000Z');
const OWNERS = 'https://storage.example/v0/b/spa/o/private%2F';
const COPIES = 'https://storage.example/v0/b/spa/o/published-media%2F';
const STAMP = AT.getTime();

/** A private photo as an upload stores it: two renditions under private/, each address with its download token. */
function photo(stem: string): ImageRecord {
  const variant = (width: number) => ({
    url: `${OWNERS}${stem}-${width}w.webp?alt=media&token=secret-${stem}-${width}`,
    path: `private/${stem}-${width}w.webp`,
    width,
    height: width,
    type: 'image/webp' as const,
    size: 100,
  });
  const variants = [variant(480), variant(960)];
  return { url: variants[1]!.url, name: `${stem}.jpg`, type: 'image/jpeg', size: 2000, createdAt: '2026-11-01T09:00:00.000Z', alt: `Lips, ${stem}`, width: 960, height: 960, variants, private: true };
}

/** Cloud Storage as a map of paths to bytes (each stored at a time), with what a publish asked of it. */
function fakeMedia(files: Map<string, string>, stored: Map<string, number> = new Map()) {
  const copied: string[] = [];
  const media: MediaPort = {
    async copy(from, to) {
      if (!files.has(from)) throw new Error(`No file at ${from}`);
      files.set(to, files.get(from)!);
      stored.set(to, AT.getTime());
      copied.push(to);
      return `${COPIES}${encodeURIComponent(to.slice('published-media/'.length))}?alt=media`;
    },
    async remove(paths) {
      for (const path of paths) files.delete(path);
    },
    async list(folder) {
      return [...files.keys()].filter((path) => path.startsWith(`${folder}/`)).map((path) => ({ path, at: stored.get(path) ?? 0 }));
    },
  };
  return { media, copied };
}

async function setUp() {
  const before = photo('1767225600000-before');
  const after = photo('1767225600001-after');
  const files = new Map<string, string>();
  for (const record of [before, after]) for (const v of record.variants!) files.set(v.path, `bytes of ${v.path}`);
  const demo = Object.fromEntries(Object.entries(demoContent()).filter(([path]) => !path.startsWith('gallery/')));
  const store = await publishedStore({ ...demo, 'images/before': before, 'images/after': after }, AT);
  store.docs['gallery/lips'] = galleryResult({ before: before.url, after: after.url });
  const stored = new Map<string, number>();
  const { media, copied } = fakeMedia(files, stored);
  const publish = (paths: string[] | 'all') => publishChanges(store, paths, { now: AT, rules: pageRules, media });
  const published = () => JSON.stringify(Object.entries(store.docs).filter(([path]) => path.startsWith('published/')));
  const page = async (path: string) => {
    const reader = store.reader();
    return (await createPageServer({ template: TEMPLATE, reader: () => reader, now: () => AT })('GET', path, '', 'https://lumiere.example')).body;
  };
  return { store, files, stored, media, copied, publish, published, page, before, after };
}

describe('private before-and-after photos', () => {
  it('are published as copies: no page and no published document names a photo’s own address', async () => {
    const { store, files, copied, publish, published, page, before } = await setUp();
    await publish(['gallery/lips']);
    // Named by the publish and the width, never by the uploaded file's name.
    expect(copied.sort()).toEqual([`published-media/after/${STAMP}-480w.webp`, `published-media/after/${STAMP}-960w.webp`, `published-media/before/${STAMP}-480w.webp`, `published-media/before/${STAMP}-960w.webp`]);
    expect(files.get(`published-media/before/${STAMP}-960w.webp`)).toBe('bytes of private/1767225600000-before-960w.webp');
    const record = (store.docs[itemDocPath('images', 'before')] as { item: ImageRecord }).item;
    expect(record.url).toBe(`${COPIES}before%2F${STAMP}-960w.webp?alt=media`);
    expect(record.variants!.map((v) => v.path)).toEqual([`published-media/before/${STAMP}-480w.webp`, `published-media/before/${STAMP}-960w.webp`]);
    expect(record.alt).toBe('Lips, 1767225600000-before');
    expect(record.name).toBe(`${STAMP}-960w.webp`);
    expect(record).not.toHaveProperty('private');
    const item = (store.docs[itemDocPath('gallery', 'lips')] as { item: { before: string; after: string } }).item;
    expect(item.before).toBe(record.url);
    for (const leak of ['private%2F', 'private/', 'token=', '1767225600000-before.jpg']) expect(published()).not.toContain(leak);
    for (const path of ['/gallery', '/injectables/botox']) {
      const html = await page(path);
      expect(html, path).toContain(`${COPIES}before%2F`);
      expect(html, path).not.toContain('private%2F');
    }
    // The owner's records keep the photos' own addresses.
    expect(store.docs['images/before']).toEqual(before);
    expect(store.docs['gallery/lips']!.before).toBe(before.url);
  });

  it('copies a photo once, follows its alt text, and removes its copies with the last entry that shows it', async () => {
    const { store, files, copied, publish, published, after } = await setUp();
    store.docs['gallery/lips-again'] = galleryResult({ before: after.url, after: '', caption: 'The after photo alone', order: 1 });
    await publish(['gallery/lips', 'gallery/lips-again']);
    expect(copied).toHaveLength(4);
    // A caption edited: the copies made already serve.
    store.docs['gallery/lips'] = { ...store.docs['gallery/lips']!, caption: 'Three weeks after one session' };
    await publish(['gallery/lips']);
    expect(copied).toHaveLength(4);
    // The alt text edited in the library: the published record follows, still naming the copies.
    store.docs['images/after'] = { ...after, alt: 'Lips, three weeks after' };
    await publish(['images/after']);
    const record = () => (store.docs[itemDocPath('images', 'after')] as { item: ImageRecord } | undefined)?.item;
    expect(record()?.alt).toBe('Lips, three weeks after');
    expect(record()?.url.startsWith(COPIES)).toBe(true);
    expect(published()).not.toContain('token=');
    // Withdrawn: the before photo's copies go, the after photo's stay while the other entry shows it.
    store.docs['gallery/lips'] = { ...store.docs['gallery/lips']!, consentWithdrawn: true };
    await publish(['gallery/lips']);
    expect([...files.keys()].filter((p) => p.startsWith('published-media/before/'))).toEqual([]);
    expect([...files.keys()].filter((p) => p.startsWith('published-media/after/'))).toHaveLength(2);
    store.docs['gallery/lips-again'] = { ...store.docs['gallery/lips-again']!, consentWithdrawn: true };
    await publish(['gallery/lips-again']);
    expect([...files.keys()].filter((p) => p.startsWith('published-media/'))).toEqual([]);
    expect(record()).toBeUndefined();
    // The owner's own files stay.
    expect([...files.keys()].filter((p) => p.startsWith('private/'))).toHaveLength(4);
    // Consent given again: copied again.
    store.docs['gallery/lips-again'] = { ...store.docs['gallery/lips-again']!, consentWithdrawn: false };
    await publish(['gallery/lips-again']);
    expect([...files.keys()].filter((p) => p.startsWith('published-media/after/'))).toHaveLength(2);
  });

  it('removes the copies of a photo deleted from the library, and copies no published content names', async () => {
    const { store, files, stored, media, publish } = await setUp();
    await publish(['gallery/lips']);
    delete store.docs['images/after'];
    store.docs['gallery/lips'] = { ...store.docs['gallery/lips']!, after: '' };
    await publish(['gallery/lips', 'images/after']);
    expect([...files.keys()].filter((p) => p.startsWith('published-media/after/'))).toEqual([]);
    // A copy left behind (its removal failed after a publish): the whole republish and the daily upkeep remove it,
    // once older than a publish may take to write the content that names it.
    files.set('published-media/left/1767225600002-480w.webp', 'left');
    stored.set('published-media/left/1767225600002-480w.webp', AT.getTime() - 30 * 60 * 1000);
    await publish('all');
    expect(files.has('published-media/left/1767225600002-480w.webp')).toBe(true);
    stored.set('published-media/left/1767225600002-480w.webp', AT.getTime() - 2 * 60 * 60 * 1000);
    await publish('all');
    expect(files.has('published-media/left/1767225600002-480w.webp')).toBe(false);
    expect([...files.keys()].filter((p) => p.startsWith('published-media/before/'))).toHaveLength(2);
    files.set('published-media/left/1767225600002-480w.webp', 'left');
    expect((await dailyUpkeep(store, AT, media)).copiesRemoved).toBe(1);
    expect(files.has('published-media/left/1767225600002-480w.webp')).toBe(false);
  });

  it('leaves an entry out, never naming the photo’s own address, where no copy can be made', async () => {
    const { store, published, publish } = await setUp();
    const was = published();
    // A build from documents has no media store.
    expect((await publishChanges(store, ['gallery/lips'], { now: AT, rules: pageRules })).skipped).toEqual(['gallery/lips']);
    expect(published()).toBe(was);
    // Its photo deleted from the library (in the trash, its files kept), an entry that still shows it is left out too.
    await publish(['gallery/lips']);
    delete store.docs['images/before'];
    store.docs['gallery/lips'] = { ...store.docs['gallery/lips']!, caption: 'Edited since' };
    expect((await publish(['gallery/lips'])).skipped).toEqual(['gallery/lips']);
    expect(store.docs[itemDocPath('gallery', 'lips')]).toBeUndefined();
    expect(published()).not.toContain('token=');
  });

  it('publishes what the entry holds when it is written, should it change between the reads and the write', async () => {
    const { store, files, media, published } = await setUp();
    const third = photo('1767225600002-third');
    store.docs['images/third'] = third;
    for (const v of third.variants!) files.set(v.path, `bytes of ${v.path}`);
    // The owner swaps the before photo for one no entry showed while the publish reads: the write finds it and the
    // publish starts again.
    let swapped = false;
    const io = {
      ...store,
      transact: async (paths: string[], build: Parameters<typeof store.transact>[1]) => {
        if (!swapped) {
          swapped = true;
          store.docs['gallery/lips'] = { ...store.docs['gallery/lips']!, before: third.url, after: '' };
        }
        return store.transact(paths, build);
      },
    };
    await publishChanges(io, ['gallery/lips'], { now: AT, rules: pageRules, media });
    const item = (store.docs[itemDocPath('gallery', 'lips')] as { item: { before: string; after?: string } }).item;
    expect(item.before).toBe(`${COPIES}third%2F${STAMP}-960w.webp?alt=media`);
    expect(published()).not.toContain('token=');
  });

  it('keeps a photo that a page’s frame shows published as its copy when the entry that shows it is withdrawn', async () => {
    const { store, publish, published, before } = await setUp();
    await publish(['gallery/lips']);
    const info = store.docs['settings/business-info']!;
    store.docs['settings/business-info'] = { ...info, images: { ...(info.images as object), logo: before.url } };
    await publish(['settings/business-info']);
    store.docs['gallery/lips'] = { ...store.docs['gallery/lips']!, consentWithdrawn: true };
    await publish(['gallery/lips']);
    const record = (store.docs[itemDocPath('images', 'before')] as { item: ImageRecord }).item;
    expect(record.url).toBe(`${COPIES}before%2F${STAMP}-960w.webp?alt=media`);
    expect(published()).not.toContain('token=');
  });
  it('restores only the alt text of a private photo from the site history, keeping the owner’s own record', async () => {
    const { store, publish, before } = await setUp();
    const first = await publish(['gallery/lips']);
    store.docs['images/before'] = { ...before, alt: 'Lips, described again' };
    await publish(['images/before']);
    // The history keeps the photo as published (its copies); restoring the first version brings back its alt text.
    await restoreVersion({ data: store } as unknown as Backend, first.version!.id, { kind: 'site' });
    expect(store.docs['images/before']).toEqual({ ...before, rev: 1 });
  });
});
