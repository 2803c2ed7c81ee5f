import { memo, useCallback, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameMode } from '@core/bingo/modes';
import type { Game } from '@core/schemas/games';
import { boardRows } from '../lib/caller-text';

/**
 * The full board 1..max in five letter rows. A click calls or uncalls a number by hand only in
 * Hand call mode (off by default, issue 20): a stray click calls nothing and says how to call.
 */
export function CallerBoard({
  mode,
  called,
  lastNumber,
  disabled,
  pending,
  handMode,
  onHandModeChange,
  onToggle,
  inPlay,
}: {
  mode: GameMode;
  /** The balls of the game's draw: a column no pattern uses is left out (decision 034). */
  inPlay?: ReadonlySet<number>;
  called: ReadonlyMap<number, Game['called'][number]>;
  lastNumber: number | null;
  disabled: boolean;
  pending: number | null;
  handMode: boolean;
  onHandModeChange: (on: boolean) => void;
  onToggle: (n: number) => void;
}) {
  const { t } = useTranslation();
  const [strayClick, setStrayClick] = useState(false);
  const rows = boardRows(mode);
  const span = rows[0]?.numbers.length ?? 15;
  const style = { '--cols': `repeat(${span}, minmax(0, 1fr))` } as CSSProperties;
  const armed = handMode && !disabled;
  const hint = armed ? 'caller.handCallHintOn' : strayClick ? 'caller.handCallHintOff' : null;
  // One click handler for every cell, so a draw re-renders only the cells whose state changed.
  const latest = useRef({ armed, onToggle });
  useLayoutEffect(() => {
    latest.current = { armed, onToggle };
  });
  const press = useCallback((n: number) => {
    if (latest.current.armed) latest.current.onToggle(n);
    else setStrayClick(true);
  }, []);
  return (
    <section
      aria-label={t('caller.board')}
      data-hand-call={armed || undefined}
      className={`flex flex-col gap-1.5 rounded-2xl border bg-surface p-2 shadow-sm sm:gap-2 sm:p-3 lg:h-full ${
        armed ? 'border-danger ring-2 ring-danger/60' : 'border-line'
      }`}
      style={style}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <button
          type="button"
          aria-pressed={handMode}
          data-testid="hand-call-toggle"
          disabled={disabled}
          onClick={() => {
            setStrayClick(false);
            onHandModeChange(!handMode);
          }}
          className={`inline-flex min-h-9 items-center gap-2 rounded-lg border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60 ${
            handMode
              ? 'border-danger bg-danger text-surface'
              : 'border-line bg-surface text-ink hover:bg-surface-muted'
          }`}
        >
          <span>{t('caller.handCall')}</span>
          <span
            data-testid="hand-call-state"
            className={`rounded-full px-2 py-0.5 text-xs font-bold ${
              handMode ? 'bg-surface text-danger' : 'bg-surface-muted text-ink-muted'
            }`}
          >
            {t(handMode ? 'caller.handCallOn' : 'caller.handCallOff')}
          </span>
        </button>
        <p
          role="status"
          data-testid="hand-call-hint"
          className={`min-w-0 flex-1 text-xs sm:text-sm ${armed ? 'font-semibold text-danger' : 'text-ink-muted'}`}
        >
          {hint ? t(hint) : ''}
        </p>
      </div>
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
              const call = called.get(n);
              return (
                <BoardCell
                  key={n}
                  n={n}
                  letter={letter}
                  isCalled={call !== undefined}
                  byHand={call?.manual === true}
                  isLast={n === lastNumber}
                  skipped={inPlay !== undefined && !inPlay.has(n)}
                  armed={armed}
                  disabled={disabled || pending === n}
                  onPress={press}
                />
              );
            })}
          </div>
        </div>
      ))}
    </section>
  );
}

const BoardCell = memo(function BoardCell({
  n,
  letter,
  isCalled,
  byHand,
  isLast,
  skipped,
  armed,
  disabled,
  onPress,
}: {
  n: number;
  letter: string;
  isCalled: boolean;
  byHand: boolean;
  isLast: boolean;
  skipped: boolean;
  armed: boolean;
  disabled: boolean;
  onPress: (n: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-number={n}
      data-called={isCalled}
      data-manual={byHand || undefined}
      data-skipped={skipped || undefined}
      aria-pressed={isCalled}
      aria-label={t(
        byHand
          ? 'caller.cellCalledByHand'
          : isCalled
            ? 'caller.cellCalled'
            : 'caller.cellNotCalled',
        { letter, number: n },
      )}
      title={byHand ? t('tv.byHand') : undefined}
      // Out of Hand call mode a cell calls nothing and is left out of the Tab order.
      aria-disabled={!armed || undefined}
      tabIndex={armed ? undefined : -1}
      disabled={disabled || skipped}
      onClick={() => onPress(n)}
      className={`flex aspect-square min-h-7 items-center justify-center rounded-md text-sm font-bold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus disabled:cursor-not-allowed sm:aspect-auto sm:h-[clamp(2rem,6.2vh,3.25rem)] sm:text-[clamp(0.8rem,1.6vh,1.15rem)] lg:h-full lg:text-[clamp(1rem,2.9vh,1.9rem)] ${
        isCalled
          ? isLast
            ? 'bg-accent text-black ring-2 ring-ink/40'
            : 'bg-primary text-on-primary'
          : armed
            ? // Hover outlines the cell and keeps it unfilled: in every theme (dark
              // too) a called cell is the filled one.
              'bg-surface-muted text-ink-muted hover:bg-surface hover:text-ink hover:ring-2 hover:ring-primary hover:ring-inset'
            : 'cursor-default bg-surface-muted text-ink-muted'
      } ${byHand ? 'outline-2 -outline-offset-4 outline-dashed outline-danger' : ''} ${
        skipped ? 'opacity-30' : ''
      }`}
    >
      {n}
    </button>
  );
});
