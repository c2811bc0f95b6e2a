// @vitest-environment jsdom
// The shell's status says what is true, the most pressing first: not published, publishing, unsaved changes in a
// form on the page, the site in maintenance, else live.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { PublishIndicator, PublishStatusProvider } from '@/admin/shell/publish-status';
import { addLeaveGuard } from '@/lib/leave-guard';
import { SaveButton } from '../support/save-button';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const status = () => screen.getByRole('status').textContent;

describe('the status in the admin’s shell', () => {
  it('says Live, Unsaved changes while a form differs from what is stored, and Maintenance on while visitors see the maintenance page', async () => {
    const { rerender } = render(
      <PublishStatusProvider publish={async () => undefined}>
        <PublishIndicator />
      </PublishStatusProvider>,
    );
    expect(status()).toBe('Live');
    // A form with changes registers its leave guard; saving or discarding removes it.
    let removeGuard = () => undefined as void;
    act(() => void (removeGuard = addLeaveGuard(async () => true)));
    expect(status()).toBe('Unsaved changes');
    act(() => removeGuard());
    expect(status()).toBe('Live');

    rerender(
      <PublishStatusProvider publish={async () => undefined}>
        <PublishIndicator maintenance />
      </PublishStatusProvider>,
    );
    expect(status()).toBe('Maintenance on');
    act(() => void (removeGuard = addLeaveGuard(async () => true)));
    expect(status()).toBe('Unsaved changes');
    act(() => removeGuard());
  });

  it('puts a publish under way and a failed one first', async () => {
    let finish: () => void = () => undefined;
    let fail = false;
    const publish = vi.fn(() => new Promise<void>((resolve, reject) => (finish = () => (fail ? reject(new Error('the publishing service could not be reached')) : resolve()))));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const removeGuard = addLeaveGuard(async () => true);
    render(
      <PublishStatusProvider publish={publish}>
        <PublishIndicator maintenance />
        <SaveButton />
      </PublishStatusProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    expect(status()).toBe('Publishing…');
    fail = true;
    await act(async () => finish());
    expect(status()).toBe('Not published');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    removeGuard();
  });
});
