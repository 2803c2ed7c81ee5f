import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LETTERS } from '@core/bingo/modes';
import { PULSE_MS, winChance } from '@core/bingo/win-analysis';
import { Button } from '@web/components/ui/button';
import { trainingTitle } from '@web/components/training-mark';
import { Modal } from '@web/components/ui/modal';
import { CONDITION_PRESETS } from '@core/bingo/patterns/presets';
import { patternName } from '@web/lib/pattern-names';
import type { CheckCardResponse } from '../api/play-api';
import { chanceKey, winLabelKey } from '@web/lib/win-labels';

const SWITCH_KEYS = new Set<string>(Object.values(CONDITION_PRESETS));
/** SPEC's four switches keep their winner labels ("Row Winner"); any other pattern is named. */
const isSwitchPattern = (key: string) => SWITCH_KEYS.has(key);

/** The checked card: B-I-N-G-O header, marked cells as `*`, winning cells, win analysis. */
export function CardView({
  result,
  onClose,
  onRecord,
  onBlock,
  busy,
  recorded,
  training,
}: {
  result: CheckCardResponse;
  training?: boolean;
  onClose: () => void;
  onRecord: () => void;
  /** Offered after a failed claim: the card cannot win again in this game. */
  onBlock?: () => void;
  busy: 'check' | 'record' | 'block' | null;
  recorded: boolean;
}) {
  const { t } = useTranslation();
  const recording = busy === 'record';
  const [confirmBlock, setConfirmBlock] = useState(false);
  const failed = result.verdict === 'no_win' || result.verdict === 'late';
  const [showAnalysis, setShowAnalysis] = useState(false);
  const [pulse, setPulse] = useState(false);
  const analysis = result.analysis;

  // SPEC section 9: the pulse highlight shows for 2 s when 3 or fewer numbers remain.
  useEffect(() => {
    if (!pulse) return;
    const handle = window.setTimeout(() => setPulse(false), PULSE_MS);
    return () => window.clearTimeout(handle);
  }, [pulse]);
  const toggleAnalysis = () => {
    if (!showAnalysis && analysis.pulse && !result.is_winner) setPulse(true);
    setShowAnalysis(!showAnalysis);
  };

  const winning = new Set(result.winning_cells.map(({ row, column }) => `${row}:${column}`));
  const needed = new Set(analysis.needed_numbers);
  const title = trainingTitle(t, t('card.title', { number: result.card_number }), training);

  return (
    <Modal
      title={title}
      onClose={onClose}
      busy={recording}
      footer={
        <>
          <Button variant="secondary" onClick={toggleAnalysis}>
            {t(showAnalysis ? 'card.hideAnalysis' : 'card.showAnalysis')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={recording}>
            {t('card.close')}
          </Button>
          {failed && onBlock && !confirmBlock && (
            <Button variant="dangerGhost" onClick={() => setConfirmBlock(true)}>
              {t('claims.block')}
            </Button>
          )}
          {confirmBlock && onBlock && (
            <Button
              variant="danger"
              busy={busy === 'block'}
              onClick={onBlock}
              data-testid="confirm-block"
            >
              {t('claims.confirmBlock', { number: result.card_number })}
            </Button>
          )}
          {result.is_winner && !recorded && (
            <Button onClick={onRecord} busy={recording} data-testid="record-win">
              {t('card.recordWin')}
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p
          data-testid="card-verdict"
          className={`rounded-lg px-3 py-2 text-center text-base font-bold ${
            result.is_winner ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger'
          }`}
        >
          {result.is_winner && result.pattern && !isSwitchPattern(result.pattern.key)
            ? t('winPatterns.wonWith', { name: patternName(t, result.pattern) })
            : result.is_winner && result.win_type
              ? t(winLabelKey(result.win_type))
              : result.verdict === 'late'
                ? t('apiErrors.late_claim')
                : result.verdict === 'blocked'
                  ? t('apiErrors.card_blocked')
                  : t('callerMessages.noBingo')}
        </p>
        {result.pattern && isSwitchPattern(result.pattern.key) && (
          <p data-testid="card-pattern" className="text-center text-sm font-semibold">
            {t('winPatterns.wonWith', { name: patternName(t, result.pattern) })}
          </p>
        )}
        {result.is_winner && result.late && (
          <p className="text-sm text-ink-muted">{t('claims.lateAllowed')}</p>
        )}
        <table className="mx-auto w-full max-w-xs table-fixed border-separate border-spacing-1 text-center">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              {LETTERS.map((letter) => (
                <th
                  key={letter}
                  scope="col"
                  className="rounded-md bg-primary py-1.5 text-lg font-black text-on-primary"
                >
                  {letter}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.grid.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => {
                  const marked = result.marked[r]?.[c] ?? false;
                  const isWin = winning.has(`${r}:${c}`);
                  const isNeeded = showAnalysis && typeof cell === 'number' && needed.has(cell);
                  return (
                    <td
                      key={c}
                      data-marked={marked}
                      data-winning={isWin}
                      className={`h-12 rounded-md border text-base font-bold tabular-nums ${
                        isWin
                          ? 'border-success bg-success text-surface'
                          : marked
                            ? 'border-primary bg-primary-soft text-ink'
                            : isNeeded
                              ? `border-accent bg-surface text-ink ${pulse ? 'motion-safe:animate-pulse ring-2 ring-accent' : ''}`
                              : 'border-line bg-surface text-ink'
                      }`}
                    >
                      {cell === 'F' ? (
                        <span aria-label={t('card.free')}>F</span>
                      ) : marked ? (
                        <span className="flex flex-col items-center leading-none">
                          <span className="text-xl" aria-hidden="true">
                            *
                          </span>
                          <span className="text-[0.65rem] font-semibold opacity-80">
                            {cell ?? ''}
                          </span>
                        </span>
                      ) : (
                        (cell ?? '')
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <ToGoList progress={result.to_go} />
        {result.relied_on_manual_call && result.is_winner && (
          <p className="text-sm text-ink-muted">{t('card.manualNote')}</p>
        )}
        {showAnalysis && (
          <div
            data-testid="win-analysis"
            className={`rounded-lg border border-line bg-surface-muted p-3 text-sm ${pulse ? 'motion-safe:animate-pulse' : ''}`}
          >
            {analysis.min_needed === 0 || result.is_winner ? (
              <p className="font-semibold">{t('card.complete')}</p>
            ) : (
              <>
                <p className="font-semibold">
                  {t('card.neededCount', { count: analysis.min_needed })}
                </p>
                <p>
                  {t('card.chance')}{' '}
                  <strong data-chance={analysis.chance}>{t(chanceKey(analysis.chance))}</strong>
                </p>
                {analysis.needed_numbers.length > 0 && (
                  <p className="tabular-nums">
                    {t('card.neededNumbers', { numbers: analysis.needed_numbers.join(', ') })}
                  </p>
                )}
              </>
            )}
          </div>
        )}
      </div>
    </Modal>
  );
}

/**
 * "To go" per pattern of the game (decision 034): how many numbers its closest way still needs,
 * SPEC's chance label on the closest of all.
 */
function ToGoList({ progress }: { progress: CheckCardResponse['to_go'] }) {
  const { t } = useTranslation();
  if (progress.length === 0) return null;
  // The closest pattern not complete yet carries the chance label.
  const reachable = progress.filter((pattern) => pattern.reachable && pattern.needed.length > 0);
  const closest = reachable.reduce<(typeof progress)[number] | null>(
    (best, pattern) => (!best || pattern.needed.length < best.needed.length ? pattern : best),
    null,
  );
  return (
    <section aria-labelledby="to-go-title" className="rounded-lg border border-line p-3 text-sm">
      <h3 id="to-go-title" className="mb-1 font-semibold">
        {t('winPatterns.toGoTitle')}
      </h3>
      <ul className="space-y-1" data-testid="to-go">
        {progress.map((pattern) => {
          const name = patternName(t, pattern);
          const count = pattern.needed.length;
          return (
            <li
              key={pattern.key}
              data-pattern={pattern.key}
              className="flex flex-wrap items-baseline justify-between gap-x-3"
            >
              <span className={pattern === closest ? 'font-semibold' : ''}>
                {!pattern.reachable
                  ? t('winPatterns.unreachable', { name })
                  : count === 0
                    ? t('winPatterns.complete', { name })
                    : t('winPatterns.toGo', { name, count })}
              </span>
              {pattern === closest && (
                <span className="text-ink-muted" data-testid="to-go-chance">
                  {t('card.chance')}{' '}
                  <strong data-chance={winChance(count)}>{t(chanceKey(winChance(count)))}</strong>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
