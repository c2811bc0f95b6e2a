import { describe, it, expect } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { demoContent } from '../../src/backend/demo/demo-content';
import { entities } from '../../schemas/index';


const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));
const demoDir = path.join(publicDir, 'demo');

/** The entity a document path belongs to: a singleton at exactly that path, or a collection at its parent. */
function entityFor(docPath: string) {
  const parent = docPath.split('/').slice(0, -1).join('/');
  return (
    entities.find((e) => e.kind === 'singleton' && e.path === docPath) ??
    entities.find((e) => e.kind === 'collection' && e.path === parent)
  );
}

/** Every site-relative image address in a document: `image` fields and the business `images` group. */
function imagePaths(data: unknown, key = ''): string[] {
  if (typeof data === 'string') return key === 'image' || key.startsWith('images.') ? [data] : [];
  if (Array.isArray(data)) return data.flatMap((item) => imagePaths(item, key));
  if (data && typeof data === 'object') {
    return Object.entries(data).flatMap(([k, v]) => imagePaths(v, key === 'images' ? `images.${k}` : k));
  }
  return [];
}

function idsUnder(docs: Record<string, unknown>, collection: string): string[] {
  return Object.keys(docs)
    .filter((p) => p.startsWith(`${collection}/`))
    .map((p) => p.slice(collection.length + 1));
}

describe('demo content', () => {
  const docs = demoContent();

  it('every document belongs to a known entity and parses with that entity’s schema without losing fields', () => {
    expect(Object.keys(docs).length).toBeGreaterThan(0);
    for (const [docPath, data] of Object.entries(docs)) {
      const entity = entityFor(docPath);
      expect(entity, `no entity for ${docPath}`).toBeDefined();
      const result = entity!.schema.safeParse(data);
      expect(result.success, `${docPath}: ${result.error?.message ?? ''}`).toBe(true);
      expect(result.data, `${docPath} changes when parsed`).toEqual(data);
    }
  });

  it('includes the four settings documents with a Lumière business name and a Scottsdale address', () => {
    for (const p of ['settings/business-info', 'settings/welcome-content', 'settings/business-hours', 'settings/contact-info']) {
      expect(docs[p], p).toBeDefined();
    }
    expect(docs['settings/business-info']).toMatchObject({ name: 'Lumière Med Spa', maintenanceMode: false });
    expect(docs['settings/contact-info']).toMatchObject({ address: { city: 'Scottsdale', state: 'AZ' } });
  });

  it('refers only to image files that exist under public/', () => {
    const images = Object.values(docs).flatMap((data) => imagePaths(data));
    // Twenty-three treatments, four specials, the logo, three hero slides and six categories.
    expect(images).toHaveLength(23 + 4 + 1 + 3 + 6);
    for (const src of images) {
      expect(src.startsWith('/'), src).toBe(true);
      expect(existsSync(path.join(publicDir, src)), `missing public${src}`).toBe(true);
    }
  });

  it('ships every demo image as a small, self-contained SVG without scripts or outside references', () => {
    const files = readdirSync(demoDir).filter((f) => f.endsWith('.svg'));
    expect(files.length).toBeGreaterThanOrEqual(17);
    for (const file of files) {
      const full = path.join(demoDir, file);
      const text = readFileSync(full, 'utf8');
      expect(statSync(full).size, file).toBeLessThan(3 * 1024);
      expect(text, file).toMatch(/^<svg[\s>]/);
      expect(text, file).not.toMatch(/<script|<image|<foreignObject|\son\w+=|data:|url\((?!#)/i);
      for (const [, href] of text.matchAll(/href="([^"]*)"/g)) expect(href, file).toMatch(/^#/);
    }
  });

  it('has six categories, twenty-three treatments and four special offers, each ordered from zero', () => {
    const counts = { categories: 6, treatments: 23, specials: 4 };
    for (const [collection, count] of Object.entries(counts)) {
      const orders = idsUnder(docs, collection)
        .map((id) => (docs[`${collection}/${id}`] as { order: number }).order)
        .sort((a, b) => a - b);
      expect(orders, collection).toEqual([...Array(count).keys()]);
    }
  });

  it('writes each treatment once: no two share a title or an address, and the home sections pick stored ones', () => {
    const treatments = idsUnder(docs, 'treatments').map((id) => ({ id, ...(docs[`treatments/${id}`] as { title: string; slug: string }) }));
    expect(new Set(treatments.map((t) => t.title.toLowerCase())).size).toBe(treatments.length);
    expect(new Set(treatments.map((t) => t.slug)).size).toBe(treatments.length);
    const ids = new Set(treatments.map((t) => t.id));
    for (const section of ['services', 'treatments']) {
      const picked = (docs[`sections/${section}`] as { block: { show: string; picked: string[] } }).block;
      expect(picked.show, section).toBe('picked');
      expect(picked.picked.length, section).toBeGreaterThan(0);
      for (const id of picked.picked) expect(ids.has(id), `${section} picks ${id}`).toBe(true);
    }
    // Some services have a downtime, not all.
    const services = (docs['sections/services'] as { block: { picked: string[] } }).block.picked.map((id) => docs[`treatments/${id}`]!);
    const withDowntime = services.filter((s) => 'downtime' in s);
    expect(withDowntime.length).toBeGreaterThan(services.length / 2);
    expect(withDowntime.length).toBeLessThan(services.length);
  });

  it('seeds exactly the eight default sections in their stored order', () => {
    const sections = idsUnder(docs, 'sections')
      .map((id) => ({ id, ...(docs[`sections/${id}`] as { order: number }) }))
      .sort((a, b) => a.order - b.order);
    expect(sections.map((s) => (s as unknown as { block: { kind: string } }).block.kind)).toEqual(['Hero', 'Welcome', 'Services', 'SpecialOffers', 'Treatments', 'Expertise', 'Testimonials', 'Contact']);
    expect(sections.map((s) => s.id)).toEqual(['hero', 'welcome', 'services', 'special-offers', 'treatments', 'expertise', 'testimonials', 'contact']);
  });

  it('files thirteen treatments under the six categories, each with a price that is an item of the price list', () => {
    const priceIds = new Set(idsUnder(docs, 'price-groups').flatMap((id) => (docs[`price-groups/${id}`] as { items: Array<{ id: string }> }).items.map((i) => i.id)));
    const categories = new Set(idsUnder(docs, 'categories'));
    const filed = idsUnder(docs, 'treatments')
      .map((id) => docs[`treatments/${id}`] as { title: string; category?: string; prices: string[] })
      .filter((t) => t.category);
    expect(filed).toHaveLength(13);
    for (const t of filed) {
      expect(categories.has(t.category!), `${t.title} → ${t.category}`).toBe(true);
      expect(t.prices.length, t.title).toBeGreaterThan(0);
      for (const price of t.prices) expect(priceIds.has(price), `${t.title} → ${price}`).toBe(true);
    }
    expect(idsUnder(docs, 'categories').map((id) => (docs[`categories/${id}`] as { slug: string }).slug).sort()).toEqual(['facial-rejuvenation', 'injectables', 'laser', 'scalp-care', 'skincare', 'vitamins']);
  });

  it('returns a fresh copy on every call so a caller cannot change the next seed', () => {
    const first = demoContent();
    (first['settings/business-info'] as { name: string }).name = 'Changed';
    expect(demoContent()['settings/business-info']).toMatchObject({ name: 'Lumière Med Spa' });
  });
});
