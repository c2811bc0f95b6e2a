// What the contact form does when it is sent, loaded only then: the enquiry is stored first (the owner's inbox),
// then forwarded to the form service as before, and its stored copy marked forwarded or not.
import { ENQUIRIES, ENQUIRY_LIMITS } from '@schemas/kit/owner-records';
import type { Enquiry } from '@schemas/owner-record-schemas';
import type { Backend } from '@/backend/port';
import { config } from '@/lib/config';

export const SUCCESS = 'Thank you for your message. We will get back to you soon!';
export const FAILURE = 'Failed to send message. Please try again.';
export const TOO_QUICK = 'That was quick! Please check your message, then send it again.';
/** A send this soon after the form was started (or shown) is a bot's. */
export const MIN_FILL_MS = 2000;

export interface EnquiryInput {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** The page it is sent from. */
  page: string;
  /** The SMS consent wording shown beside the box, when the visitor ticked it. */
  smsConsent?: string;
}

/**
 * The enquiry the form's sends are about, kept with the form until one is forwarded: sending the same words again
 * finds it (its id) instead of storing a second. `rev` counts its stored writes, as the rules do.
 */
export interface EnquiryAttempt {
  id: string;
  key: string;
  stored: boolean;
  rev: number;
}

export interface SendOutcome {
  ok: boolean;
  text: string;
  attempt: EnquiryAttempt;
}

/** A random document id (20 letters and digits, as Firestore makes them): nobody can guess another's enquiry. */
function newId(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => chars[b % chars.length]).join('');
}

/**
 * What the form sends: refused at once when it looks like a bot's (the hidden field filled, or sent within
 * MIN_FILL_MS of starting), then stored and forwarded. `elapsed` is the time in ms from starting the form (or from
 * its showing) to pressing Send.
 */
export function submitEnquiry(backend: Backend | null, form: HTMLFormElement, elapsed: number, consent: string, previous: EnquiryAttempt | null): Promise<SendOutcome> | { ok: false; text: string } {
  const values = new FormData(form);
  const text = (name: string) => String(values.get(name) ?? '');
  // Stored nowhere, forwarded nowhere; a person (who never sees the hidden field) keeps her text and may send again.
  if (text('botcheck')) return { ok: false, text: FAILURE };
  if (elapsed < MIN_FILL_MS) return { ok: false, text: TOO_QUICK };
  const input: EnquiryInput = { name: text('name'), email: text('email'), phone: text('phone').trim(), message: text('message'), page: window.location.pathname };
  if (values.get('sms')) input.smsConsent = consent;
  return sendEnquiry(backend, input, previous);
}

/** The enquiry as it is first stored: not yet forwarded, its first revision. */
export function enquiryRecord(input: EnquiryInput, at: Date): Enquiry & { rev: number } {
  return {
    name: input.name.slice(0, ENQUIRY_LIMITS.name),
    email: input.email.slice(0, ENQUIRY_LIMITS.email),
    ...(input.phone ? { phone: input.phone.slice(0, ENQUIRY_LIMITS.phone) } : {}),
    message: input.message.slice(0, ENQUIRY_LIMITS.message),
    page: input.page.slice(0, ENQUIRY_LIMITS.page),
    at: at.toISOString(),
    forwarded: false,
    ...(input.smsConsent ? { smsConsent: input.smsConsent.slice(0, ENQUIRY_LIMITS.smsConsent) } : {}),
    rev: 1,
  };
}

/** Store (once), forward, and record the forward's outcome. A store that fails does not stop the forward. */
export async function sendEnquiry(backend: Backend | null, input: EnquiryInput, previous: EnquiryAttempt | null, now: () => Date = () => new Date()): Promise<SendOutcome> {
  const key = JSON.stringify(input);
  const attempt: EnquiryAttempt = previous?.key === key ? { ...previous } : { id: newId(), key, stored: false, rev: 0 };
  const path = `${ENQUIRIES}/${attempt.id}`;
  if (backend && !attempt.stored) {
    const enquiry = enquiryRecord(input, now());
    try {
      // Already stored (an earlier send whose answer was lost): the same enquiry, not a second.
      await backend.createPublic(path, enquiry);
      attempt.stored = true;
      attempt.rev = 1;
    } catch (error) {
      console.error('Contact form could not store the enquiry', error);
    }
  }

  const body = new FormData();
  body.append('name', input.name);
  body.append('email', input.email);
  body.append('message', input.phone ? `${input.message}\n\nPhone: ${input.phone}` : input.message);
  body.append('access_key', config.contactForm.accessKey);
  let result: { ok: boolean; text: string };
  try {
    const response = await fetch(config.contactForm.endpoint, { method: 'POST', body });
    const json = (await response.json()) as { success?: unknown; message?: unknown };
    if (json.success === true) result = { ok: true, text: SUCCESS };
    else {
      console.error('Contact form was not accepted', json);
      result = { ok: false, text: typeof json.message === 'string' && json.message ? json.message : FAILURE };
    }
  } catch (error) {
    console.error('Contact form failed', error);
    result = { ok: false, text: FAILURE };
  }

  if (backend && attempt.stored) {
    const status = result.ok ? { forwarded: true, forwardedAt: now().toISOString() } : { forwardError: result.text.slice(0, ENQUIRY_LIMITS.forwardError) };
    try {
      await backend.updatePublic(path, { ...status, rev: attempt.rev + 1 });
      attempt.rev += 1;
    } catch (error) {
      // The enquiry is stored; only its forward status is out of date (the inbox shows it as not forwarded).
      console.warn('Contact form could not record whether the enquiry was forwarded', error);
    }
  }
  return { ...result, attempt };
}
