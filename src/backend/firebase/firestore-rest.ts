// One read of a publicly readable Firestore document over the REST API: a few hundred bytes of code
// instead of the realtime SDK, so public pages paint before the SDK is loaded.
import { BackendError, type DocData } from '../port';

type RestValue =
  | { stringValue: string }
  | { integerValue: string }
  | { doubleValue: number }
  | { booleanValue: boolean }
  | { nullValue: null }
  | { timestampValue: string }
  | { mapValue: { fields?: Record<string, RestValue> } }
  | { arrayValue: { values?: RestValue[] } }
  | Record<string, unknown>;

/** Decode Firestore's typed JSON into plain values, as the SDK's data() would give them. */
export function decodeValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return value.timestampValue;
  if ('mapValue' in value) return decodeFields((value.mapValue as { fields?: Record<string, RestValue> }).fields);
  if ('arrayValue' in value) return ((value.arrayValue as { values?: RestValue[] }).values ?? []).map(decodeValue);
  return null;
}

export function decodeFields(fields: Record<string, RestValue> | undefined): DocData {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([k, v]) => [k, decodeValue(v)]));
}

export async function readDocumentRest(options: { projectId: string; apiKey: string; emulator?: string }, path: string): Promise<DocData | null> {
  const origin = options.emulator ? `http://${options.emulator}` : 'https://firestore.googleapis.com';
  const url = `${origin}/v1/projects/${options.projectId}/databases/(default)/documents/${path.split('/').map(encodeURIComponent).join('/')}?key=${encodeURIComponent(options.apiKey)}`;
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new BackendError('unavailable', String(error));
  }
  if (response.status === 404) return null;
  if (response.status === 403) throw new BackendError('permission-denied', `Reading ${path} is not allowed`);
  if (!response.ok) throw new BackendError('unavailable', `Reading ${path} failed with ${response.status}`);
  return decodeFields(((await response.json()) as { fields?: Record<string, RestValue> }).fields);
}

/**
 * Every document of a publicly readable collection (ids and data), a page of them per request; no API key needed
 * (a browser key may be restricted to the site's addresses). `signal` gives up (a build offline).
 */
export async function listDocumentsRest(
  options: { projectId: string; emulator?: string; signal?: AbortSignal },
  collection: string,
): Promise<Array<{ id: string; data: DocData }>> {
  const origin = options.emulator ? `http://${options.emulator}` : 'https://firestore.googleapis.com';
  const url = `${origin}/v1/projects/${options.projectId}/databases/(default)/documents/${collection.split('/').map(encodeURIComponent).join('/')}`;
  const found: Array<{ id: string; data: DocData }> = [];
  let pageToken = '';
  do {
    const query = new URLSearchParams({ pageSize: '300', ...(pageToken ? { pageToken } : {}) });
    const response = await fetch(`${url}?${query}`, { signal: options.signal });
    if (!response.ok) throw new BackendError(response.status === 403 ? 'permission-denied' : 'unavailable', `Listing ${collection} failed with ${response.status}: ${await response.text()}`);
    const page = (await response.json()) as { documents?: Array<{ name: string; fields?: Record<string, RestValue> }>; nextPageToken?: string };
    for (const doc of page.documents ?? []) found.push({ id: doc.name.slice(doc.name.lastIndexOf('/') + 1), data: decodeFields(doc.fields) });
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return found;
}
