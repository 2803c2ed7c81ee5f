import { beforeEach, describe, expect, it } from 'vitest';
import {
  CALL_INTERVALS,
  DEFAULT_GAME_SETTINGS,
  callerIntervalSeconds,
  normalizeGameSettings,
  readGameSettings,
  saveGameSettings,
} from './game-settings';
import { installMemoryStorage } from './test-support';

let storage: Storage;
beforeEach(() => {
  storage = installMemoryStorage();
});

describe('game settings', () => {
  it("has SPEC section 3's defaults and section 9's interval options", () => {
    expect(DEFAULT_GAME_SETTINGS).toEqual({
      callInterval: 6,
      language: 'English',
      soundEnabled: true,
      autoStart: false,
      maxNumbers: 75,
      gameMode: 'standard',
      winConditions: { anyLine: true, fourCorners: true, fullHouse: false, diagonal: true },
    });
    expect(CALL_INTERVALS).toEqual([3, 4, 5, 6, 8, 10, 12, 15, 20]);
  });

  it('reads the defaults when nothing is stored', () => {
    expect(readGameSettings()).toEqual(DEFAULT_GAME_SETTINGS);
  });

  it('saves and reads back under gameSettings', () => {
    const settings = {
      ...DEFAULT_GAME_SETTINGS,
      callInterval: 3,
      language: 'Amharic' as const,
      soundEnabled: false,
      autoStart: true,
      gameMode: 'quick' as const,
      maxNumbers: 50,
      winConditions: { anyLine: false, fourCorners: false, fullHouse: true, diagonal: false },
    };
    expect(saveGameSettings(settings)).toBe(true);
    expect(JSON.parse(storage.getItem('gameSettings') ?? '')).toEqual(settings);
    expect(readGameSettings()).toEqual(settings);
  });

  it('falls back to the defaults for broken stored data', () => {
    storage.setItem('gameSettings', '{not json');
    expect(readGameSettings()).toEqual(DEFAULT_GAME_SETTINGS);
    storage.setItem('gameSettings', '[1,2]');
    expect(readGameSettings()).toEqual(DEFAULT_GAME_SETTINGS);
  });

  it('replaces each broken field by its default and keeps the good ones', () => {
    const settings = normalizeGameSettings({
      callInterval: 7,
      language: 'Klingon',
      soundEnabled: 'yes',
      autoStart: true,
      gameMode: 'marathon',
      maxNumbers: 12,
      winConditions: { anyLine: false, fourCorners: 'x', fullHouse: true },
    });
    expect(settings).toEqual({
      callInterval: 6,
      language: 'English',
      soundEnabled: true,
      autoStart: true,
      gameMode: 'marathon',
      maxNumbers: 100,
      winConditions: { anyLine: false, fourCorners: true, fullHouse: true, diagonal: true },
    });
  });

  it('never reads a game nobody can win: all conditions off gives the defaults', () => {
    const settings = normalizeGameSettings({
      winConditions: { anyLine: false, fourCorners: false, fullHouse: false, diagonal: false },
    });
    expect(settings.winConditions).toEqual(DEFAULT_GAME_SETTINGS.winConditions);
  });

  it('reports a refused write', () => {
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(saveGameSettings(DEFAULT_GAME_SETTINGS)).toBe(false);
  });
});

describe('callerIntervalSeconds (SPEC section 9)', () => {
  it('is 4 s when no settings exist', () => {
    expect(callerIntervalSeconds()).toBe(4);
  });

  it('is 6 s when saved settings lack an interval', () => {
    storage.setItem('gameSettings', JSON.stringify({ soundEnabled: false }));
    expect(callerIntervalSeconds()).toBe(6);
    storage.setItem('gameSettings', JSON.stringify({ callInterval: 'soon' }));
    expect(callerIntervalSeconds()).toBe(6);
  });

  it('is the saved callInterval otherwise', () => {
    storage.setItem('gameSettings', JSON.stringify({ callInterval: 3 }));
    expect(callerIntervalSeconds()).toBe(3);
    saveGameSettings({ ...DEFAULT_GAME_SETTINGS, callInterval: 15 });
    expect(callerIntervalSeconds()).toBe(15);
  });

  it('treats broken stored settings as none', () => {
    storage.setItem('gameSettings', 'nonsense{');
    expect(callerIntervalSeconds()).toBe(4);
  });
});
