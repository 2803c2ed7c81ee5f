import { beforeEach, describe, expect, it } from 'vitest';
import {
  clampCardValue,
  clampMaxNumber,
  clampWinPercentage,
  gameAmount,
  rangeNumbers,
  readCardValue,
  readCurrentGameId,
  readMaxCardNumber,
  readSelectedNumbers,
  readWinPercentage,
  saveCardValue,
  saveCurrentGameId,
  saveSelectedNumbers,
  winAmount,
} from './board-config';
import { installMemoryStorage } from './test-support';

let storage: Storage;
beforeEach(() => {
  storage = installMemoryStorage();
});

describe('Game Board limits (SPEC sections 5 and 9)', () => {
  it('clamps the max number to 1-10000 with default 500', () => {
    expect(clampMaxNumber(0)).toBe(1);
    expect(clampMaxNumber(-5)).toBe(1);
    expect(clampMaxNumber(20_000)).toBe(10_000);
    expect(clampMaxNumber('250')).toBe(250);
    expect(clampMaxNumber('12.9')).toBe(12);
    expect(clampMaxNumber('')).toBe(500);
    expect(clampMaxNumber('abc')).toBe(500);
    expect(clampMaxNumber(null)).toBe(500);
  });

  it('clamps card value to 1-1000 (default 10) and win percentage to 1-100 (default 80)', () => {
    expect(clampCardValue(0)).toBe(1);
    expect(clampCardValue(5000)).toBe(1000);
    expect(clampCardValue('12.345')).toBe(12.35);
    expect(clampCardValue('x')).toBe(10);
    expect(clampWinPercentage(0)).toBe(1);
    expect(clampWinPercentage(101)).toBe(100);
    expect(clampWinPercentage('75.4')).toBe(75);
    expect(clampWinPercentage(undefined)).toBe(80);
  });
});

describe('win amount (SPEC section 9)', () => {
  it('is cards x card value x win percentage / 100', () => {
    expect(winAmount(12, 10, 80)).toBe(96);
    expect(winAmount(3, 25, 50)).toBe(37.5);
    expect(winAmount(0, 10, 80)).toBe(0);
  });

  it('rounds down to the cent like the server', () => {
    expect(winAmount(1, 1.11, 33)).toBe(0.36);
    expect(winAmount(7, 3.33, 80)).toBe(18.64);
  });

  it('charges cards x card value without float drift', () => {
    expect(gameAmount(3, 0.1 + 0.2)).toBe(0.9);
    expect(gameAmount(12, 10)).toBe(120);
  });
});

describe('stored board values', () => {
  it('reads defaults when nothing is stored or the data is broken', () => {
    expect(readMaxCardNumber()).toBe(500);
    expect(readCardValue()).toBe(10);
    expect(readWinPercentage()).toBe(80);
    expect(readSelectedNumbers()).toEqual([]);
    storage.setItem('cardValue', '{oops');
    storage.setItem('selectedNumbers', '[1,"two",3]');
    storage.setItem('maxCardNumber', '99999');
    expect(readCardValue()).toBe(10);
    expect(readSelectedNumbers()).toEqual([]);
    expect(readMaxCardNumber()).toBe(10_000);
  });

  it('reads a stored selection with a number no card can have as broken', () => {
    storage.setItem('selectedNumbers', '[1,10000]');
    expect(readSelectedNumbers()).toEqual([1, 10_000]);
    for (const broken of ['[1,10001]', '[0,2]', '[2.5]']) {
      storage.setItem('selectedNumbers', broken);
      expect(readSelectedNumbers(), broken).toEqual([]);
    }
  });

  it('saves the selection with its count under numberOfCards', () => {
    saveSelectedNumbers([3, 7, 9]);
    expect(readSelectedNumbers()).toEqual([3, 7, 9]);
    expect(storage.getItem('numberOfCards')).toBe('3');
    saveCardValue(25);
    expect(storage.getItem('cardValue')).toBe('25');
  });

  it('keeps the current game id for /play', () => {
    expect(readCurrentGameId()).toBeNull();
    saveCurrentGameId(42);
    expect(storage.getItem('currentGameId')).toBe('42');
    expect(readCurrentGameId()).toBe(42);
    saveCurrentGameId(null);
    expect(readCurrentGameId()).toBeNull();
  });

  it('builds the default range', () => {
    expect(rangeNumbers(5)).toEqual([1, 2, 3, 4, 5]);
    expect(rangeNumbers(500)).toHaveLength(500);
  });
});
