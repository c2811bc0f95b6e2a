// The block registry: one renderer per block kind, shared by the public site and the admin's previews. A mapped
// type over BlockKind, so a kind without a renderer does not compile; a kind it does not know renders nothing.
import { lazy, Suspense, type ComponentType } from 'react';
import type { Block, BlockKind } from '@schemas/blocks/index';
import type { BlockProps, SectionRef } from './block-props';
import { HeroSection } from './hero-section';
import { WelcomeSection } from './welcome-section';
import { ServicesBlock } from './services-section';
import { SpecialOffersBlock } from './special-offers-section';
import { TreatmentsSection } from './treatments-section';
import { ExpertiseBlock } from './expertise-section';
import { TestimonialsBlock } from './testimonials-section';
import { ContactBlock } from './contact-section';

/**
 * Kinds a page seldom has: their code loads only where a page has such a block (a list drawn from a schema, a
 * section the owner built from elements). While it loads, a prerendered page keeps its HTML.
 */
const LazyCollectionList = lazy(() => import('./collection-list-section').then((m) => ({ default: m.CollectionListBlock })));
const LazyCustomSection = lazy(() => import('./custom-section').then((m) => ({ default: m.CustomSectionBlock })));
function CollectionListBlock(props: BlockProps<'CollectionList'>) {
  return (
    <Suspense fallback={null}>
      <LazyCollectionList {...props} />
    </Suspense>
  );
}
function CustomSectionBlock(props: BlockProps<'CustomSection'>) {
  return (
    <Suspense fallback={null}>
      <LazyCustomSection {...props} />
    </Suspense>
  );
}

export const BLOCK_RENDERERS: { [K in BlockKind]: ComponentType<BlockProps<K>> } = {
  Hero: HeroSection,
  Welcome: WelcomeSection,
  Services: ServicesBlock,
  SpecialOffers: SpecialOffersBlock,
  Treatments: TreatmentsSection,
  Expertise: ExpertiseBlock,
  Testimonials: TestimonialsBlock,
  Contact: ContactBlock,
  CustomSection: CustomSectionBlock,
  CollectionList: CollectionListBlock,
};

/** A home-page section as stored (its place and visibility are the page's business, not the renderer's). */
export interface RenderableSection extends SectionRef {
  block: Block;
  order?: number;
  isVisible?: boolean;
}

/** Renders a section's block with the renderer of its kind; nothing for a kind the registry does not know. */
export function RenderBlock({ section }: { section: RenderableSection }) {
  const kind: unknown = section.block?.kind;
  if (typeof kind !== 'string' || !Object.hasOwn(BLOCK_RENDERERS, kind)) return null;
  // TypeScript cannot pair a union member with its renderer; the registry's mapped type guarantees the pairing.
  const Renderer = BLOCK_RENDERERS[section.block.kind] as ComponentType<{ block: Block; section: SectionRef }>;
  return <Renderer block={section.block} section={{ id: section.id, name: section.name }} />;
}
