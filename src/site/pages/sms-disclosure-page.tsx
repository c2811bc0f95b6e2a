// SMS disclosure, effective July 8, 2025: consent, rates, and the HELP, STOP and UNSUBSCRIBE keywords.
import { businessInfoEntity, contactInfoEntity } from '@schemas/published';
import { usePublishedDoc } from '@/blocks/content';
import { phoneHref } from '@/blocks/ui/format';
import { LegalLayout } from './legal-layout';

export default function SmsDisclosurePage() {
  const name = usePublishedDoc(businessInfoEntity)?.name ?? 'our med spa';
  const contact = usePublishedDoc(contactInfoEntity);
  return (
    <LegalLayout title="SMS Disclosure" updated="Effective date: July 8, 2025">
      <section>
        <h2>Consent to Receive Text Messages</h2>
        <p>
          By providing your mobile number to {name}, you agree to receive text messages about your appointments, reminders, special offers and updates. Consent is
          not a condition of purchase.
        </p>
      </section>
      <section>
        <h2>Message Frequency and Rates</h2>
        <p>Message frequency varies. Message and data rates may apply, depending on your mobile plan.</p>
      </section>
      <section>
        <h2>Help and Opting Out</h2>
        <ul>
          <li>Reply HELP for help at any time.</li>
          <li>Reply STOP or UNSUBSCRIBE to stop receiving messages. You will receive one final message confirming your opt-out.</li>
        </ul>
        {contact && (
          <p>
            You can also reach us at <a href={phoneHref(contact.phone)} className="text-gold underline">{contact.phone}</a> or{' '}
            <a href={`mailto:${contact.email}`} className="text-gold underline">{contact.email}</a>.
          </p>
        )}
      </section>
      <section>
        <h2>Privacy</h2>
        <p>We do not sell or share your mobile number or text-messaging consent with third parties for their marketing purposes.</p>
      </section>
      <section>
        <h2>Carriers</h2>
        <p>Carriers are not liable for delayed or undelivered messages.</p>
      </section>
    </LegalLayout>
  );
}
