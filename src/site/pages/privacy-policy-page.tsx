// Privacy policy: a breach is notified within 7 business days; last updated 2025-07-08.
import { businessInfoEntity, contactInfoEntity } from '@schemas/published';
import { usePublishedDoc } from '@/blocks/content';
import { phoneHref } from '@/blocks/ui/format';
import { LegalLayout } from './legal-layout';

export default function PrivacyPolicyPage() {
  const name = usePublishedDoc(businessInfoEntity)?.name ?? 'our med spa';
  const contact = usePublishedDoc(contactInfoEntity);
  return (
    <LegalLayout title="Privacy Policy" updated="Last updated: 2025-07-08">
      <section>
        <p>
          {name} respects your privacy. This policy explains what personal information we collect through this website and in our spa, how we use it and the
          choices you have.
        </p>
      </section>
      <section>
        <h2>Information We Collect</h2>
        <ul>
          <li>Contact details you give us, such as your name, email address and phone number.</li>
          <li>Messages you send through our contact form.</li>
          <li>Health and treatment information you share during consultations, kept in your confidential client record.</li>
          <li>Basic technical data, such as your browser type, used to keep the website working.</li>
        </ul>
      </section>
      <section>
        <h2>How We Use Your Information</h2>
        <ul>
          <li>To answer your questions and schedule and confirm appointments.</li>
          <li>To provide safe, personalized treatments.</li>
          <li>To send appointment reminders and, with your consent, offers by email or text message.</li>
        </ul>
        <p>We do not sell your personal information.</p>
      </section>
      <section>
        <h2>Sharing</h2>
        <p>
          We share information only with service providers who help us run our business (such as scheduling, payment and messaging services) under confidentiality
          obligations, or when the law requires it.
        </p>
      </section>
      <section>
        <h2>Text Messages</h2>
        <p>
          Mobile information is never shared with third parties for marketing. See our <a href="/sms-disclosure" className="text-gold underline">SMS Disclosure</a>{' '}
          for details.
        </p>
      </section>
      <section>
        <h2>Data Security</h2>
        <p>
          We use administrative, technical and physical safeguards to protect your information. In the unlikely event of a data breach affecting your personal
          information, we will notify you within 7 business days of discovering it.
        </p>
      </section>
      <section>
        <h2>Your Choices</h2>
        <p>You may ask to see, correct or delete your personal information, or opt out of marketing messages at any time, by contacting us.</p>
      </section>
      <section>
        <h2>Contact Us</h2>
        <p>
          Questions about this policy? Contact {name}
          {contact && (
            <>
              {' '}at <a href={phoneHref(contact.phone)} className="text-gold underline">{contact.phone}</a> or{' '}
              <a href={`mailto:${contact.email}`} className="text-gold underline">{contact.email}</a>
            </>
          )}
          .
        </p>
      </section>
    </LegalLayout>
  );
}
