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
    // Nine services, six treatments, four specials, the logo, three hero slides, six category pages and
    // their thirteen treatments.
    expect(images).toHaveLength(9 + 6 + 4 + 1 + 3 + 6 + 13);
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

  it('has nine services, six treatments and four special offers, each ordered from zero', () => {
    const counts = { services: 9, treatments: 6, specials: 4 };
    for (const [collection, count] of Object.entries(counts)) {
      const orders = idsUnder(docs, collection)
        .map((id) => (docs[`${collection}/${id}`] as { order: number }).order)
        .sort((a, b) => a - b);
      expect(orders, collection).toEqual([...Array(count).keys()]);
    }
  });

  it('leaves the downtime key out of some services but not most', () => {
    const services = idsUnder(docs, 'services').map((id) => docs[`services/${id}`]!);
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

  it('gives every category-page treatment a price that is an item of the price list', () => {
    const priceIds = new Set(idsUnder(docs, 'price-groups').flatMap((id) => (docs[`price-groups/${id}`] as { items: Array<{ id: string }> }).items.map((i) => i.id)));
    const treatments = idsUnder(docs, 'category-pages').flatMap((id) => (docs[`category-pages/${id}`] as { treatments: Array<{ title: string; price: string }> }).treatments);
    expect(treatments).toHaveLength(13);
    for (const t of treatments) expect(priceIds.has(t.price), `${t.title} → ${t.price}`).toBe(true);
  });

  it('returns a fresh copy on every call so a caller cannot change the next seed', () => {
    const first = demoContent();
    (first['settings/business-info'] as { name: string }).name = 'Changed';
    expect(demoContent()['settings/business-info']).toMatchObject({ name: 'Lumière Med Spa' });
  });
});
