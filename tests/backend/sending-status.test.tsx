// @vitest-environment jsdom
// What the admin says about saves made offline on Firebase: waiting on this device, sent (and when), refused.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createOfflineQueue } from '@/backend/firebase/offline-queue';
import { REFUSED, SendingStatus, SLOW } from '@/admin/safety/sending-status';

afterEach(cleanup);

function pending() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the admin’s word on saves made offline', () => {
  it('says a save is kept on this device and will be sent, then says when it was sent', async () => {
    const queue = createOfflineQueue();
    render(<SendingStatus sending={queue.status} />);
    expect(screen.getByRole('status').textContent).toBe('');
    const first = pending();
    const second = pending();
    act(() => {
      queue.track(first.promise);
      queue.track(second.promise);
    });
    expect(screen.getByRole('status').textContent).toContain('Saved on this device: 2 changes will be sent when the connection is back.');
    await act(async () => first.resolve());
    expect(screen.getByRole('status').textContent).toContain('1 change will be sent');
    await act(async () => second.resolve());
    expect(screen.getByRole('status').textContent).toMatch(/^Your changes made offline were sent at .+\.Dismiss$/);
    expect(await queue.status.whenSent()).toBe(true);
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says so when a save made offline is refused on arrival, and keeps no “sent” message for it', async () => {
    const queue = createOfflineQueue();
    render(<SendingStatus sending={queue.status} />);
    const save = pending();
    act(() => queue.track(save.promise));
    const told = queue.status.whenSent();
    await act(async () => save.reject(new Error('permission-denied')));
    expect(await told).toBe(false);
    expect(screen.getByRole('alert').textContent).toContain(REFUSED);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says a save the server has not answered for a while is still under way, and stops saying so once it ends', async () => {
    const queue = createOfflineQueue();
    render(<SendingStatus sending={queue.status} />);
    const quick = pending();
    const frozen = pending();
    act(() => {
      queue.watch(quick.promise, 50);
      queue.watch(frozen.promise, 50);
    });
    // Answered in time: never reported.
    await act(async () => quick.resolve());
    await act(() => new Promise((r) => setTimeout(r, 80)));
    expect(screen.getByRole('status').textContent).toBe(SLOW(1));
    // It ends (here refused, as a stale revision would be): the form says what happened; this line goes.
    await act(async () => frozen.reject(new Error('permission-denied')));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(queue.status.current().slow).toBe(0);
  });
});

