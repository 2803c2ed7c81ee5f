import { describe, expect, it } from 'vitest';
import { localDate } from './local-date';

describe('localDate', () => {
  it("gives the zone's calendar date of an instant", () => {
    const instant = new Date('2026-03-01T22:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-03-01');
    expect(localDate(instant, 'Africa/Addis_Ababa')).toBe('2026-03-02');
  });
});
