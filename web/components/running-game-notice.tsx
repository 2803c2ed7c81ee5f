import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RunningGame } from '@core/schemas/game-lists';
import { buttonClass } from '@web/components/ui/button';
import { Icon } from '@web/components/ui/icons';
import { useFormatters } from '@web/lib/format';

/** Opens the caller on a running game. */
export function ResumeLink({ gameId, size = 'md' }: { gameId: number; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/play?game=${gameId}`}
      data-testid="resume-game"
      className={buttonClass('primary', size)}
    >
      <Icon name="play" size={18} />
      {t('runningGame.resume')}
    </Link>
  );
}

/**
 * A shop's unfinished game (decision 029): its number, shop, state and balls called, why no other
 * game starts there, and Resume. Shown by the Game Board, the cashier dashboard and the caller's
 * chooser, from the server's list, so every till of the cashier shows the same game.
 */
export function RunningGameNotice({ game, why = true }: { game: RunningGame; why?: boolean }) {
  const { t } = useTranslation();
  const { figure, time } = useFormatters();
  return (
    <section
      data-testid="running-game"
      aria-label={t('runningGame.title', { id: game.game_id })}
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-primary bg-primary-soft px-4 py-3 sm:px-5"
    >
      <div className="min-w-0 flex-1 basis-60">
        <h2 className="font-semibold tracking-tight">
          {t('runningGame.title', { id: game.game_id })}
        </h2>
        <p className="text-sm tabular-nums">
          {[
            game.shop_name ?? t('runningGame.noShop'),
            t(`tv.status.${game.state}`),
            t('runningGame.called', { count: game.called_count, n: figure(game.called_count) }),
            t('runningGame.since', { time: time(game.created_at) }),
          ].join(' · ')}
        </p>
        {why && <p className="mt-1 text-sm text-ink-muted">{t('runningGame.why')}</p>}
      </div>
      <ResumeLink gameId={game.game_id} />
    </section>
  );
}
