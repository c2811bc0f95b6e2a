// @vitest-environment jsdom
// Offline, a publish on Firebase fails (it needs the server): the admin says so, and publishes again by itself
// when the browser is back online.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { BackendError } from '@/backend/port';
import { PublishFailureNotice, PublishIndicator, PublishStatusProvider } from '@/admin/shell/publish-status';
import { SaveButton } from '../support/save-button';

afterEach(() => {
  cleanup();
  localStorage.clear();
});


/** The admin's status opened again, in a browser that remembers the last publish failed. */
async function openAfterReload() {
  localStorage.setItem('medspa:publish-failed', 'this device is offline; publishing is tried again when the connection is back');
  const publish = vi.fn(async () => undefined);
  await act(async () => {
    render(
      <PublishStatusProvider publish={publish}>
        <PublishIndicator />
      </PublishStatusProvider>,
    );
  });
  return publish;
}

describe('publishing when the connection comes back', () => {
  it('says the site was not updated while offline, then publishes by itself once the browser is online', async () => {
    let online = false;
    const publish = vi.fn(async () => {
      if (!online) throw new BackendError('unavailable', 'This device is offline: the site is published when the connection is back');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PublishStatusProvider publish={publish}>
        <PublishIndicator />
        <PublishFailureNotice />
        <SaveButton />
      </PublishStatusProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByRole('alert').textContent).toContain(
      'Your changes are saved, but the public site was not updated: this device is offline; publishing is tried again when the connection is back.',
    );
    expect(screen.getByRole('status').textContent).toBe('Not published');

    online = true;
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(publish).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toBe('Live');
    expect(screen.queryByRole('alert')).toBeNull();

    // Once up to date, coming online again publishes nothing more.
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(publish).toHaveBeenCalledTimes(2);
  });

  it('also after a reload, when this browser remembers that the last publish failed: at once when the page opens online', async () => {
    const publish = await openAfterReload();
    expect(publish).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Live');
    expect(localStorage.getItem('medspa:publish-failed')).toBeNull();
  });

  it('after a reload offline, waits for the connection', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const publish = await openAfterReload();
    expect(publish).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Not published');
    onLine.mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(publish).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Live');
    onLine.mockRestore();
  });
});
