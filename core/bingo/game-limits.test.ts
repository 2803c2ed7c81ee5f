import { describe, expect, it } from 'vitest';
import {
  CALL_INTERVALS,
  DEFAULT_CALL_INTERVAL,
  MAX_WIN_PERCENTAGE,
  isCallInterval,
  isWithinWinLimit,
} from './game-limits';
import {
  boardSettingsFormSchema,
  settingsPageFormSchema,
  updateGameSettingsRequestSchema,
} from '../schemas/game-settings';

describe('game limits', () => {
  it("offer SPEC's call intervals, 6 s by default", () => {
    expect(CALL_INTERVALS).toEqual([3, 4, 5, 6, 8, 10, 12, 15, 20]);
    expect(isCallInterval(DEFAULT_CALL_INTERVAL)).toBe(true);
    expect(isCallInterval(7)).toBe(false);
    expect(isCallInterval('6')).toBe(false);
  });

  it("hold a win percentage to the agent's limit, the limit itself allowed", () => {
    expect(MAX_WIN_PERCENTAGE.default).toBe(100);
    expect(isWithinWinLimit(60, 60)).toBe(true);
    expect(isWithinWinLimit(61, 60)).toBe(false);
    expect(isWithinWinLimit(100, MAX_WIN_PERCENTAGE.default)).toBe(true);
  });
});

describe("a shop's game settings schema", () => {
  const valid = {
    call_interval: 8,
    voice_language: 'ti',
    mode: 'marathon',
    auto_start: true,
    win_conditions: { anyLine: false, fourCorners: true, fullHouse: false, diagonal: false },
  };

  it('takes any part of the settings, each within its limits', () => {
    expect(updateGameSettingsRequestSchema.safeParse({}).success).toBe(true);
    expect(updateGameSettingsRequestSchema.safeParse({ card_value: 12.5 }).success).toBe(true);
    for (const bad of [
      { call_interval: 7 },
      { card_value: 0.5 },
      { card_value: 1000.01 },
      { win_percentage: 0 },
      { win_percentage: 80.5 },
      { voice_language: 'English' },
      { mode: 'blitz' },
    ]) {
      expect(updateGameSettingsRequestSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(
        false,
      );
    }
  });

  it("checks the Settings page's and the Game Board's parts with the same rules", () => {
    expect(settingsPageFormSchema.safeParse(valid).success).toBe(true);
    const none = { anyLine: false, fourCorners: false, fullHouse: false, diagonal: false };
    expect(settingsPageFormSchema.safeParse({ ...valid, win_conditions: none }).success).toBe(
      false,
    );
    expect(boardSettingsFormSchema.safeParse({ card_value: 10, win_percentage: 80 }).success).toBe(
      true,
    );
    expect(boardSettingsFormSchema.safeParse({ card_value: 10, win_percentage: 101 }).success).toBe(
      false,
    );
  });
});
