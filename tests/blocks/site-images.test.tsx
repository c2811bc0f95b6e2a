// How the site draws stored images: srcset, sizes, true width and height, alt text from the library unless the
// place has its own, the focal point, the hero's preload with imagesrcset in the prerendered head, and nothing at
// all for an upload the library no longer has. Old records and old snapshots still render.
import { describe, expect, it } from 'vitest';
import { prerender } from 'react-dom/static';
import type { ReactNode } from 'react';
import { defaultBlock } from '@schemas/blocks/index';
import type { ImageRecord } from '@schemas/collections/image';
import { RenderBlock } from '@/blocks/registry';
import { StaticContent } from '@/blocks/content';
import { assemblePage } from '@/prerender/page-document';
import type { Snapshot } from '@/backend/snapshot';
import '@/prerender/render-page';

const base = '/local-files/uploads/1720000000000-room';
const room: ImageRecord & { id: string } = {
  id: 'img1',
  url: `${base}-1600w.webp`,
  name: '1720000000000-room.jpg',
  type: 'image/jpeg',
  size: 3_000_000,
  createdAt: '2026-11-23T10:00:00.000Z',
  alt: 'A calm treatment room',
  width: 4032,
  height: 3024,
  variants: [480, 960, 1600].map((w) => ({ url: `${base}-${w}w.webp`, path: `uploads/1720000000000-room-${w}w.webp`, width: w, height: (w * 3) / 4, type: 'image/webp' as const, size: w * 100 })),
  placeholder: 'data:image/webp;base64,UklGRg==',
  focus: { x: 30, y: 70 },
};
// Stored before uploads were processed: one file, no sizes, no alt text.
const old = { id: 'img0', url: '/local-files/uploads/1600000000000-old.png', name: '1600000000000-old.png', type: 'image/png', size: 100, createdAt: '2025-01-01T00:00:00.000Z' };

const snapshot = (images?: unknown[]): Snapshot => ({ lastGenerated: '2026-11-23T10:00:00.000Z', ...(images ? { images } : {}) });

async function html(node: ReactNode, content: Snapshot): Promise<string> {
  const { prelude } = await prerender(<StaticContent snapshot={content}>{node}</StaticContent>);
  return new Response(prelude).text();
}

const hero = (slides: Array<{ image: string; alt?: string }>) => <RenderBlock section={{ id: 'hero', name: 'Hero', block: defaultBlock('Hero', { slides }) }} />;
const element = (url: string) => (
  <RenderBlock section={{ id: 'c', name: 'C', block: defaultBlock('CustomSection', { elements: [{ id: '1', type: 'image', order: 0, content: url }] }) }} />
);

describe('stored images on the site', () => {
  it('give the hero srcset, sizes, true size, the library’s alt text and focal point, and preload the rendition that fits', async () => {
    const out = await html(hero([{ image: room.url }]), snapshot([room]));
    const srcset = room.variants!.map((v) => `${v.url} ${v.width}w`).join(', ');
    // React's resource hint comes first; the page document moves it into <head>.
    expect(out).toMatch(/^<link rel="preload" as="image" fetchPriority="high" imageSrcSet="[^"]+" imageSizes="[^"]+"\/>/);
    expect(out).toContain(`imageSrcSet="${srcset}"`);
    const img = /<img [^>]*>/.exec(out)![0];
    expect(img).toContain(`srcSet="${srcset}"`);
    expect(img).toContain('sizes="(min-width: 768px) max(100vw, 66.7vh), max(100vw, 60vh)"');
    expect(img).toContain('width="4032" height="3024"');
    expect(img).toContain('alt="A calm treatment room"');
    expect(img).toContain('object-position:30% 70%');
    expect(img).toContain('fetchPriority="high"');
    expect(img).not.toContain('loading="lazy"');
    expect(img).toContain(`src="${base}-960w.webp"`);

    const page = assemblePage('<html><head><script type="module" src="/a.js"></script></head><body><div id="root"></div></body></html>', '/', out, snapshot([room]));
    expect(page.slice(0, page.indexOf('</head>'))).toContain(`<link rel="preload" as="image" fetchPriority="high" imageSrcSet="${srcset}"`);
  });

  it('let a slide’s own alt text override the library’s', async () => {
    const out = await html(hero([{ image: room.url, alt: 'Our Miami suite' }]), snapshot([room]));
    expect(/<img [^>]*>/.exec(out)![0]).toContain('alt="Our Miami suite"');
  });

  it('lazy-load pictures below the fold, with their size and the library’s alt text', async () => {
    const img = /<img [^>]*>/.exec(await html(element(room.variants![0]!.url), snapshot([room])))![0];
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('width="4032" height="3024"');
    expect(img).toContain('alt="A calm treatment room"');
    expect(img).toContain('sizes=');
  });

  it('draw nothing for an upload the library no longer has, and leave a deleted hero slide out', async () => {
    expect(await html(element(room.url), snapshot([]))).not.toContain('<img');
    const out = await html(hero([{ image: room.url, alt: 'Gone' }, { image: '/demo/hero2.svg', alt: 'Serums' }]), snapshot([]));
    expect(out).not.toContain(room.url);
    expect(out).toContain('src="/demo/hero2.svg"');
    expect(out).toMatch(/^<link rel="preload" href="\/demo\/hero2.svg" as="image"/);
  });

  it('keep addresses typed by hand as plain pictures, and old records and old snapshots rendering', async () => {
    const typed = /<img [^>]*>/.exec(await html(element('https://example.com/a.jpg'), snapshot([])))![0];
    expect(typed).toContain('src="https://example.com/a.jpg"');
    expect(typed).not.toContain('srcSet');
    const oldRecord = /<img [^>]*>/.exec(await html(element(old.url), snapshot([old])))![0];
    expect(oldRecord).toContain(`src="${old.url}"`);
    expect(oldRecord).not.toContain('srcSet');
    // A snapshot published before images were: the upload is shown as given.
    expect(/<img [^>]*>/.exec(await html(element(room.url), snapshot()))![0]).toContain(`src="${room.url}"`);
  });
});
