import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeFields, listDocumentsRest } from '@/backend/firebase/firestore-rest';

describe('decoding a Firestore REST document', () => {
  it('turns typed values into the plain data the SDK would give, nested maps and lists included', () => {
    const fields = {
      name: { stringValue: 'Lumière Med Spa' },
      order: { integerValue: '3' },
      rating: { doubleValue: 4.9 },
      maintenanceMode: { booleanValue: false },
      suite: { nullValue: null },
      lastGenerated: { timestampValue: '2026-11-22T07:00:00Z' },
      images: { mapValue: { fields: { logo: { stringValue: '/demo/logo.svg' } } } },
      benefits: { arrayValue: { values: [{ stringValue: 'Smoother skin' }, { stringValue: 'No downtime' }] } },
      empty: { arrayValue: {} },
      emptyMap: { mapValue: {} },
    };
    expect(decodeFields(fields)).toEqual({
      name: 'Lumière Med Spa',
      order: 3,
      rating: 4.9,
      maintenanceMode: false,
      suite: null,
      lastGenerated: '2026-11-22T07:00:00Z',
      images: { logo: '/demo/logo.svg' },
      benefits: ['Smoother skin', 'No downtime'],
      empty: [],
      emptyMap: {},
    });
  });
});

describe('listing a publicly readable collection over the REST API', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the pages of the listing and gives each document its id and plain data', async () => {
    const asked: string[] = [];
    const name = (id: string) => `projects/demo-site/databases/(default)/documents/published/treatments/items/${id}`;
    const pages: Record<string, unknown> = {
      '': { documents: [{ name: name('botox'), fields: { v: { stringValue: '2026-01-01' } } }], nextPageToken: 'second' },
      second: { documents: [{ name: name('filler'), fields: { v: { stringValue: '2026-01-02' } } }] },
    };
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(pages[new URL(url).searchParams.get('pageToken') ?? '']), { status: 200 });
    });
    const docs = await listDocumentsRest({ projectId: 'demo-site', emulator: '127.0.0.1:8080' }, 'published/treatments/items');
    expect(docs).toEqual([
      { id: 'botox', data: { v: '2026-01-01' } },
      { id: 'filler', data: { v: '2026-01-02' } },
    ]);
    expect(asked).toEqual([
      'http://127.0.0.1:8080/v1/projects/demo-site/databases/(default)/documents/published/treatments/items?pageSize=300',
      'http://127.0.0.1:8080/v1/projects/demo-site/databases/(default)/documents/published/treatments/items?pageSize=300&pageToken=second',
    ]);
  });

  it('fails, saying why, when the listing is refused', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"error":{"status":"PERMISSION_DENIED"}}', { status: 403 }));
    await expect(listDocumentsRest({ projectId: 'demo-site' }, 'published')).rejects.toThrow(/Listing published failed with 403/);
  });
});
