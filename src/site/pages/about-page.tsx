// /about: the about page's texts and values, the story from the welcome content, and the home page's Expertise and
// Testimonials blocks (their stored texts, else the defaults).
import { aboutPageEntity, businessInfoEntity, welcomeContentEntity } from '@schemas/published';
import { usePublishedDoc } from '@/blocks/content';
import { AboutStory } from '@/blocks/about-story';
import { ExpertiseSection } from '@/blocks/expertise-section';
import { TestimonialsSection } from '@/blocks/testimonials-section';
import { PageHeader } from '@/blocks/ui/page-header';
import { BookButton } from '@/blocks/ui/book-now';
import { useDocWithDefaults, useHomeBlock } from '@/blocks/content-defaults';

export default function AboutPage() {
  const about = useDocWithDefaults(aboutPageEntity);
  const welcome = usePublishedDoc(welcomeContentEntity);
  const name = usePublishedDoc(businessInfoEntity)?.name;
  const expertise = useHomeBlock('Expertise');
  const testimonials = useHomeBlock('Testimonials');
  return (
    <>
      <PageHeader kicker={about.kicker} title={about.title}>
        {welcome && <p>{welcome.subheading}</p>}
      </PageHeader>
      <AboutStory about={about} businessName={name} story={welcome?.description} />
      <ExpertiseSection block={expertise} />
      <TestimonialsSection block={testimonials} />
      <div className="px-6 pb-20 text-center">
        <BookButton label={about.buttonLabel} fallback="page" />
      </div>
    </>
  );
}
