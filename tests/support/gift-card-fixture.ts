// The README's example entity (tests/fixtures/gift-card.entity.ts) among the app's own, as if its file were in
// schemas/collections/: the module mocks of `@schemas/index` (entity discovery) and `@schemas/published` (the public
// site's plain-data view, with the fixture's line as `npm run generate` writes it). In a test file:
// vi.mock('@schemas/index', async (original) => (await
// import('../support/gift-card-fixture')).indexWithGiftCard(original));
// vi.mock('@schemas/published', async (original) => (await
// import('../support/gift-card-fixture')).publishedWithGiftCard(original));
import type * as IndexModule from '@schemas/index';
import type * as PublishedModule from '@schemas/published';
import { publishedDescriptor } from '@schemas/kit/published-descriptor';
import * as fixture from '../fixtures/gift-card.entity';

export async function indexWithGiftCard(importOriginal: () => Promise<unknown>) {
  const original = (await importOriginal()) as typeof IndexModule;
  const modules = { ...original.ENTITY_MODULES, './collections/gift-card.ts': fixture };
  const registry = original.createRegistry(modules);
  return { ...original, ENTITY_MODULES: modules, registry, entities: registry.entities };
}

export async function publishedWithGiftCard(importOriginal: () => Promise<unknown>) {
  const published = (await importOriginal()) as typeof PublishedModule;
  const giftCardEntity = publishedDescriptor(fixture.giftCardEntity);
  return { ...published, giftCardEntity, PUBLISHED_ENTITIES: [...published.PUBLISHED_ENTITIES, giftCardEntity] };
}
