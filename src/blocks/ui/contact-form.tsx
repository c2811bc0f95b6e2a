// The contact form: a multipart POST to the form service, with a blocking overlay while it sends.
import { useState, type FormEvent } from 'react';
import { config } from '@/lib/config';
import { buttonPrimary } from './ui-classes';

const SENDING = 'Sending your message...';
const SUCCESS = 'Thank you for your message. We will get back to you soon!';
const FAILURE = 'Failed to send message. Please try again.';
/**
 * A phone number may hold only digits, hyphens, plus signs, parentheses and whitespace. Written for the `v` flag
 * browsers use for `pattern`.
 */
const PHONE_PATTERN = '[\\d\\s\\(\\)\\+\\-]*';

const field =
  'mt-1.5 block w-full rounded-xl border border-espresso/20 bg-white px-4 py-3 text-base text-espresso placeholder:text-espresso/55 focus:border-gold focus:outline-none focus:ring-2 focus:ring-gold/30';
const label = 'block text-sm font-medium text-espresso';

export function ContactForm() {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const values = new FormData(form);
    const phone = String(values.get('phone') ?? '').trim();
    const message = String(values.get('message') ?? '');
    const body = new FormData();
    body.append('name', String(values.get('name') ?? ''));
    body.append('email', String(values.get('email') ?? ''));
    body.append('message', phone ? `${message}\n\nPhone: ${phone}` : message);
    body.append('access_key', config.contactForm.accessKey);

    setSending(true);
    setResult(null);
    try {
      const response = await fetch(config.contactForm.endpoint, { method: 'POST', body });
      const json = (await response.json()) as { success?: unknown; message?: unknown };
      if (json.success === true) {
        setResult({ ok: true, text: SUCCESS });
        form.reset();
      } else {
        console.error('Contact form was not accepted', json);
        setResult({ ok: false, text: typeof json.message === 'string' && json.message ? json.message : FAILURE });
      }
    } catch (error) {
      console.error('Contact form failed', error);
      setResult({ ok: false, text: FAILURE });
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Contact form">
      <div>
        <label htmlFor="contact-name" className={label}>
          Name
        </label>
        <input id="contact-name" name="name" type="text" required autoComplete="name" className={field} />
      </div>
      <div>
        <label htmlFor="contact-email" className={label}>
          Email
        </label>
        <input id="contact-email" name="email" type="email" required autoComplete="email" className={field} />
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
          pattern={PHONE_PATTERN}
          title="Use only digits, spaces, +, - and parentheses"
          className={field}
        />
      </div>
      <div>
        <label htmlFor="contact-message" className={label}>
          Message
        </label>
        <textarea id="contact-message" name="message" required rows={4} className={field} />
      </div>
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
