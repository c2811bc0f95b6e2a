import { describe, expect, it } from 'vitest';
import { decodeFields } from '@/backend/firebase/firestore-rest';

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
