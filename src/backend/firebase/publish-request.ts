// The owner's publish on Firebase: a POST to the page function's publish endpoint with the owner's ID token and the
// stored documents that changed. The security rules let no client write the published content; the function
// checks, writes and records it.
import { BackendError } from '../port';

export interface PublishRequestOptions {
  /** The endpoint's address (the site's own /api/publish by default). */
  url: string;
  /** The signed-in user's ID token, or null when nobody is signed in. */
  idToken: () => Promise<string | null>;
  /** Whether the device has a connection. */
  online: () => boolean;
  /**
   * Resolves once the writes this device keeps until the connection is back have reached the server: the
   * function publishes what the server holds, so it must not be asked before they arrive.
   */
  whenSent: () => Promise<unknown>;
  fetch?: typeof fetch;
}

/** The endpoint's own explanation (`{ error }`), else the status text. */
async function reasonOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error.replace(/\.$/, '');
  } catch {
    // Not JSON (a proxy's or Hosting's own error page).
  }
  return response.statusText || 'no explanation given';
}

const CODES: Record<number, ConstructorParameters<typeof BackendError>[0]> = { 400: 'invalid-argument', 401: 'unauthenticated', 403: 'permission-denied', 404: 'not-found' };

/** What the server answers a publish with. */
export interface PublishAnswer {
  lastGenerated: string;
  changed: boolean;
  /** Stored documents left out because they do not match their form. */
  skipped: string[];
}

/** Asks the server to publish `paths`; resolves with what it published, or rejects with a message for the owner. */
export async function requestPublish(
  { url, idToken, online, whenSent, fetch: send = fetch }: PublishRequestOptions,
  paths: readonly string[] | 'all',
  note?: string,
): Promise<PublishAnswer> {
  if (!online()) throw new BackendError('unavailable', 'This device is offline: the site is published when the connection is back');
  // The owner first: Firestore keeps a device's unsent writes per signed-in user, so until sign-in is restored
  // after a reload it would see none of hers to wait for.
  const token = await idToken();
  if (!token) throw new BackendError('unauthenticated', 'Sign in again to publish: nobody is signed in on this device');
  await whenSent();
  let response: Response;
  try {
    response = await send(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ paths, ...(note ? { note } : {}) }),
      cache: 'no-store',
    });
  } catch (error) {
    throw new BackendError('unavailable', `The publishing service could not be reached (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!response.ok) {
    const reason = await reasonOf(response);
    const code = CODES[response.status] ?? ([502, 503, 504].includes(response.status) ? 'unavailable' : 'unknown');
    throw new BackendError(code, `${reason} (publishing answered ${response.status})`);
  }
  const body = (await response.json().catch(() => null)) as Partial<PublishAnswer> | null;
  if (typeof body?.lastGenerated !== 'string') throw new BackendError('unknown', 'The publishing service answered without saying what it published');
  const skipped = Array.isArray(body.skipped) ? body.skipped.filter((p): p is string => typeof p === 'string') : [];
  return { lastGenerated: body.lastGenerated, changed: body.changed === true, skipped };
}
