import { describe, expect, it } from 'vitest';
import { cardForNumber } from '@core/bingo/card-generator';
import { cardToText } from '@core/bingo/card-validation';
import type { CardSet } from '@core/schemas/cards';
import { exportFileName, exportJson, parseCardFile } from './card-file';

const grid = (n: number) => cardToText(cardForNumber(n)).map((row) => [...row]);
const numbers = (n: number) =>
  cardForNumber(n)
    .flat()
    .filter((cell) => typeof cell === 'number');

const set: CardSet = {
  shop_id: 4,
  shop_name: 'Piassa Hall',
  mode: 'standard',
  revision: 3,
  count: 2,
  updated_at: '2025-01-02T03:04:05.000Z',
  last_deleted: null,
  cards: [7, 12].map((n) => ({
    card_number: n,
    name: `Card ${n}`,
    grid: grid(n),
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-02T00:00:00.000Z',
    created_by: 'cashier',
    updated_by: 'cashier',
  })),
};

describe('export and import of a card set', () => {
  it('reads its own JSON export back to the same cards', () => {
    const parsed = parseCardFile(exportJson(set, new Date('2025-02-01T00:00:00Z')), 'standard');
    expect(parsed).toEqual({
      total: 2,
      problems: [],
      rows: [
        { card_number: 7, name: 'Card 7', grid: grid(7) },
        { card_number: 12, name: 'Card 12', grid: grid(12) },
      ],
    });
    expect(exportFileName(set, new Date('2025-02-01T00:00:00Z'))).toBe(
      'bingo-cards-Piassa-Hall-standard-2025-02-01.json',
    );
  });

  it("reads SPEC's browser cards, the number taken from the name", () => {
    const spec = JSON.stringify([
      { id: 1, name: 'Card 33', grid: grid(33) },
      { name: 'x', grid: grid(1) },
    ]);
    const parsed = parseCardFile(spec, 'standard');
    expect(parsed.rows.map((row) => row.card_number)).toEqual([33]);
    expect(parsed.problems).toEqual([{ kind: 'cardNumber', row: 2 }]);
  });

  it('reads a CSV of a card number and 24 numbers, with a header and per-row problems', () => {
    const bad = numbers(5);
    bad[0] = 70;
    const csv = [
      'card,n1,n2',
      `7,${numbers(7).join(',')}`,
      '',
      `8;${numbers(8).join(';')}`,
      `9,${numbers(9).slice(0, 20).join(',')}`,
      `5,${bad.join(',')}`,
      `7,${numbers(7).join(',')}`,
      `x,${numbers(7).join(',')}`,
    ].join('\n');
    const parsed = parseCardFile(csv, 'standard');
    expect(parsed.total).toBe(6);
    expect(parsed.rows.map((row) => row.card_number)).toEqual([7, 8]);
    expect(parsed.rows[0]!.grid).toEqual(grid(7));
    expect(parsed.problems).toEqual([
      { kind: 'shape', row: 5, found: 20 },
      {
        kind: 'cell',
        row: 6,
        cardNumber: 5,
        error: expect.objectContaining({
          text: 'Row 1, B column: Invalid number for B column. Please enter a number between 1-15.',
        }),
      },
      { kind: 'twice', row: 7, cardNumber: 7 },
      { kind: 'cardNumber', row: 8 },
    ]);
  });

  it('judges the cells by the chosen mode', () => {
    const csv = `1,${numbers(1).join(',')}`;
    expect(parseCardFile(csv, 'standard').rows).toHaveLength(1);
    expect(parseCardFile(csv, 'quick').rows).toHaveLength(0);
  });

  it('says so for an empty or unreadable file', () => {
    expect(parseCardFile('  ', 'standard').problems).toEqual([{ kind: 'empty' }]);
    expect(parseCardFile('{"cards": 3', 'standard').problems).toEqual([{ kind: 'unreadable' }]);
  });
});
