import { ContactSection } from '../sections/contact-section';

export default function ContactPage() {
  return <ContactSection headingLevel={1} />;
}
