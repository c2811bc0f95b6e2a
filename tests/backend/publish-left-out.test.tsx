// @vitest-environment jsdom
// A publish that leaves stored entries out (they do not match their form) publishes the rest; the owner is told
// which, on the page where she works, with a link to the page that says what is wrong, until a publish leaves
// nothing out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PublishIndicator, PublishLeftOutNotice, PublishStatusProvider } from '@/admin/shell/publish-status';
import { SaveButton } from '../support/save-button';

afterEach(() => {
  cleanup();
  localStorage.clear();
});


const pageOf = (path: string) => (path.startsWith('treatments/') ? { href: '/admin/dashboard/treatments', label: 'Treatments' } : undefined);

describe('entries a publish left out', () => {
  it('are named with a link to fix them, the rest being live, until a publish leaves nothing out', async () => {
    const answers: string[][] = [['treatments/broken-entry', 'stray/doc'], []];
    const publish = vi.fn(async () => answers.shift());
    render(
      <MemoryRouter>
        <PublishStatusProvider publish={publish}>
          <PublishIndicator />
          <PublishLeftOutNotice pageOf={pageOf} />
          <SaveButton />
        </PublishStatusProvider>
      </MemoryRouter>,
    );
    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    const notice = screen.getAllByRole('status').find((s) => s.textContent?.includes('left off the site'))!;
    expect(notice.textContent).toContain('Your changes are live, except 2 stored entries that do not match their form and were left off the site:');
    expect(within(notice).getByText('treatments/broken-entry')).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'See what is wrong in Treatments' }).getAttribute('href')).toBe('/admin/dashboard/treatments');
    // A document of no page is still named.
    expect(within(notice).getByText('stray/doc')).toBeTruthy();
    expect(within(notice).getAllByRole('link')).toHaveLength(1);

    await act(async () => screen.getByRole('button', { name: 'Save' }).click());
    expect(publish).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Live']);
  });
});
