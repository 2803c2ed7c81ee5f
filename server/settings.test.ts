import { describe, expect, it } from 'vitest';
import { settingsFromEnv } from './settings';

describe('settingsFromEnv', () => {
  it('reads BINGO_TIMEZONE, UTC by default, and refuses an unknown zone', () => {
    expect(settingsFromEnv({}).timezone).toBe('UTC');
    expect(settingsFromEnv({ BINGO_TIMEZONE: 'Africa/Addis_Ababa' }).timezone).toBe(
      'Africa/Addis_Ababa',
    );
    expect(() => settingsFromEnv({ BINGO_TIMEZONE: 'Mars/Olympus' })).toThrow('BINGO_TIMEZONE');
  });
});
