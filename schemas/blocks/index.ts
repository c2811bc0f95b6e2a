// The block kinds a home-page section can be: each one schema (its own fields, with the site's texts as
// defaults) here, and one renderer in src/blocks/registry.tsx, a mapped type over BlockKind, so a kind without
// a renderer does not compile. Adding a kind: one file here, its entry below, its renderer there.
import * as z from 'zod/mini';
import { heroBlock } from './hero';
import { contactBlock, expertiseBlock, servicesBlock, specialOffersBlock, testimonialsBlock, treatmentsBlock, welcomeBlock } from './simple-blocks';
import { customSectionBlock } from './custom-section';
import { collectionListBlock } from './collection-list';

/** Every block kind, in the order the admin offers them. */
export const BLOCKS = [
  heroBlock,
  welcomeBlock,
  servicesBlock,
  specialOffersBlock,
  treatmentsBlock,
  expertiseBlock,
  testimonialsBlock,
  contactBlock,
  customSectionBlock,
  collectionListBlock,
] as const;

type BlockDef = (typeof BLOCKS)[number];
export type BlockKind = BlockDef['kind'];

const objectOf = <K extends BlockKind, F extends z.core.$ZodLooseShape>(block: { kind: K; fields: F }) => z.object({ kind: z.literal(block.kind), ...block.fields });

/** One object schema per kind, keyed by kind. */
export const blockSchemas = {
  Hero: objectOf(heroBlock),
  Welcome: objectOf(welcomeBlock),
  Services: objectOf(servicesBlock),
  SpecialOffers: objectOf(specialOffersBlock),
  Treatments: objectOf(treatmentsBlock),
  Expertise: objectOf(expertiseBlock),
  Testimonials: objectOf(testimonialsBlock),
  Contact: objectOf(contactBlock),
  CustomSection: objectOf(customSectionBlock),
  CollectionList: objectOf(collectionListBlock),
} satisfies { [K in BlockKind]: z.ZodMiniObject };

export const BLOCK_KINDS = BLOCKS.map((b) => b.kind) as BlockKind[];
export const blockLabel = (kind: BlockKind) => BLOCKS.find((b) => b.kind === kind)?.label ?? kind;

/** A stored block: the discriminated union of every kind. */
export const blockSchema = z.discriminatedUnion('kind', [
  blockSchemas.Hero,
  blockSchemas.Welcome,
  blockSchemas.Services,
  blockSchemas.SpecialOffers,
  blockSchemas.Treatments,
  blockSchemas.Expertise,
  blockSchemas.Testimonials,
  blockSchemas.Contact,
  blockSchemas.CustomSection,
  blockSchemas.CollectionList,
]);

export type Block = z.infer<typeof blockSchema>;
export type BlockOf<K extends BlockKind> = Extract<Block, { kind: K }>;

/** A block of `kind` with every field at its default. */
export function defaultBlock<K extends BlockKind>(kind: K, extra: Record<string, unknown> = {}): BlockOf<K> {
  return blockSchemas[kind].parse({ kind, ...extra }) as BlockOf<K>;
}
