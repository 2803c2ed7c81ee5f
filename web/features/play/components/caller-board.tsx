import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameMode } from '@core/bingo/modes';
import { boardRows } from '../lib/caller-text';

/** The full board 1..max in five letter rows; a click calls or uncalls a number by hand. */
export function CallerBoard({
  mode,
  called,
  lastNumber,
  disabled,
  pending,
  onToggle,
}: {
  mode: GameMode;
  called: ReadonlySet<number>;
  lastNumber: number | null;
  disabled: boolean;
  pending: number | null;
  onToggle: (n: number) => void;
}) {
  const { t } = useTranslation();
  const rows = boardRows(mode);
  const span = rows[0]?.numbers.length ?? 15;
  const style = { '--cols': `repeat(${span}, minmax(0, 1fr))` } as CSSProperties;
  return (
    <section
      aria-label={t('caller.board')}
      className="flex flex-col gap-1.5 rounded-2xl border border-line bg-surface p-2 shadow-sm sm:gap-2 sm:p-3 lg:h-full"
      style={style}
    >
      {rows.map(({ letter, numbers }) => (
        <div key={letter} className="flex items-stretch gap-1.5 sm:gap-2 lg:min-h-0 lg:flex-1">
          <span
            aria-hidden="true"
            className="flex w-8 shrink-0 items-center justify-center rounded-lg bg-primary text-lg font-black text-on-primary sm:w-11 sm:text-2xl lg:w-14 lg:text-4xl"
          >
            {letter}
          </span>
          <div className="grid flex-1 grid-cols-8 gap-1 sm:grid-cols-(--cols) sm:gap-1.5 lg:h-full">
            {numbers.map((n) => {
              const isCalled = called.has(n);
              const isLast = n === lastNumber;
              return (
                <button
                  key={n}
                  type="button"
                  data-number={n}
                  data-called={isCalled}
                  aria-pressed={isCalled}
                  aria-label={t(isCalled ? 'caller.cellCalled' : 'caller.cellNotCalled', {
                    letter,
                    number: n,
                  })}
                  disabled={disabled || pending === n}
                  onClick={() => onToggle(n)}
                  className={`flex aspect-square min-h-7 items-center justify-center rounded-md text-sm font-bold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus disabled:cursor-not-allowed sm:aspect-auto sm:h-[clamp(2rem,6.2vh,3.25rem)] sm:text-[clamp(0.8rem,1.6vh,1.15rem)] lg:h-full lg:text-[clamp(1rem,2.9vh,1.9rem)] ${
                    isCalled
                      ? isLast
                        ? 'bg-accent text-black ring-2 ring-ink/40'
                        : 'bg-primary text-on-primary'
                      : // Hover outlines the cell and keeps it unfilled: in every theme (dark too) a
                        // called cell is the filled one.
                        'bg-surface-muted text-ink-muted hover:bg-surface hover:text-ink hover:ring-2 hover:ring-primary hover:ring-inset'
                  }`}
                >
                  {n}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </section>
  );
}
