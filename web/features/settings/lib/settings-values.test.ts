import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_SETTINGS } from '@web/lib/game-settings';
import { browserSettings, formValues, shopChange, stagesRefused } from './settings-values';

const values = formValues(DEFAULT_GAME_SETTINGS);

describe('the settings form', () => {
  it("sends the shop's part as the API takes it", () => {
    expect(shopChange({ ...values, callInterval: 8, stages: null })).toMatchObject({
      call_interval: 8,
      mode: values.gameMode,
      win_conditions: values.winConditions,
      patterns: [],
      skip_unused: false,
      stages: null,
    });
  });

  it('sends nothing, and says the stages are wrong, when their shares miss 100 %', () => {
    const stages = [
      { patterns: ['one_line'], share_percent: 40 },
      { patterns: ['full_house'], share_percent: 40 },
    ];
    expect(shopChange({ ...values, stages })).toBeNull();
    expect(stagesRefused({ ...values, stages })).toBe(true);
    expect(stagesRefused({ ...values, stages: null })).toBe(false);
  });

  it("keeps in this browser only its own settings, the mode's numbers and the language", () => {
    const kept = browserSettings(
      { ...values, soundEnabled: false, gameMode: 'quick', patterns: ['x'] },
      'Amharic',
    );
    expect(kept).toEqual({
      ...DEFAULT_GAME_SETTINGS,
      soundEnabled: false,
      gameMode: 'quick',
      maxNumbers: 50,
      language: 'Amharic',
    });
  });
});
