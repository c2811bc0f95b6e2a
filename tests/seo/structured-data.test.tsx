// @vitest-environment jsdom
// The search listing's structured data is valid schema.org: every type and property the site emits is checked
// against schema.org's definitions (tests/seo/schema-org.ts), with and without the optional parts.
import { describe, expect, it } from 'vitest';
import { structuredData } from '@/prerender/structured-data';
import type { Snapshot } from '@/backend/snapshot';
import { pageOf } from '../support/published';
import { schemaOrgProblems } from './schema-org';

type Mutable = Snapshot & {
  businessInfo: Record<string, unknown>;
  businessHours: Record<string, { isClosed: boolean; open: string; close: string }> | null;
  specialHours: unknown[];
};

const TODAY = '2026-11-23';

/** What the home page shows, published from the demo content, with `change` made to it. */
async function content(change: (s: Mutable) => void = () => undefined): Promise<Snapshot> {
  const home = (await pageOf('/', undefined, TODAY)) as unknown as Mutable;
  change(home);
  return home;
}

describe('the structured data', () => {
  it('is valid schema.org for the demo content’s home page, with every service offered and the three sample procedures', async () => {
    const json = structuredData(await content(), 'https://lumiere.example/', TODAY)!;
    expect(schemaOrgProblems(json)).toEqual([]);
    expect(json['@type']).toBe('MedicalClinic');
    expect(json.availableService.map((s) => s.name)).toEqual(['Botox injections', 'Dermal fillers', 'Laser hair removal']);
    const offered = json.hasOfferCatalog!.itemListElement.map((o) => o.itemOffered.name);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).toContain('Botox & Neurotoxins');
    // Without a booking address there is no booking action, and without holiday dates no special hours.
    expect(json).not.toHaveProperty('potentialAction');
    expect(json).not.toHaveProperty('specialOpeningHoursSpecification');
  });

  it('carries the booking action and the coming holiday hours, still valid schema.org', async () => {
    const home = await content((s) => {
      s.businessInfo.bookingUrl = 'https://book.example.com/lumiere';
      s.specialHours = [
        { id: 'past', date: '2026-11-01', isClosed: true, note: 'Staff training' },
        { id: 'xmas-eve', date: '2026-12-24', isClosed: false, open: '10:00', close: '14:00', note: 'Christmas Eve' },
        { id: 'xmas', date: '2026-12-25', isClosed: true, note: 'Christmas Day' },
      ];
    });
    const json = structuredData(home, 'https://lumiere.example/', TODAY)!;
    expect(schemaOrgProblems(json)).toEqual([]);
    expect(json.potentialAction).toEqual({
      '@type': 'ReserveAction',
      name: 'Book an appointment',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://book.example.com/lumiere', actionPlatform: ['https://schema.org/DesktopWebPlatform', 'https://schema.org/MobileWebPlatform'] },
    });
    expect(json.specialOpeningHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-24', opens: '10:00', closes: '14:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-25', validThrough: '2026-12-25', opens: '00:00', closes: '00:00' },
    ]);
  });

  it('names the stored opening hours of each open day, and Tuesday to Saturday, 09:00 to 18:00, when none are stored', async () => {
    const edited = await content((s) => {
      s.businessHours!.monday = { isClosed: false, open: '10:00', close: '16:00' };
    });
    const json = structuredData(edited, 'https://lumiere.example/', TODAY)!;
    expect(schemaOrgProblems(json)).toEqual([]);
    expect(json.openingHoursSpecification[0]).toEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday', opens: '10:00', closes: '16:00' });
    const none = structuredData(await content((s) => void (s.businessHours = null)), 'https://lumiere.example/', TODAY)!;
    expect(none.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '09:00', closes: '18:00' },
    ]);
  });

  it('is reported invalid by the checker when a type or property is not schema.org’s', () => {
    expect(schemaOrgProblems({ '@context': 'https://schema.org', '@type': 'MedicalBusiness', availableService: [{ '@type': 'MedicalProcedure', name: 'Botox' }] })).toEqual([
      '$.availableService: not a property of MedicalBusiness',
    ]);
    expect(schemaOrgProblems({ '@context': 'https://schema.org', '@type': 'MedSpa' })).toEqual(['$: unknown @type "MedSpa"']);
    expect(
      schemaOrgProblems({ '@context': 'https://schema.org', '@type': 'MedicalClinic', openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'Funday', opens: '9am' }] }),
    ).toEqual(['$.openingHoursSpecification[0].dayOfWeek: "Funday" is not a DayOfWeek', '$.openingHoursSpecification[0].opens: "9am" is not a Time']);
    expect(schemaOrgProblems({ '@context': 'https://schema.org', '@type': 'MedicalClinic', potentialAction: { '@type': 'PostalAddress' } })).toEqual([
      '$.potentialAction: a "PostalAddress" where Action is expected',
    ]);
  });
});
