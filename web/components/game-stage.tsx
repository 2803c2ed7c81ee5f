import { useTranslation } from 'react-i18next';
import { stagesOf } from '@core/bingo/patterns/game-patterns';
import type { Game } from '@core/schemas/games';
import { useFormatters } from '@web/lib/format';

/** The patterns of the stage a game plays now (every pattern for a game of one stage). */
export function currentStagePatterns(game: Pick<Game, 'plan' | 'stage'>) {
  const stages = stagesOf(game.plan);
  const keys = new Set(stages[Math.min(game.stage, stages.length - 1)]?.patterns ?? []);
  return game.plan.patterns.filter((pattern) => keys.has(pattern.key));
}

/**
 * A game in stages (decision 034): which stage is played and what it pays, "Stage 2 of 3 ·
 * 57.60". Nothing for a game of one stage. `size` picks the caller's or the TV's scale.
 */
export function GameStage({
  game,
  size,
}: {
  game: Pick<Game, 'plan' | 'stage' | 'stage_prizes' | 'status'>;
  size: 'sm' | 'tv';
}) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const count = game.stage_prizes.length;
  if (count < 2) return null;
  const stage = Math.min(game.stage, count - 1);
  return (
    <p
      data-testid="game-stage"
      data-stage={stage}
      className={`font-bold ${size === 'tv' ? 'text-[2.6vmin]' : 'text-sm'}`}
    >
      {t('stages.current', { stage: stage + 1, count })}
      <span className="ml-2 tabular-nums text-success">{money(game.stage_prizes[stage] ?? 0)}</span>
    </p>
  );
}
