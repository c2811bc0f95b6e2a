// Props every block renderer receives: its own block (narrowed to its kind) and the section it sits in.
import type { BlockKind, BlockOf } from '@schemas/blocks/index';

/** A block of kind K as stored and read back (defaults applied). */
export type BlockData<K extends BlockKind> = BlockOf<K>;

export interface SectionRef {
  id: string;
  name: string;
}

export interface BlockProps<K extends BlockKind> {
  block: BlockData<K>;
  section: SectionRef;
}

/** Where a block is shown: on the home page its title is an h2; a page made of one block makes it the h1. */
export type HeadingLevel = 1 | 2;
