import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnRange, LETTERS, type GameMode } from '@core/bingo/modes';
import { replayGame, ReplayError } from '@core/game-replay';
import type { GameHistoryEntry } from '@core/schemas/game-record';
import { Button } from '@web/components/ui/button';
import { useFormatters } from '@web/lib/format';
import { eventText } from '../lib/event-text';

/** The board as it stood after an event: replayed from the log up to there. */
function boardAt(entries: readonly GameHistoryEntry[], step: number) {
  try {
    const game = replayGame(entries.filter((entry) => entry.sequence <= step));
    return { called: game.called, error: null };
  } catch (error) {
    if (error instanceof ReplayError) return { called: [], error: error.message };
    throw error;
  }
}

function StepBoard({
  entries,
  step,
  mode,
}: {
  entries: GameHistoryEntry[];
  step: number;
  mode: GameMode;
}) {
  const { t } = useTranslation();
  const { called, error } = useMemo(() => boardAt(entries, step), [entries, step]);
  const byNumber = new Map(called.map((call, index) => [call.number, { ...call, index }]));
  const last = called.at(-1)?.number;
  return (
    <section
      aria-label={t('gameRecord.boardAt', { step })}
      data-testid="step-board"
      data-step={step}
    >
      <p className="mb-2 text-sm font-semibold">
        {t('gameRecord.boardAt', { step })} ·{' '}
        <span data-testid="step-called-count">
          {t('gameRecord.calledCount', { count: called.length })}
        </span>
      </p>
      {error && <p className="mb-2 text-sm text-danger">{error}</p>}
      <div className="space-y-1">
        {LETTERS.map((letter, index) => {
          const { min, max } = columnRange(index, mode);
          return (
            <div key={letter} className="flex gap-1">
              <span className="flex w-7 shrink-0 items-center justify-center rounded bg-primary text-xs font-black text-on-primary">
                {letter}
              </span>
              <div
                className="grid flex-1 gap-0.5"
                style={{ gridTemplateColumns: `repeat(${max - min + 1}, minmax(0, 1fr))` }}
              >
                {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => {
                  const call = byNumber.get(n);
                  return (
                    <span
                      key={n}
                      data-number={n}
                      data-called={call ? true : undefined}
                      data-manual={call?.manual || undefined}
                      title={
                        call
                          ? t(call.manual ? 'gameRecord.calledByHand' : 'gameRecord.drawnNth', {
                              nth: call.index + 1,
                            })
                          : undefined
                      }
                      className={`flex h-7 items-center justify-center rounded text-[0.65rem] font-bold tabular-nums sm:text-xs ${
                        n === last
                          ? 'bg-accent text-slate-950'
                          : call?.manual
                            ? 'border-2 border-dashed border-primary bg-primary-soft text-ink'
                            : call
                              ? 'bg-primary text-on-primary'
                              : 'bg-surface-muted text-ink-muted/70'
                      }`}
                    >
                      {n}
                    </span>
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
      <p className="mt-2 text-xs text-ink-muted">{t('gameRecord.boardLegend')}</p>
    </section>
  );
}

/** Every event with its time and user; choosing one shows the board as it stood after it. */
export function GameTimeline({ entries, mode }: { entries: GameHistoryEntry[]; mode: GameMode }) {
  const { t } = useTranslation();
  const { dateTime, money } = useFormatters();
  const lastStep = entries.at(-1)?.sequence ?? 1;
  const [step, setStep] = useState(lastStep);
  return (
    <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <ol
        className="max-h-[36rem] space-y-1 overflow-y-auto pr-1 print:max-h-none"
        data-testid="timeline"
      >
        {entries.map((entry) => {
          const { key, values } = eventText(entry, mode, money);
          const selected = entry.sequence === step;
          return (
            <li
              key={entry.sequence}
              data-type={entry.type}
              data-sequence={entry.sequence}
              className={`flex items-start gap-3 rounded-lg border px-3 py-1.5 text-sm ${
                selected ? 'border-primary bg-primary-soft' : 'border-line'
              }`}
            >
              <span className="w-8 shrink-0 pt-0.5 text-xs text-ink-muted tabular-nums">
                #{entry.sequence}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{t(`gameRecord.events.${key}`, values)}</p>
                <p className="text-xs text-ink-muted">
                  <span className="tabular-nums">{dateTime(entry.at)}</span> ·{' '}
                  {entry.user?.username ?? t('gameRecord.system')}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="print:hidden"
                aria-pressed={selected}
                aria-label={t('gameRecord.showBoardAt', { step: entry.sequence })}
                onClick={() => setStep(entry.sequence)}
              >
                {t('gameRecord.showBoard')}
              </Button>
            </li>
          );
        })}
      </ol>
      <div className="space-y-3 print:hidden">
        <label className="block text-sm">
          <span className="mb-1 block font-medium">
            {t('gameRecord.step', { step, last: lastStep })}
          </span>
          <input
            type="range"
            min={1}
            max={lastStep}
            value={step}
            onChange={(event) => setStep(Number(event.target.value))}
            className="w-full accent-primary"
          />
        </label>
        <StepBoard entries={entries} step={step} mode={mode} />
      </div>
    </div>
  );
}
