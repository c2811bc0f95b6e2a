// The contact form: asks only how to reach the visitor and what she would like, stores it for the owner and forwards
// it to the form service (./send-enquiry, loaded on submit, also refuses bots: a field people never see, and a
// minimum time between starting the form and sending it), with a blocking overlay while it sends.
import { use, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { EnquiryBackend } from './enquiry-backend';
import type { EnquiryAttempt } from './send-enquiry';
import { smsConsentText } from './sms-consent';
import { buttonPrimary } from './ui-classes';

const SENDING = 'Sending your message...';
/**
 * A phone number may hold only digits, hyphens, plus signs, parentheses and whitespace. Written for the `v` flag
 * browsers use for `pattern`.
 */
const PHONE_PATTERN = '[\\d\\s\\(\\)\\+\\-]*';

const field =
  'mt-1.5 block w-full rounded-xl border border-espresso/20 bg-white px-4 py-3 text-base text-espresso placeholder:text-espresso/55 focus:border-gold focus:outline-none focus:ring-2 focus:ring-gold/30';
const label = 'block text-sm font-medium text-espresso';

/**
 * The fields' maximum lengths are the enquiry's (ENQUIRY_LIMITS in schemas/kit/owner-records.ts, which the rules
 * enforce), written out so visitors download no module for them; a test holds them equal.
 */
export function ContactForm({ privacyHint, businessName }: { privacyHint: string; businessName: string }) {
  const backend = use(EnquiryBackend);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  // A form that came in the page's HTML was shown when the page was (time 0); one rendered later, when it was.
  const hydrated = useHydrated();
  const [shownAt] = useState(() => (hydrated ? performance.now() : 0));
  const startedAt = useRef<number | null>(null);
  const attempt = useRef<EnquiryAttempt | null>(null);
  const consent = smsConsentText(businessName);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    // Timed as Send is pressed, not once the code that sends has loaded: on a slow phone that can take seconds.
    const elapsed = performance.now() - (startedAt.current ?? shownAt);
    setResult(null);
    try {
      const { submitEnquiry } = await import('./send-enquiry');
      const sent = submitEnquiry(backend, form, elapsed, consent, attempt.current);
      if (!('then' in sent)) return setResult(sent);
      setSending(true);
      const outcome = await sent;
      attempt.current = outcome.ok ? null : outcome.attempt;
      setResult(outcome);
      if (outcome.ok) {
        form.reset();
        startedAt.current = null;
      }
    } catch (error) {
      console.error('Contact form failed', error);
      setResult({ ok: false, text: 'Failed to send message. Please try again.' });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} onInput={() => (startedAt.current ??= performance.now())} className="space-y-4" aria-label="Contact form">
      <div>
        <label htmlFor="contact-name" className={label}>
          Name
        </label>
        <input id="contact-name" name="name" type="text" required maxLength={100} autoComplete="name" className={field} />
      </div>
      <div>
        <label htmlFor="contact-email" className={label}>
          Email
        </label>
        <input id="contact-email" name="email" type="email" required maxLength={254} autoComplete="email" className={field} />
      </div>
      <div>
        <label htmlFor="contact-phone" className={label}>
          Phone <span className="font-normal text-espresso/75">(optional)</span>
        </label>
        <input
          id="contact-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          pattern={PHONE_PATTERN}
          title="Use only digits, spaces, +, - and parentheses"
          className={field}
        />
      </div>
      <div>
        <label htmlFor="contact-message" className={label}>
          Message
        </label>
        <textarea id="contact-message" name="message" required rows={4} maxLength={3000} aria-describedby="contact-hint" className={field} />
        <p id="contact-hint" className="mt-1.5 text-sm text-espresso/75">
          {privacyHint}
        </p>
      </div>
      {/* People never see this field; bots fill it. */}
      <input name="botcheck" hidden tabIndex={-1} autoComplete="off" />
      <label className="flex gap-3 text-xs text-espresso/80">
        <input name="sms" type="checkbox" className="h-4 w-4 shrink-0" />
        {consent}
      </label>
      <button type="submit" disabled={sending} className={`${buttonPrimary} w-full sm:w-auto`}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
      <p role="status" aria-live="polite" className={`min-h-6 text-sm font-medium ${result?.ok ? 'text-green-800' : 'text-red-800'}`}>
        {result?.text}
      </p>
      {sending && (
        <div role="alert" aria-busy="true" className="fixed inset-0 z-[100] grid place-items-center bg-espresso/60 backdrop-blur-sm">
          <div className="flex items-center gap-3 rounded-2xl bg-ivory px-6 py-4 text-espresso shadow-2xl">
            <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-gold border-t-transparent" />
            {SENDING}
          </div>
        </div>
      )}
    </form>
  );
}
