import { useTranslation } from 'react-i18next';
import { stagesOf, type GamePlan } from '@core/bingo/patterns/game-patterns';
import type { PatternDefinition } from '@core/bingo/patterns/pattern';
import { useFormatters } from '@web/lib/format';
import { patternName } from '@web/lib/pattern-names';
import { PatternGrid, patternPicture } from './pattern-grid';

type Size = 'sm' | 'tv';

function PatternList({
  patterns,
  size,
  testId,
}: {
  patterns: readonly PatternDefinition[];
  size: Size;
  testId?: string;
}) {
  const { t } = useTranslation();
  const tv = size === 'tv';
  return (
    <ul data-testid={testId} className={`flex flex-wrap ${tv ? 'gap-[1vmin]' : 'gap-2'}`}>
      {patterns.map((pattern) => {
        const name = patternName(t, pattern);
        return (
          <li
            key={pattern.key}
            data-pattern={pattern.key}
            className={`flex items-center rounded-lg bg-surface-muted ${
              tv ? 'gap-[0.8vmin] px-[0.8vmin] py-[0.5vmin]' : 'gap-2 px-2 py-1'
            }`}
          >
            <PatternGrid
              mask={patternPicture(pattern)}
              size={tv ? 'tv' : 'sm'}
              label={t('winPatterns.gridLabel', { name })}
            />
            <span className={`font-semibold ${tv ? '' : 'text-sm'}`}>{name}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * What a game plays (its plan, decision 034): each pattern as a mini grid with its name. A game
 * in stages lists its stages in order with each one's prize, the stage being played marked and
 * the stages won dimmed. The caller shows it beside the board, the TV in its stakes.
 */
export function GamePatterns({
  plan,
  stage = 0,
  stagePrizes = [],
  winners = [],
  size,
  testId,
}: {
  plan: GamePlan;
  /** The stage being played (0 for the first). */
  stage?: number;
  /** Each stage's prize, formatted. */
  stagePrizes?: readonly string[];
  /** The cards recorded as winners: each won stage names them. */
  winners?: readonly { stage: number; card_number: number }[];
  size: Size;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const stages = stagesOf(plan);
  if (stages.length <= 1)
    return <PatternList patterns={plan.patterns} size={size} testId={testId} />;
  const tv = size === 'tv';
  return (
    <ol data-testid={testId} className={`flex flex-col ${tv ? 'gap-[0.8vmin]' : 'gap-1.5'}`}>
      {stages.map((each, index) => {
        const now = index === stage;
        const won = index < stage;
        const keys = new Set(each.patterns);
        const cards = winners.filter((w) => w.stage === index).map((w) => w.card_number);
        return (
          <li
            key={index}
            data-stage={index + 1}
            data-state={now ? 'now' : won ? 'won' : 'next'}
            aria-current={now ? 'step' : undefined}
            className={`flex flex-wrap items-center rounded-lg border ${
              tv ? 'gap-[1vmin] px-[1vmin] py-[0.6vmin]' : 'gap-2 px-2 py-1'
            } ${now ? 'border-primary bg-primary-soft' : 'border-line'} ${won ? 'opacity-60' : ''}`}
          >
            <span className={`font-bold ${tv ? '' : 'text-sm'}`}>
              {t('winPatterns.stageTitle', { n: index + 1 })}
              {stagePrizes[index] !== undefined && (
                <span className="font-normal text-ink-muted"> · {stagePrizes[index]}</span>
              )}
              {each.bonus && (
                <span className="ml-1.5 font-normal text-success" data-testid="stage-bonus">
                  {t('winPatterns.stages.bonusShown', {
                    calls: each.bonus.within_calls,
                    amount: money(each.bonus.amount),
                  })}
                </span>
              )}
              {(now || won) && (
                <span
                  className={`ml-1.5 rounded-full px-1.5 font-semibold ${tv ? 'text-[1.8vmin]' : 'text-xs'} ${
                    now ? 'bg-primary text-on-primary' : 'bg-surface-muted text-ink-muted'
                  }`}
                >
                  {t(now ? 'winPatterns.stageNow' : 'winPatterns.stageWon')}
                </span>
              )}
            </span>
            <PatternList
              patterns={plan.patterns.filter((pattern) => keys.has(pattern.key))}
              size={size}
            />
            {cards.length > 0 && (
              <span data-testid="stage-winners" className="basis-full font-semibold tabular-nums">
                {t('winPatterns.wonBy', {
                  cards: cards.map((number) => t('winPatterns.card', { number })).join(', '),
                })}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
