// What the local backend seeds an empty browser with: the demo documents and their published content. The build
// prerenders the public pages from this same seed, so a first visit hydrates exactly what it was sent.
import { withPublished } from '@/backend/published/from-documents';
import type { DocData } from '@/backend/port';
import { DEMO_PUBLISHED_AT, demoContent } from './demo-content';

export function demoSeed(): Promise<Record<string, DocData>> {
  return withPublished(demoContent(), DEMO_PUBLISHED_AT);
}
