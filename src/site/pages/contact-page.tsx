// /contact: the contact block (its texts as on the home page), its title as the page's h1.
import { ContactSection } from '@/blocks/contact-section';
import { useHomeBlock } from '@/blocks/content-defaults';

export default function ContactPage() {
  return <ContactSection block={useHomeBlock('Contact')} headingLevel={1} />;
}
