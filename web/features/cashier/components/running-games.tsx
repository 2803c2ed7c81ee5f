import { useTranslation } from 'react-i18next';
import { RunningGameNotice } from '@web/components/running-game-notice';
import { useRunningGames } from '@web/lib/running-games';

/** The dashboard's running games, one per shop at most, each with Resume (decision 029). */
export function RunningGames() {
  const { t } = useTranslation();
  const running = useRunningGames();
  if (!running.data?.length) return null;
  return (
    <section aria-label={t('runningGame.listTitle')} className="space-y-3">
      {running.data.map((game) => (
        <RunningGameNotice key={game.game_id} game={game} />
      ))}
    </section>
  );
}
