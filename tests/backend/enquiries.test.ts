// The owner's inbox on the local backend: handled and new again, deleted to the trash and restored, the enquiries
// older than her retention period removed, and the CSV export as a spreadsheet reads it.
import { describe, expect, it } from 'vitest';
import { ENQUIRIES } from '@schemas/kit/owner-records';
import { enquirySettingsEntity } from '@schemas/singletons/enquiry-settings';
import { deleteEnquiry, enquiriesCsv, parseEnquiry, removeExpiredEnquiries, setHandled, type EnquiryEntry } from '@/backend/enquiries';
import { listTrash, restoreFromTrash } from '@/backend/trash';
import { enquiryRecord } from '@/blocks/ui/send-enquiry';
import { testBackend } from '../support/admin-harness';

const sent = (name: string, at: string, extra: Partial<Parameters<typeof enquiryRecord>[0]> = {}) =>
  enquiryRecord({ name, email: `${name.toLowerCase()}@example.com`, phone: '', message: `Hello from ${name}`, page: '/contact', ...extra }, new Date(at));

async function stored(backend: ReturnType<typeof testBackend>) {
  return (await backend.data.getDocs(ENQUIRIES)).flatMap((d) => parseEnquiry(d.id, d.data) ?? []);
}

describe('the enquiries inbox', () => {
  it('marks an enquiry handled and new again, each a revision of the stored one', async () => {
    const backend = testBackend();
    await backend.createPublic(`${ENQUIRIES}/a`, sent('Ava', '2026-11-20T10:00:00.000Z'));
    await setHandled(backend, 'a', true, new Date('2026-11-21T09:00:00.000Z'));
    expect(await stored(backend)).toEqual([expect.objectContaining({ id: 'a', handledAt: '2026-11-21T09:00:00.000Z', rev: 2 })]);
    await setHandled(backend, 'a', false);
    const [again] = await stored(backend);
    expect(again).not.toHaveProperty('handledAt');
    expect(again!.rev).toBe(3);
  });

  it('deletes an enquiry to the trash, from where it comes back as it was', async () => {
    const backend = testBackend();
    await backend.createPublic(`${ENQUIRIES}/a`, sent('Ava', '2026-11-20T10:00:00.000Z', { smsConsent: 'By providing your phone number…' }));
    const trashId = await deleteEnquiry(backend, { id: 'a', name: 'Ava' });
    expect(await stored(backend)).toEqual([]);
    expect((await listTrash(backend)).map((t) => [t.title, t.docPath])).toEqual([['Enquiry from Ava', `${ENQUIRIES}/a`]]);
    await restoreFromTrash(backend, trashId);
    expect(await stored(backend)).toEqual([expect.objectContaining({ id: 'a', name: 'Ava', smsConsent: 'By providing your phone number…', rev: 1 })]);
  });

  it('removes the enquiries older than 12 months by default, or than the period the owner set', async () => {
    const backend = testBackend();
    const now = new Date('2026-11-27T12:00:00.000Z');
    await backend.createPublic(`${ENQUIRIES}/old`, sent('Old', '2025-11-20T10:00:00.000Z'));
    await backend.createPublic(`${ENQUIRIES}/months`, sent('Months', '2026-06-01T10:00:00.000Z'));
    await backend.createPublic(`${ENQUIRIES}/new`, sent('New', '2026-11-26T10:00:00.000Z'));
    expect(await removeExpiredEnquiries(backend.data, now)).toBe(1);
    expect((await stored(backend)).map((e) => e.id).sort()).toEqual(['months', 'new']);
    await backend.data.setDoc(enquirySettingsEntity.path, { retentionMonths: 3, rev: 1 });
    expect(await removeExpiredEnquiries(backend.data, now)).toBe(1);
    expect((await stored(backend)).map((e) => e.id)).toEqual(['new']);
  });

  it('exports CSV with every field quoted, and a visitor’s formula never runs in the owner’s spreadsheet', () => {
    const entry: EnquiryEntry = {
      ...sent('Ava', '2026-11-20T10:00:00.000Z', { phone: '+1 (480) 555-0100', message: '=HYPERLINK("http://x","Say \\"hi\\"")\nSecond line' }),
      id: 'a',
      forwarded: false,
      forwardError: 'Failed to send message. Please try again.',
    };
    expect(enquiriesCsv([entry]).split('\r\n')).toEqual([
      '"Sent","Name","Email","Phone","Message","Page","SMS consent","Forwarded","Handled"',
      '"2026-11-20T10:00:00.000Z","Ava","ava@example.com","+1 (480) 555-0100","\'=HYPERLINK(""http://x"",""Say \\""hi\\"""")\nSecond line","/contact","","no (Failed to send message. Please try again.)",""',
      '',
    ]);
  });
});
