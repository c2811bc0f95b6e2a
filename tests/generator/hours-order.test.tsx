// @vitest-environment jsdom
// Business hours refuse a closing time before the opening time with a clear error at that day's Closing Time,
// keeping what was typed; a closed day's times do not count. Holiday dates list in calendar order.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { businessHoursEntity } from '@schemas/singletons/business-hours';
import { demoContent } from '@/backend/demo/demo-content';
import { DocumentEditor } from '@/admin/generator/document-editor';
import { CollectionEditor } from '@/admin/generator/collection-editor';
import { specialHoursEntity } from '@schemas/collections/special-hours';
import { renderAdminPage, testBackend } from '../support/admin-harness';

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

describe('business hours', () => {
  it('say at the closing time that it must be after the opening time, and store nothing', async () => {
    const backend = testBackend();
    const stored = demoContent()['settings/business-hours']!;
    await backend.data.setDoc('settings/business-hours', stored);
    renderAdminPage(<DocumentEditor entity={businessHoursEntity} />, backend);
    const tuesdayOpen = (await screen.findByLabelText('Opening Time', { selector: '#business-hours-field-tuesday-open' })) as HTMLInputElement;
    const tuesdayClose = document.getElementById('business-hours-field-tuesday-close') as HTMLInputElement;
    await waitFor(() => expect(tuesdayOpen.value).not.toBe(''));
    fireEvent.change(tuesdayOpen, { target: { value: '17:00' } });
    fireEvent.change(tuesdayClose, { target: { value: '09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const message = await screen.findByText('Closing time must be after opening time');
    // Shown with the Tuesday closing time, which is marked invalid and keeps what was typed.
    expect(tuesdayClose.getAttribute('aria-invalid')).toBe('true');
    expect(tuesdayClose.getAttribute('aria-describedby') ?? '').toContain(message.id);
    expect([tuesdayOpen.value, tuesdayClose.value]).toEqual(['17:00', '09:00']);
    expect(((await backend.data.getDoc('settings/business-hours')) as Record<string, unknown>).tuesday).toEqual(stored.tuesday);
  });
});

describe('holiday hours', () => {
  it('list dates in calendar order, a closed one saying so and an open one with its times', async () => {
    const backend = testBackend();
    await backend.data.setDoc('special-hours/b', { date: '2026-12-25', isClosed: true, note: 'Christmas Day', rev: 1 });
    await backend.data.setDoc('special-hours/a', { date: '2026-12-24', isClosed: false, open: '10:00', close: '14:00', note: 'Christmas Eve', rev: 1 });
    renderAdminPage(<CollectionEditor entity={specialHoursEntity} />, backend);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['2026-12-24', '2026-12-25']));
    const [eve, day] = screen.getAllByRole('listitem').filter((li) => li.querySelector('h3'));
    expect(eve!.textContent).toContain('Opening Time: 10:00');
    expect(eve!.textContent).not.toContain('Closed all day');
    expect(day!.textContent).toContain('Closed all day');
    expect(day!.textContent).not.toContain('Opening Time');
  });
});
