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

  it('reads the shutdown timings and the rate-limit switch, refusing nonsense', () => {
    const defaults = settingsFromEnv({});
    expect(defaults).toMatchObject({
      drainDelayMs: 3000,
      shutdownTimeoutMs: 20000,
      rateLimits: true,
    });
    const set = settingsFromEnv({
      BINGO_DRAIN_DELAY_MS: '0',
      BINGO_SHUTDOWN_TIMEOUT_MS: '5000',
      BINGO_RATE_LIMITS: 'off',
    });
    expect(set).toMatchObject({ drainDelayMs: 0, shutdownTimeoutMs: 5000, rateLimits: false });
    expect(() => settingsFromEnv({ BINGO_DRAIN_DELAY_MS: 'soon' })).toThrow('BINGO_DRAIN_DELAY_MS');
  });

  it("reads how many halls' batches central applies at once, 4 by default, refusing nonsense", () => {
    expect(settingsFromEnv({}).hallBatchesAtOnce).toBe(4);
    // Draws wait for drand's public rounds unless the relay is turned off (decision 054).
    expect(settingsFromEnv({}).beaconUrl).toBe('https://api.drand.sh');
    expect(settingsFromEnv({ BINGO_BEACON_URL: 'off' }).beaconUrl).toBeNull();
    expect(settingsFromEnv({ BINGO_BEACON_URL: 'http://127.0.0.1:9/' }).beaconUrl).toBe(
      'http://127.0.0.1:9',
    );
    expect(() => settingsFromEnv({ BINGO_BEACON_URL: 'ftp://x' })).toThrow('BINGO_BEACON_URL');
    expect(settingsFromEnv({ BINGO_HALL_BATCHES_AT_ONCE: '8' }).hallBatchesAtOnce).toBe(8);
    for (const raw of ['0', '2.5', 'many', '1000'])
      expect(() => settingsFromEnv({ BINGO_HALL_BATCHES_AT_ONCE: raw })).toThrow(
        'BINGO_HALL_BATCHES_AT_ONCE',
      );
  });
});
