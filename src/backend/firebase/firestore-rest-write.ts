// Writes a visitor may make over Firestore's REST API (her enquiry from the contact form): a few hundred bytes
// loaded on submit, instead of the realtime SDK. The security rules decide what such a write may hold.
import { BackendError, splitDocPath, type DocData } from '../port';

export interface RestTarget {
  projectId: string;
  apiKey: string;
  /** "host:port" of the emulator, when used. */
  emulator?: string;
}

type Encoded = { stringValue: string } | { integerValue: string } | { doubleValue: number } | { booleanValue: boolean } | { nullValue: null } | { arrayValue: { values: Encoded[] } } | { mapValue: { fields: Record<string, Encoded> } };

/** Firestore's typed JSON for a plain value (undefined fields are left out, as the SDK leaves them out). */
export function encodeValue(value: unknown): Encoded {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encodeValue) } };
  if (typeof value === 'object') return { mapValue: { fields: encodeFields(value as DocData) } };
  throw new BackendError('invalid-argument', `Cannot store a ${typeof value}`);
}

export function encodeFields(data: DocData): Record<string, Encoded> {
  return Object.fromEntries(Object.entries(data).flatMap(([k, v]) => (v === undefined ? [] : [[k, encodeValue(v)]])));
}

const base = (t: RestTarget) => `${t.emulator ? `http://${t.emulator}` : 'https://firestore.googleapis.com'}/v1/projects/${t.projectId}/databases/(default)/documents`;
const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

async function send(url: string, init: RequestInit, what: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { 'content-type': 'application/json' } });
  } catch (error) {
    throw new BackendError('unavailable', String(error));
  }
  if (response.status === 403) throw new BackendError('permission-denied', `${what} is not allowed`);
  return response;
}

/** Create the document at `path` unless one is stored there: 'exists' then. */
export async function createDocumentRest(target: RestTarget, path: string, data: DocData): Promise<'created' | 'exists'> {
  const { parent, id } = splitDocPath(path);
  const url = `${base(target)}/${encodePath(parent)}?documentId=${encodeURIComponent(id)}&key=${encodeURIComponent(target.apiKey)}`;
  const response = await send(url, { method: 'POST', body: JSON.stringify({ fields: encodeFields(data) }) }, `Creating ${path}`);
  if (response.status === 409) return 'exists';
  if (!response.ok) throw new BackendError('unavailable', `Creating ${path} failed with ${response.status}`);
  return 'created';
}

/** Change the given fields of the stored document at `path` (refused when none is stored there). */
export async function updateDocumentRest(target: RestTarget, path: string, data: DocData): Promise<void> {
  const mask = Object.keys(data).map((k) => `updateMask.fieldPaths=${encodeURIComponent(k)}`).join('&');
  const url = `${base(target)}/${encodePath(path)}?${mask}&currentDocument.exists=true&key=${encodeURIComponent(target.apiKey)}`;
  const response = await send(url, { method: 'PATCH', body: JSON.stringify({ fields: encodeFields(data) }) }, `Updating ${path}`);
  if (response.status === 404) throw new BackendError('not-found', `${path} is not stored`);
  if (!response.ok) throw new BackendError('unavailable', `Updating ${path} failed with ${response.status}`);
}
