// @vitest-environment jsdom
// The owner's Enquiries page: newest first with everything the visitor sent, new ones marked and counted, marked
// handled, deleted to the trash with Undo, exported as CSV; how long they are kept is said, with a link to change it.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ENQUIRIES } from '@schemas/kit/owner-records';
import { BackendProvider } from '@/app/backend-context';
import EnquiriesPage from '@/admin/pages/enquiries-page';
import NewEnquiriesBadge from '@/admin/pages/new-enquiries-badge';
import { listTrash } from '@/backend/trash';
import { enquiryRecord } from '@/blocks/ui/send-enquiry';
import { renderAdminPage, testBackend } from '../support/admin-harness';

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
  // jsdom has no modal dialogs: the confirmation opens as a plain open dialog.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function inbox() {
  const backend = testBackend();
  const base = { email: 'ava@example.com', phone: '', page: '/contact' };
  await backend.createPublic(`${ENQUIRIES}/older`, enquiryRecord({ ...base, name: 'Ava Older', message: 'First message' }, new Date('2026-11-20T10:00:00.000Z')));
  await backend.createPublic(
    `${ENQUIRIES}/newer`,
    { ...enquiryRecord({ ...base, name: 'Bea Newer', phone: '480 555 0100', message: 'Second\nmessage', page: '/', smsConsent: 'By providing your phone number, you agree…' }, new Date('2026-11-26T10:00:00.000Z')), forwardError: 'Failed to send message. Please try again.' },
  );
  return backend;
}

describe('the Enquiries page', () => {
  it('lists enquiries newest first with contact details, message, page, SMS consent and whether each was forwarded', async () => {
    const backend = await inbox();
    renderAdminPage(<EnquiriesPage />, backend);
    const items = await screen.findAllByRole('listitem', { name: /^Enquiry from/ });
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Enquiry from Bea Newer', 'Enquiry from Ava Older']);
    const newer = within(items[0]!);
    expect(newer.getByRole('link', { name: '480 555 0100' }).getAttribute('href')).toBe('tel:4805550100');
    expect(newer.getByRole('link', { name: 'ava@example.com' }).getAttribute('href')).toBe('mailto:ava@example.com');
    expect(newer.getByText(/^Second/).textContent).toBe('Second\nmessage');
    expect(newer.getByText('Agreed to text messages')).toBeTruthy();
    expect(newer.getByText('Not forwarded: Failed to send message. Please try again.')).toBeTruthy();
    expect(within(items[1]!).getByText('Not given')).toBeTruthy();
    expect(screen.getByText(/2 new of 2\./)).toBeTruthy();
    // How long they are kept is the owner's setting (12 months unless she set another), with a link to it.
    expect(await screen.findByText(/Enquiries are kept for 12 months/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change how long they are kept' }).getAttribute('href')).toBe('/enquiry-settings');
  });

  it('counts new enquiries beside the sidebar entry, and marking one handled takes it off the count', async () => {
    const backend = await inbox();
    render(
      <BackendProvider backend={backend}>
        <NewEnquiriesBadge />
      </BackendProvider>,
    );
    await waitFor(() => expect(document.body.textContent).toBe('2 new'));
    cleanup();
    renderAdminPage(<EnquiriesPage />, backend);
    const [newer] = await screen.findAllByRole('listitem', { name: /^Enquiry from/ });
    fireEvent.click(within(newer!).getByRole('button', { name: 'Mark as handled' }));
    await within(newer!).findByRole('button', { name: 'Mark as new' });
    expect((await backend.data.getDoc(`${ENQUIRIES}/newer`))?.handledAt).toEqual(expect.any(String));
    cleanup();
    render(
      <BackendProvider backend={backend}>
        <NewEnquiriesBadge />
      </BackendProvider>,
    );
    await waitFor(() => expect(document.body.textContent).toBe('1 new'));
  });

  it('deletes an enquiry to the trash after asking, with Undo', async () => {
    const backend = await inbox();
    renderAdminPage(<EnquiriesPage />, backend);
    const [newer] = await screen.findAllByRole('listitem', { name: /^Enquiry from/ });
    fireEvent.click(within(newer!).getByRole('button', { name: 'Delete the enquiry from Bea Newer' }));
    expect(await screen.findByText('Are you sure you want to delete this enquiry?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Enquiry moved to the trash.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('listitem', { name: /^Enquiry from/ })).toHaveLength(1));
    expect((await listTrash(backend)).map((t) => t.title)).toEqual(['Enquiry from Bea Newer']);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getAllByRole('listitem', { name: /^Enquiry from/ })).toHaveLength(2));
  });

  it('exports the enquiries as a CSV file', async () => {
    const backend = await inbox();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:enquiries'));
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAdminPage(<EnquiriesPage />, backend);
    await screen.findAllByRole('listitem', { name: /^Enquiry from/ });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const lines = (await blobs[0]!.text()).split('\r\n');
    expect(lines[0]).toBe('"Sent","Name","Email","Phone","Message","Page","SMS consent","Forwarded","Handled"');
    expect(lines.slice(1, 3).map((l) => l.split(',')[1])).toEqual(['"Bea Newer"', '"Ava Older"']);
  });
});
