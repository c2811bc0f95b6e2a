// @vitest-environment jsdom
// A message leaves the screen on its own after its time; one still showing when its page goes (the owner moved on,
// a test ended) leaves no timer behind that would update a page no longer there.
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { ToastProvider, useToast } from '@/components/ui/toast';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Saves({ text }: { text: string }) {
  const toast = useToast();
  useEffect(() => toast.success(text), [toast, text]);
  return null;
}

it('shows a success message for its time, and leaves no timer running once its page is gone', () => {
  vi.useFakeTimers();
  const page = render(
    <ToastProvider>
      <Saves text="Treatment updated successfully!" />
    </ToastProvider>,
  );
  expect(screen.getByRole('status').textContent).toContain('Treatment updated successfully!');
  act(() => vi.advanceTimersByTime(4000));
  expect(screen.getByRole('status').textContent).not.toContain('Treatment updated successfully!');

  page.rerender(
    <ToastProvider>
      <Saves text="Category added successfully!" />
    </ToastProvider>,
  );
  expect(vi.getTimerCount()).toBe(1);
  page.unmount();
  expect(vi.getTimerCount()).toBe(0);
});
