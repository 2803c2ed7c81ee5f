import { CENTRE_COLUMN, CENTRE_ROW, FREE, GRID_SIZE, type CardCell, type CardGrid } from './card';
import { columnRange, columnSpan, type GameMode } from './modes';
import { shuffleDrawOrder, type RandomInt } from './shuffle';

/**
 * A new card for the hall's own set (Create, Regenerate): each column 5 distinct numbers of its
 * range, centre free. The browser passes crypto.getRandomValues, never Math.random. Unlike
 * cardForNumber it is no contract: a saved card keeps the grid it was given.
 */
export function randomCard(mode: GameMode, randomInt: RandomInt): CardGrid {
  const columns = Array.from({ length: GRID_SIZE }, (_, column) => {
    const { min } = columnRange(column, mode);
    return shuffleDrawOrder(columnSpan(mode), randomInt)
      .slice(0, GRID_SIZE)
      .map((i) => min + i - 1);
  });
  return Array.from({ length: GRID_SIZE }, (_, row) =>
    columns.map((cells, column): CardCell =>
      row === CENTRE_ROW && column === CENTRE_COLUMN ? FREE : (cells[row] as number),
    ),
  );
}
