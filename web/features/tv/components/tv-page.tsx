import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { useConnection } from '@web/lib/connection';
import { useGameEvents } from '@web/lib/use-game-events';
import { TvGameView } from './tv-game-view';
import { TvShell, useIdleCursor } from './tv-header';

/** One game on a signed-in screen (/tv/<game id>); a shop's paired TV uses /tv instead. */
export function TvPage() {
  const { t } = useTranslation();
  const params = useParams();
  const parsed = Number(params.gameId);
  const gameId = Number.isInteger(parsed) && parsed > 0 ? parsed : null;
  const { game, lastEvent, connected, notFound } = useGameEvents(gameId);
  const { online } = useConnection(true);
  const idle = useIdleCursor();

  if (gameId === null || notFound)
    return (
      <TvShell idle={false}>
        <title>{`${t('tv.title')} · ${t('app.brand')}`}</title>
        <div role="alert" className="m-auto text-center text-[4vmin] font-semibold">
          {t('tv.notFound')}
        </div>
      </TvShell>
    );
  if (!game)
    return (
      <TvShell idle={idle}>
        <title>{`${t('tv.title')} · ${t('app.brand')}`}</title>
        <LoadingScreen />
      </TvShell>
    );
  return (
    <TvShell idle={idle}>
      <title>{`${t('tv.game', { id: game.id })} · ${t('app.brand')}`}</title>
      <TvGameView game={game} lastEvent={lastEvent} online={online && connected} jackpots={null} />
    </TvShell>
  );
}
