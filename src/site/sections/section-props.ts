// Props every home-section renderer receives.
import type { Section } from '@schemas/collections/section';

export interface SectionProps {
  section: Section & { id: string };
}
