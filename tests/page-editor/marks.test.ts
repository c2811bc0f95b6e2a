// @vitest-environment jsdom
// The page editor's marks: every text a visitor reads carries a mark no font draws, naming its entry and field, nothing
// else is touched, and the rendered page's texts, pictures, cards and sections are found from them.
import { describe, expect, it } from 'vitest';
import { registry } from '@schemas/index';
import type { Snapshot } from '@schemas/snapshot';
import { demoContent } from '@/backend/demo/demo-content';
import { marksIn, markSnapshot, unmarked } from '@/app/page-editor/marks';
import { findTargets } from '@/app/page-editor/targets';

/** The demo content as the owner's previews read it: every published entity under its publish key. */
function demoSnapshot(): Snapshot {
  const docs = demoContent();
  const snapshot: Snapshot = { lastGenerated: '' };
  for (const entity of registry.entities) {
    const key = entity.publish?.key;
    if (!key) continue;
    snapshot[key] =
      entity.kind === 'singleton'
        ? (docs[entity.path] ?? null)
        : Object.entries(docs)
            .filter(([path]) => path.startsWith(`${entity.path}/`) && !path.slice(entity.path.length + 1).includes('/'))
            .map(([path, data]) => ({ ...data, id: path.slice(entity.path.length + 1) }));
  }
  return snapshot;
}

const entities = registry.entities.filter((e) => e.publish && e.id !== 'image');
type Row = Record<string, unknown> & { id: string };
const rows = (snapshot: Snapshot, key: string) => snapshot[key] as Row[];

describe('markSnapshot', () => {
  const stored = demoSnapshot();
  const { snapshot, table } = markSnapshot(stored, entities, 'section');
  const placeOf = (text: unknown) => table.places[marksIn(String(text))[0]!];

  it('marks a section block’s texts, a treatment’s texts and a singleton’s texts with their entry and field', () => {
    const hero = rows(snapshot, 'sections').find((s) => s.id === 'hero')!.block as Record<string, unknown>;
    expect(placeOf(hero.headline)).toMatchObject({ id: 'hero', field: 'headline', block: 'Hero', label: 'Headline' });
    expect(placeOf(hero.headline)!.entity.id).toBe('section');
    expect(unmarked(String(hero.headline))).toBe((rows(stored, 'sections').find((s) => s.id === 'hero')!.block as Record<string, unknown>).headline);

    const botox = rows(snapshot, 'treatments').find((t) => unmarked(String(t.title)) === 'Botox & Neurotoxins')!;
    expect(placeOf(botox.title)).toMatchObject({ id: botox.id, field: 'title' });
    expect(placeOf(botox.description)).toMatchObject({ id: botox.id, field: 'description' });
    expect(placeOf((botox.benefits as string[])[0])).toMatchObject({ id: botox.id, field: 'benefits' });

    const welcomeKey = registry.entities.find((e) => e.id === 'welcome-content')!.publish!.key;
    const heading = (snapshot[welcomeKey] as Record<string, unknown>).heading;
    expect(placeOf(heading)).toMatchObject({ id: null, field: 'heading' });
  });

  it('leaves addresses, images, choices and times as they are, and lists each image field by its address', () => {
    const botox = rows(snapshot, 'treatments').find((t) => unmarked(String(t.title)) === 'Botox & Neurotoxins')!;
    const original = rows(stored, 'treatments').find((t) => t.id === botox.id)!;
    expect(botox.slug).toBe(original.slug);
    expect(botox.image).toBe(original.image);
    expect(botox.category).toBe(original.category);
    const imagePlaces = table.images.get(String(original.image))!.map((n) => table.places[n]!);
    expect(imagePlaces).toContainEqual(expect.objectContaining({ id: botox.id, field: 'image' }));
    const hoursKey = registry.entities.find((e) => e.id === 'business-hours')!.publish!.key;
    expect(JSON.stringify(snapshot[hoursKey])).not.toMatch(/[\u2062\u2063]/);
  });
});

describe('findTargets', () => {
  it('finds each marked text and picture, the card around one entry’s fields and the home-page section around a section’s', () => {
    const stored = demoSnapshot();
    const { snapshot, table } = markSnapshot(stored, entities, 'section');
    const hero = rows(snapshot, 'sections').find((s) => s.id === 'hero')!.block as Record<string, string>;
    const [a, b] = rows(snapshot, 'treatments');
    document.body.innerHTML = `
      <div id="root"><main>
        <section id="hero-section"><h1 id="headline">${hero.headline}</h1><p>A fixed text</p></section>
        <section id="cards"><ul>
          <li id="card-a"><img id="img-a" src="${String(a!.image)}" alt=""><h3 id="title-a">${String(a!.title)}</h3><p>${String(a!.description)}</p></li>
          <li id="card-b"><h3 id="title-b">${String(b!.title)}</h3><p>${String(b!.description)}</p></li>
        </ul></section>
      </main></div>`;
    const targets = findTargets(document.getElementById('root')!, table, 'section');
    const at = (id: string) => targets.filter((t) => t.element.id === id).map((t) => `${t.kind} ${table.places[t.place]!.entity.id} ${table.places[t.place]!.field}`);
    expect(at('hero-section')).toEqual(['section section headline']);
    expect(at('headline')).toEqual(['field section headline']);
    expect(at('card-a')).toEqual(['entry treatment image']);
    expect(at('img-a')).toEqual(['field treatment image']);
    expect(at('title-a')).toEqual(['field treatment title']);
    expect(at('card-b')).toEqual(['entry treatment title']);
    // Document order, the card before its fields.
    expect(targets.map((t) => t.element.id).filter(Boolean).indexOf('card-a')).toBeLessThan(targets.map((t) => t.element.id).filter(Boolean).indexOf('title-a'));
  });

  it('names every field a text shows together (an address’s city, state and ZIP), its form opening at the first', () => {
    const { snapshot, table } = markSnapshot(demoSnapshot(), entities, 'section');
    const contact = snapshot.contactInfo as { address: Record<string, string> };
    const { city, state, zip } = contact.address;
    document.body.innerHTML = `<div id="root"><main><footer><p id="line">${city}, ${state} ${zip}</p></footer></main></div>`;
    const [target] = findTargets(document.getElementById('root')!, table, 'section').filter((t) => t.element.id === 'line');
    const fields = [target!.place, ...(target!.also ?? [])].map((p) => table.places[p]!.field);
    expect(fields).toEqual(['address.city', 'address.state', 'address.zip']);
  });
});
