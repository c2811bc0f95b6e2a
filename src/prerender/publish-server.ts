// POST /api/publish on the page function: the only way templates/data is written on the Firebase build. The
// security rules refuse every client write of it (the snapshot nests every entity, far more than rules can check
// field by field), so the owner's browser asks this endpoint instead: it checks the owner's ID token, reads the
// stored documents, builds the snapshot with the same builder and schemas as everywhere else (a malformed item
// is left out, item by item) and writes it. Apart from Firebase itself (page-function.ts wires the Admin SDK),
// so the same answers can be checked without any emulator.
import { stripUndefined } from '@/backend/doc-ops';
import { buildSnapshot, type Snapshot, type SnapshotReader } from '@/backend/snapshot';
import { UNCACHED } from './page-function-settings';
import type { PageAnswer } from './page-server';

/** The claims of a verified ID token that matter here (the Admin SDK's DecodedIdToken has them). */
export interface VerifiedToken {
  uid: string;
  admin?: unknown;
}

export interface PublishServerOptions {
  /** Verifies a Firebase ID token and returns its claims; rejects when it is not valid (expired, forged, revoked). */
  verifyToken: (idToken: string) => Promise<VerifiedToken>;
  /** Reads the stored entity documents (the Admin SDK's view: no security rules, no cache). */
  reader: SnapshotReader;
  /** Writes the snapshot to templates/data, replacing what was there. */
  write: (snapshot: Snapshot) => Promise<void>;
  /** Where a failure is reported (the owner gets its message too). */
  onError?: (message: string, error: unknown) => void;
  /** The clock the snapshot is dated by; the system's by default. */
  now?: () => Date;
}

const json = (status: number, body: unknown, extra: Record<string, string> = {}): PageAnswer => ({
  status,
  // Never kept by Hosting's CDN or the browser: every answer is about one request.
  headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': UNCACHED, ...extra },
  body: JSON.stringify(body),
});

/** The token of an `Authorization: Bearer <token>` header, or null. */
function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match ? match[1]! : null;
}

export function createPublishServer({ verifyToken, reader, write, onError = () => undefined, now = () => new Date() }: PublishServerOptions) {
  // One publish at a time per instance: two saves in quick succession could otherwise write their snapshots in
  // the other order, leaving the older content published.
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const next = last.then(task, task);
    last = next.catch(() => undefined);
    return next;
  };

  /** `authorization` is the request's Authorization header. */
  return async function answer(method: string, authorization: string | undefined): Promise<PageAnswer> {
    if (method !== 'POST') return json(405, { error: 'Publish with POST.' }, { Allow: 'POST' });
    const token = bearerToken(authorization);
    const challenge = { 'WWW-Authenticate': 'Bearer' };
    if (!token) return json(401, { error: 'Sign in as the owner to publish: the request carried no sign-in token.' }, challenge);
    let claims: VerifiedToken;
    try {
      claims = await verifyToken(token);
    } catch (error) {
      onError('Publish refused: the ID token did not verify', error);
      return json(401, { error: 'Your sign-in is no longer valid: sign in again to publish.' }, challenge);
    }
    // The same owner test as the security rules: the custom claim the setup command gives the owner's account.
    if (claims.admin !== true) return json(403, { error: 'Only the site owner can publish: this account is not the owner.' });
    try {
      const snapshot = await inTurn(async () => {
        // Stored and answered alike: Firestore stores no undefined (an absent optional field), JSON sends none.
        const built = stripUndefined(await buildSnapshot(reader, now()));
        await write(built);
        return built;
      });
      return json(200, { snapshot });
    } catch (error) {
      onError('Publishing the snapshot failed', error);
      return json(500, { error: error instanceof Error ? error.message : String(error) });
    }
  };
}
