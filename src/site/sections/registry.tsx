// The section registry: one renderer per section kind. A mapped type over SectionKind, so a kind without a
// renderer does not compile; a kind not in the registry (unknown data) renders nothing.
import type { ComponentType } from 'react';
import type { SectionKind } from '@schemas/collections/section';
import type { SectionProps } from './section-props';
import { HeroSection } from './hero-section';
import { WelcomeSection } from './welcome-section';
import { ServicesSection } from './services-section';
import { SpecialOffersSection } from './special-offers-section';
import { TreatmentsSection } from './treatments-section';
import { ExpertiseSection } from './expertise-section';
import { TestimonialsSection } from './testimonials-section';
import { ContactSection } from './contact-section';
import { CustomSectionRenderer } from './custom-section';

export const SECTION_RENDERERS: { [K in SectionKind]: ComponentType<SectionProps> } = {
  Hero: HeroSection,
  Welcome: WelcomeSection,
  Services: () => <ServicesSection />,
  SpecialOffers: () => <SpecialOffersSection />,
  Treatments: TreatmentsSection,
  Expertise: ExpertiseSection,
  Testimonials: TestimonialsSection,
  Contact: () => <ContactSection />,
  CustomSection: CustomSectionRenderer,
};

export function RenderSection({ section }: SectionProps) {
  const Renderer = Object.hasOwn(SECTION_RENDERERS, section.component) ? SECTION_RENDERERS[section.component] : undefined;
  return Renderer ? <Renderer section={section} /> : null;
}
