// The contact form's send: the enquiry is stored before it is forwarded, marked forwarded or not, and sending the
// same words again after a failed forward stores no second enquiry. On the local backend, with the form service
// answered here.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENQUIRIES } from '@schemas/kit/owner-records';
import { enquirySchema } from '@schemas/owner-record-schemas';
import * as z from 'zod/mini';
import { createLocalBackend } from '@/backend/local/local-backend';
import type { Backend } from '@/backend/port';
import { FAILURE, sendEnquiry, SUCCESS, type EnquiryInput } from '@/blocks/ui/send-enquiry';

const JANE: EnquiryInput = { name: 'Jane Doe', email: 'jane@example.com', phone: '+1 (480) 555-0100', message: 'I would like to book a HydraFacial.', page: '/contact' };

function localBackend(): Backend {
  return createLocalBackend({ indexedDB: new IDBFactory(), adminEmail: 'o@x.test', adminPassword: 'pw', seed: () => ({}) });
}

/** The form service: records what was stored when each request arrived, and answers as told. */
function formService(backend: Backend, answer: () => Promise<Response>) {
  const storedAtRequest: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      storedAtRequest.push((await backend.data.getDocs(ENQUIRIES)).length);
      return answer();
    }),
  );
  return storedAtRequest;
}
const ok = () => Promise.resolve(Response.json({ success: true, message: 'Email sent successfully!' }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sending an enquiry', () => {
  it('stores it before it is forwarded, then marks it forwarded', async () => {
    const backend = localBackend();
    const storedAtRequest = formService(backend, ok);
    const outcome = await sendEnquiry(backend, { ...JANE, smsConsent: 'By providing your phone number, you agree…' }, null, () => new Date('2026-11-27T10:00:00.000Z'));
    expect(outcome).toMatchObject({ ok: true, text: SUCCESS });
    expect(storedAtRequest).toEqual([1]);
    const [stored] = await backend.data.getDocs(ENQUIRIES);
    expect(stored!.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(stored!.data).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+1 (480) 555-0100',
      message: 'I would like to book a HydraFacial.',
      page: '/contact',
      at: '2026-11-27T10:00:00.000Z',
      forwarded: true,
      forwardedAt: '2026-11-27T10:00:00.000Z',
      smsConsent: 'By providing your phone number, you agree…',
      rev: 2,
    });
    const { rev: _rev, ...record } = stored!.data;
    expect(z.safeParse(enquirySchema, record).success).toBe(true);
  });

  it('keeps a failed forward as not forwarded with the service’s words, and a second send finds the same enquiry', async () => {
    const backend = localBackend();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let reachable = false;
    formService(backend, () => (reachable ? ok() : Promise.reject(new TypeError('Failed to fetch'))));
    const first = await sendEnquiry(backend, JANE, null);
    expect(first).toMatchObject({ ok: false, text: FAILURE });
    let stored = await backend.data.getDocs(ENQUIRIES);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data).toMatchObject({ forwarded: false, forwardError: FAILURE, rev: 2 });

    reachable = true;
    const second = await sendEnquiry(backend, JANE, first.attempt);
    expect(second).toMatchObject({ ok: true, text: SUCCESS });
    stored = await backend.data.getDocs(ENQUIRIES);
    expect(stored.map((d) => d.id)).toEqual([first.attempt.id]);
    expect(stored[0]!.data).toMatchObject({ forwarded: true, forwardError: FAILURE, rev: 3 });
  });

  it('stores changed words as a new enquiry, and forwards even when it cannot be stored', async () => {
    const backend = localBackend();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    formService(backend, () => Promise.resolve(Response.json({ success: false, message: 'Invalid access key' })));
    const first = await sendEnquiry(backend, JANE, null);
    expect(first.text).toBe('Invalid access key');
    await sendEnquiry(backend, { ...JANE, message: 'Actually, a facial.' }, first.attempt);
    expect(await backend.data.getDocs(ENQUIRIES)).toHaveLength(2);

    const refusing = { ...backend, createPublic: () => Promise.reject(new Error('offline')) } as Backend;
    const requests = formService(backend, ok);
    expect(await sendEnquiry(refusing, JANE, null)).toMatchObject({ ok: true, text: SUCCESS });
    expect(requests).toHaveLength(1);
  });
});
