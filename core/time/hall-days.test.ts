import { describe, expect, it } from 'vitest';
import { endOfHallDate, hallDateTimeFormatter, lastHallDays, startOfHallDate } from './hall-days';

describe('startOfHallDate / endOfHallDate', () => {
  it('finds local midnight east and west of UTC and far from it', () => {
    expect(startOfHallDate('2026-03-10', 'Africa/Addis_Ababa').toISOString()).toBe(
      '2026-03-09T21:00:00.000Z',
    );
    expect(endOfHallDate('2026-03-10', 'Africa/Addis_Ababa').toISOString()).toBe(
      '2026-03-10T21:00:00.000Z',
    );
    expect(startOfHallDate('2026-03-10', 'Pacific/Kiritimati').toISOString()).toBe(
      '2026-03-09T10:00:00.000Z',
    );
    expect(startOfHallDate('2026-03-10', 'Pacific/Pago_Pago').toISOString()).toBe(
      '2026-03-10T11:00:00.000Z',
    );
  });

  it('gives a 23-hour day when clocks go forward', () => {
    const start = startOfHallDate('2026-03-08', 'America/New_York');
    const end = endOfHallDate('2026-03-08', 'America/New_York');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
  });
});

describe('lastHallDays', () => {
  it('lists seven days ending today, in the hall time zone', () => {
    // 22:30 UTC on the 10th is 01:30 on the 11th in Addis Ababa.
    const days = lastHallDays(new Date('2026-03-10T22:30:00Z'), 'Africa/Addis_Ababa', 7);
    expect(days.map((d) => d.date)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
    expect(days[6]!.start.toISOString()).toBe('2026-03-10T21:00:00.000Z');
    expect(days[6]!.end.toISOString()).toBe('2026-03-11T21:00:00.000Z');
    for (let i = 1; i < days.length; i += 1) expect(days[i]!.start).toEqual(days[i - 1]!.end);
  });
});

describe('hallDateTimeFormatter', () => {
  it('writes the hall time of an instant', () => {
    const format = hallDateTimeFormatter('Africa/Addis_Ababa');
    expect(format(new Date('2026-03-10T21:05:00Z'))).toBe('2026-03-11 00:05');
  });

  it('agrees with Intl on every quarter hour across a DST change and a :45 zone', () => {
    for (const zone of ['America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe']) {
      const format = hallDateTimeFormatter(zone);
      const intl = new Intl.DateTimeFormat('sv-SE', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
      for (
        let t = Date.parse('2026-03-07T00:00:00Z');
        t < Date.parse('2026-04-06T00:00:00Z');
        t += 7 * 60_000 + 13_000
      ) {
        expect(format(new Date(t)), `${zone} ${new Date(t).toISOString()}`).toBe(intl.format(t));
      }
    }
  });
});
