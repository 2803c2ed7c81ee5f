import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardForNumber } from '@core/bingo/card-generator';
import { alertCalledNumbers } from './number-alerts';

const card = cardForNumber(2, 'standard');
const onCard = card[0]!.filter((n): n is number => typeof n === 'number');
const offCard = Array.from({ length: 75 }, (_, i) => i + 1).find((n) => !card.flat().includes(n))!;
const voice = { language: 'am', mode: 'standard' } as const;

describe("a phone's alerts for its card's numbers", () => {
  const vibrate = vi.fn();
  const played: string[] = [];
  vi.stubGlobal('navigator', { vibrate });
  vi.stubGlobal(
    'Audio',
    class {
      constructor(readonly src: string) {
        played.push(src);
      }
      play = () => Promise.resolve();
    },
  );
  afterEach(() => {
    vibrate.mockClear();
    played.length = 0;
  });

  it("buzzes and says the last of the new balls on the card, in the hall's voice", () => {
    const alerted = alertCalledNumbers(card, [offCard, onCard[0]!, onCard[1]!], voice, {
      vibrate: true,
      speak: true,
    });
    expect(alerted).toEqual([onCard[0], onCard[1]]);
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(played).toEqual([`/voices/am/${onCard[1]! <= 15 ? 'B' : 'I'}${onCard[1]}.mp3`]);
  });

  it('does nothing for a ball not on the card, nor what the player did not choose', () => {
    alertCalledNumbers(card, [offCard], voice, { vibrate: true, speak: true });
    alertCalledNumbers(card, [onCard[0]!], voice, { vibrate: false, speak: false });
    expect(vibrate).not.toHaveBeenCalled();
    expect(played).toEqual([]);
  });
});
