// What the local backend seeds an empty browser with: the demo documents and their published snapshot. The
// build prerenders the public pages from this same seed, so a first visit hydrates exactly what it was sent.
import { withSnapshot } from '@/backend/snapshot';
import type { DocData } from '@/backend/port';
import { DEMO_PUBLISHED_AT, demoContent } from './demo-content';

export function demoSeed(): Promise<Record<string, DocData>> {
  return withSnapshot(demoContent(), DEMO_PUBLISHED_AT);
}
