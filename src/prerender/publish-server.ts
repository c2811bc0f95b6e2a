// POST /api/publish on the page function: the only way the published content is written on the Firebase build.
// The security rules refuse every client write of it (published content is derived, checked and indexed, beyond
// what rules can check), so the owner's browser asks this endpoint, naming the stored documents it changed: the
// function checks the owner's ID token, then publishes them with the same code and schemas as everywhere else (a
// malformed entry is left out, its neighbours published) and records the change in the site history in the same
// step. Apart from Firebase itself (page-function.ts wires the Admin SDK), so the same answers can be checked
// without any emulator.
import { publishChanges, type PublishIO } from '@/backend/published/publish-changes';
import { pageRules } from '@/backend/published/page-rules';
import { UNCACHED } from '@/lib/page-function-settings';
import type { MediaPort } from '@/backend/port';
import type { PageAnswer } from './page-server';

/** The claims of a verified ID token that matter here (the Admin SDK's DecodedIdToken has them). */
export interface VerifiedToken {
  uid: string;
  admin?: unknown;
}

export interface PublishServerOptions {
  /** Verifies a Firebase ID token and returns its claims; rejects when it is not valid (expired, forged, revoked). */
  verifyToken: (idToken: string) => Promise<VerifiedToken>;
  /** Reads and writes the stored and published documents (the Admin SDK's view: no security rules, no cache). */
  io: PublishIO;
  /** Where the copies visitors read of private photos are made and removed (Cloud Storage through the Admin SDK). */
  media?: MediaPort;
  /** Where a failure is reported (the owner gets its message too). */
  onError?: (message: string, error: unknown) => void;
  /** The clock a publish is dated by; the system's by default. */
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

/** The stored documents a publish names: `'all'`, or paths of documents (at most MAX_PATHS). */
const MAX_PATHS = 500;
function pathsOf(body: unknown): readonly string[] | 'all' | null {
  const paths = (body as { paths?: unknown } | null)?.paths;
  if (paths === 'all') return 'all';
  if (!Array.isArray(paths) || paths.length > MAX_PATHS) return null;
  return paths.every((p) => typeof p === 'string' && /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(p) && p.length <= 300) ? (paths as string[]) : null;
}

export function createPublishServer({ verifyToken, io, media, onError = () => undefined, now = () => new Date() }: PublishServerOptions) {
  // One publish at a time per instance (the transaction serializes them across instances): two saves in quick
  // succession are published in turn.
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const next = last.then(task, task);
    last = next.catch(() => undefined);
    return next;
  };

  /** `authorization` is the request's Authorization header; `body` its JSON (`{ paths, note }`). */
  return async function answer(method: string, authorization: string | undefined, body?: unknown): Promise<PageAnswer> {
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
    const paths = pathsOf(body);
    if (!paths) return json(400, { error: 'Name the stored documents to publish.' });
    const note = (body as { note?: unknown }).note;
    try {
      const result = await inTurn(() => publishChanges(io, paths, { now: now(), note: typeof note === 'string' ? note.slice(0, 300) : undefined, rules: pageRules, media }));
      if (result.skipped.length) onError(`Left out of the published content: ${result.skipped.join(', ')}`, null);
      return json(200, { lastGenerated: result.lastGenerated, changed: result.changed, skipped: result.skipped });
    } catch (error) {
      onError('Publishing failed', error);
      return json(500, { error: error instanceof Error ? error.message : String(error) });
    }
  };
}
