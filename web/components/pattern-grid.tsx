import { GRID_SIZE } from '@core/bingo/card';
import { bitOf } from '@core/bingo/patterns/grid-mask';

const CELLS = Array.from({ length: GRID_SIZE * GRID_SIZE }, (_, i) => ({
  row: Math.floor(i / GRID_SIZE),
  column: i % GRID_SIZE,
}));

const SIZES = {
  sm: 'w-10 gap-px',
  md: 'w-14 gap-0.5',
  lg: 'w-24 gap-0.5',
  tv: 'w-[5.5vmin] gap-[0.25vmin]',
} as const;

/**
 * A pattern's shape as a 5x5 mini grid (bit row * 5 + column, decision 034): marked cells filled,
 * the free centre drawn as marked. One picture for screen readers, named by `label`.
 */
export function PatternGrid({
  mask,
  label,
  size = 'md',
  className = '',
}: {
  mask: number;
  /** Its name for screen readers; none: a picture beside a text that names it already. */
  label?: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <div
      {...(label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      data-mask={mask}
      className={`grid aspect-square shrink-0 grid-cols-5 ${SIZES[size]} ${className}`}
    >
      {CELLS.map(({ row, column }) => {
        const on = (mask & (1 << bitOf(row, column))) !== 0;
        const free = row === 2 && column === 2;
        return (
          <span
            key={`${row}-${column}`}
            className={`aspect-square rounded-[2px] ${
              on ? 'bg-primary' : free ? 'bg-primary/40' : 'bg-ink/15'
            }`}
          />
        );
      })}
    </div>
  );
}

/** The one picture of a pattern for a tile or a list: its first k shapes together. */
export function patternPicture(pattern: { masks: readonly number[]; k: number }): number {
  return pattern.masks.slice(0, Math.max(1, pattern.k)).reduce((all, mask) => all | mask, 0);
}
