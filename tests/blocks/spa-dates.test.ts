// The spa's calendar date: with Intl, and from the offset span a rendered page carries, which must agree at every
// moment inside the span, across daylight-saving changes too.
import { describe, expect, it } from 'vitest';
import { dateIn, dateInSpan, offsetSpanAt, utcOffsetMinutes } from '@schemas/kit/dates';

const iso = (t: number) => new Date(t).toISOString();

describe("the spa's date from a carried UTC offset", () => {
  it('reads a zone’s offset from UTC, with and without daylight saving', () => {
    expect(utcOffsetMinutes('America/Phoenix', new Date('2026-07-01T12:00:00Z'))).toBe(-420);
    expect(utcOffsetMinutes('America/New_York', new Date('2026-07-01T12:00:00Z'))).toBe(-240);
    expect(utcOffsetMinutes('America/New_York', new Date('2026-12-01T12:00:00Z'))).toBe(-300);
    expect(utcOffsetMinutes('Asia/Kolkata', new Date('2026-12-01T12:00:00Z'))).toBe(330);
  });

  it('finds the span between two daylight-saving changes to the minute', () => {
    // New York: summer time 2026-03-08 07:00 UTC to 2026-11-01 06:00 UTC.
    const summer = offsetSpanAt('America/New_York', new Date('2026-07-01T12:00:00Z'));
    expect(summer.offset).toBe(-240);
    expect(iso(summer.since)).toBe('2026-03-08T07:00:00.000Z');
    expect(iso(summer.until)).toBe('2026-11-01T06:00:00.000Z');
    const winter = offsetSpanAt('America/New_York', new Date('2026-11-26T10:00:00Z'));
    expect(winter.offset).toBe(-300);
    expect(iso(winter.since)).toBe('2026-11-01T06:00:00.000Z');
    expect(iso(winter.until)).toBe('2027-03-14T07:00:00.000Z');
  });

  it('gives the same date as Intl at every moment inside the span, and none outside it', () => {
    for (const [zone, at] of [
      ['America/New_York', '2026-11-26T10:00:00Z'],
      ['America/Phoenix', '2026-11-26T10:00:00Z'],
      ['Europe/London', '2026-03-29T00:30:00Z'],
      ['Australia/Sydney', '2026-10-04T12:00:00Z'],
    ] as const) {
      const span = offsetSpanAt(zone, new Date(at));
      // Every hour of the span, its first and last minute included.
      for (let t = span.since; t < span.until; t += 3_600_000) expect(dateInSpan(span, new Date(t)), `${zone} ${iso(t)}`).toBe(dateIn(zone, new Date(t)));
      expect(dateInSpan(span, new Date(span.until - 60_000))).toBe(dateIn(zone, new Date(span.until - 60_000)));
      expect(dateInSpan(span, new Date(span.until))).toBeNull();
      expect(dateInSpan(span, new Date(span.since - 1))).toBeNull();
    }
  });
});
