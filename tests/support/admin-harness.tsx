// What a jsdom test of an admin page needs: a local backend of its own and the providers the admin gives pages.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BackendProvider } from '@/app/backend-context';
import { createLocalBackend } from '@/backend/local/local-backend';
import type { Backend } from '@/backend/port';
import { ToastProvider } from '@/components/ui/toast';
import { DialogProvider } from '@/components/ui/confirm';

let channel = 0;

/**
 * An empty local backend in its own in-memory IndexedDB; `fail` makes writes under a path fail, as localStorage
 * "medspa:fail" does in the browser.
 */
export function testBackend(fail?: string): Backend {
  const store = new Map<string, string>(fail ? [['medspa:fail', fail]] : []);
  const sessionStore = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
  return createLocalBackend({ indexedDB: new IDBFactory(), channelName: `admin-test-${++channel}`, adminEmail: 'owner@example.com', adminPassword: 'x', sessionStore });
}

/** Render an admin page at `/` with the backend, toasts and dialogs the admin provides. */
export function renderAdminPage(page: ReactElement, backend: Backend) {
  const router = createMemoryRouter([{ path: '/', element: page }]);
  return render(
    <BackendProvider backend={backend}>
      <ToastProvider>
        <DialogProvider>
          <RouterProvider router={router} />
        </DialogProvider>
      </ToastProvider>
    </BackendProvider>,
  );
}
