// @vitest-environment jsdom
// The shared renderers degrade one piece at a time: an element of an unknown type, a block of an unknown kind, a
// preview of a half-filled form.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SectionElement } from '@schemas/blocks/elements';
import { defaultBlock, type Block } from '@schemas/blocks/index';
import { registry } from '@schemas/index';
import { StaticContent } from '@/blocks/content';
import { EntityPreview } from '@/blocks/entity-preview';
import { RenderElement } from '@/blocks/elements/registry';
import { RenderBlock } from '@/blocks/registry';
import { priceText } from '@/lib/price-text';
import { pageOf, wholeSite } from '../support/published';

afterEach(cleanup);

describe('the block and element registries', () => {
  it('renders nothing for an element of an unknown type, and its siblings still show', () => {
    // Stored data may hold a type this version does not know; it reaches the renderer typed as an element.
    const elements = [
      { id: '1', type: 'text', content: 'Before', order: 0 },
      { id: '2', type: 'carousel', content: 'Ignored', order: 1 },
      { id: '3', type: 'text', content: 'After', order: 2 },
    ] as unknown as SectionElement[];
    render(
      <div data-testid="column">
        {elements.map((e) => (
          <RenderElement key={e.id} element={e} />
        ))}
      </div>,
    );
    expect(screen.getByTestId('column').textContent).toBe('BeforeAfter');
  });

  it('renders nothing for a block of an unknown kind', () => {
    const block = { kind: 'Carousel' } as unknown as Block;
    const { container } = render(<RenderBlock section={{ id: 'x', name: 'X', block }} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows a hero without slides as the dark band with its texts, and no slideshow control', () => {
    render(<RenderBlock section={{ id: 'hero', name: 'Hero', block: defaultBlock('Hero') }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Discover Your Natural Beauty');
    expect(screen.queryByRole('button', { name: /slideshow/ })).toBeNull();
  });

  it('labels each testimonial with its stars', async () => {
    // What the home page shows, its testimonials replaced by one of three stars.
    const content = await pageOf('/');
    content.testimonials = [{ id: 't', name: 'Ana', quote: 'Lovely', stars: 3, order: 0 }];
    render(
      <StaticContent snapshot={content}>
        <RenderBlock section={{ id: 'testimonials', name: 'Testimonials', block: defaultBlock('Testimonials') }} />
      </StaticContent>,
    );
    expect(screen.getByRole('img', { name: '3 out of 5 stars' })).toBeTruthy();
  });
});

describe('price text', () => {
  const groups = [
    { title: 'Laser', firstColumn: 'Female', secondColumn: 'Male', items: [{ id: 'full', name: 'Full Body', price: '$420', secondPrice: '$620' }] },
    { title: 'IV', items: [{ id: 'b12', name: 'B12', price: '$35' }] },
  ];
  it('reads one price, or both with their columns, and nothing for a missing item', () => {
    expect(priceText(groups, 'b12')).toBe('$35');
    expect(priceText(groups, 'full')).toBe('Female $420 · Male $620');
    expect(priceText(groups, 'gone')).toBeNull();
  });
});

describe('entity previews', () => {
  const inputs: unknown[] = [undefined, null, 42, 'text', [], {}, { name: 7, title: ['x'], image: 'javascript:alert(1)', items: 'no', treatments: [null, 3], monday: 'x', block: { kind: 'Hero' } }];

  // A preview draws the content around the edited entry from every published entity as stored, whichever page
  // the entry shows on.
  it('never throw, whatever a form holds, for every entity', () => {
    const content = wholeSite();
    for (const entity of registry.entities) {
      for (const value of inputs) {
        render(
          <MemoryRouter>
            <StaticContent snapshot={content}>
              <EntityPreview entity={entity} value={value} />
            </StaticContent>
          </MemoryRouter>,
        );
        expect(document.querySelector(`[data-entity-preview="${entity.id}"]`), `${entity.id} with ${JSON.stringify(value)}`).not.toBeNull();
        expect(document.querySelector('img[src^="javascript"]')).toBeNull();
        cleanup();
      }
    }
  });

  it('show a treatment as its cards and its modal body, its prices read from the price list', () => {
    const treatment = registry.entities.find((e) => e.id === 'treatment')!;
    render(
      <MemoryRouter>
        <StaticContent snapshot={wholeSite()}>
          <EntityPreview
            entity={treatment}
            value={{ title: 'Glow Facial', description: 'Short', longDescription: 'Long text', benefits: ['Radiance', 'Radiance'], downtime: 'None', prices: ['laser-full-body', 'gone'] }}
          />
        </StaticContent>
      </MemoryRouter>,
    );
    // Its card on a category page, its card in the Services section, and its modal's title.
    expect(screen.getAllByText('Glow Facial').length).toBe(3);
    expect(screen.getByText('Long text')).toBeTruthy();
    expect(screen.getAllByText('Radiance').length).toBe(2);
    expect(screen.getByRole('heading', { name: 'Downtime' })).toBeTruthy();
    // A price the price list no longer has is left out.
    expect(screen.getAllByText('Female $420 · Male $620').length).toBe(2);
  });

  it('show a category page with the treatments filed under it and the price each names in the price list', () => {
    const category = registry.entities.find((e) => e.id === 'category')!;
    render(
      <MemoryRouter>
        <StaticContent snapshot={wholeSite()}>
          <EntityPreview entity={category} entryId="laser" value={{ name: 'Lasers', title: 'Lasers', intro: 'Smooth' }} />
        </StaticContent>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Lasers' })).toBeTruthy();
    expect(screen.getByText('Full Body Laser Hair Removal')).toBeTruthy();
    expect(screen.getByText('Female $420 · Male $620')).toBeTruthy();
  });

  it('show any other entity as the generic card, from its schema columns', () => {
    const image = registry.entities.find((e) => e.id === 'image')!;
    render(<EntityPreview entity={image} value={{ name: 'room.jpg', url: '/demo/logo.svg' }} />);
    expect(screen.getByRole('heading', { level: 3, name: 'room.jpg' })).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/demo/logo.svg');
  });
});
