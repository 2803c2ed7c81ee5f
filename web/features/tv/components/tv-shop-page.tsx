import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TvShop } from '@core/schemas/displays';
import type { Game } from '@core/schemas/games';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { useConnection } from '@web/lib/connection';
import { useFormatters } from '@web/lib/format';
import type { GameEvent } from '@web/lib/game-events';
import { changeLanguage } from '@web/lib/i18n';
import { useTheme } from '@web/lib/theme';
import { tvSession } from '@web/lib/tv-api';
import { useShopFeed } from '../lib/use-shop-feed';
import { ConnectionNotice } from '@web/components/connection-notice';
import { NextDrawCommitment } from '@web/components/fair-draw-status';
import { QrCode } from '@web/components/ui/qr-code';
import { useNextDrawUrl } from '@web/lib/public-config';
import { CheckedCard } from './tv-checked-card';
import { TrainingBanner } from '@web/components/training-mark';
import { JackpotList, TvGameView } from './tv-game-view';
import { FullscreenButton, TvShell, useIdleCursor } from './tv-header';
import { shareLabel } from '@web/lib/share-label';

// A TV is paired once: the form and its schema (zod, the form kit) load only on a TV not yet paired.
const TvPairForm = lazy(() =>
  import('./tv-pair-form').then((module) => ({ default: module.TvPairForm })),
);

/** The shop's TV address (/tv): paired once by code, then every game of the shop (decision 027). */
export function TvShopPage() {
  const [token, setToken] = useState(() => tvSession.token());
  if (!token)
    return (
      <Suspense fallback={<LoadingScreen />}>
        <TvPairForm onPaired={() => setToken(tvSession.token())} />
      </Suspense>
    );
  return <PairedTv key={token} token={token} onUnpaired={() => setToken(null)} />;
}

function PairedTv({ token, onUnpaired }: { token: string; onUnpaired: () => void }) {
  const { t } = useTranslation();
  const feed = useShopFeed(token);
  const { online } = useConnection(true);
  const idle = useIdleCursor();
  useShopLook(feed.shop);
  useEffect(() => {
    if (feed.unpaired) onUnpaired();
  }, [feed.unpaired, onUnpaired]);

  const live = online && feed.connected;
  if (!feed.shop)
    return (
      <TvShell idle={idle}>
        <title>{`${t('tv.title')} · ${t('app.brand')}`}</title>
        {!live && <ConnectionNotice size="tv" />}
        <LoadingScreen />
      </TvShell>
    );
  const running = feed.game && feed.game.status === 'active' ? feed.game : null;
  return (
    <TvShell idle={idle}>
      <title>{`${feed.shop.shop_name} · ${t('tv.title')}`}</title>
      {running ? (
        <TvGameView
          game={running}
          lastEvent={feed.lastEvent}
          online={live}
          jackpots={feed.shop.jackpots}
        />
      ) : (
        <TvIdle shop={feed.shop} last={feed.game} win={feed.latest.win ?? null} online={live} />
      )}
    </TvShell>
  );
}

/** The TV takes its shop's theme and language as the till sets them, without a reload. */
function useShopLook(shop: TvShop | null): void {
  const { setTheme } = useTheme();
  const theme = shop?.look.theme;
  const language = shop?.look.language;
  useEffect(() => {
    if (theme) setTheme(theme);
  }, [theme, setTheme]);
  useEffect(() => {
    if (language) void changeLanguage(language);
  }, [language]);
}

/** Between games: the last winner (its card and winning line), the jackpots, the next game. */
function TvIdle({
  shop,
  last,
  win,
  online,
}: {
  shop: TvShop;
  last: Game | null;
  win: GameEvent | null;
  online: boolean;
}) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const winner = last && last.status === 'completed' && last.winner_card !== null ? last : null;
  return (
    <div data-testid="tv-idle" className="flex flex-1 flex-col gap-[2vmin] p-[2vmin]">
      <header className="flex flex-wrap items-center gap-[2vmin]">
        <h1 className="min-w-0 flex-1 truncate text-[4.4vmin] font-black">{shop.shop_name}</h1>
        {!online && <ConnectionNotice size="tv" />}
        <FullscreenButton />
      </header>
      {/* The last game was a practice (decision 055): its winner won nothing. */}
      {last?.training && <TrainingBanner size="tv" />}
      <div className="grid flex-1 gap-[2vmin] md:grid-cols-2">
        <section className="flex flex-col items-center justify-center gap-[2vmin] rounded-[2vmin] border border-line bg-surface p-[3vmin] text-center shadow-xs">
          <p data-testid="tv-next-game" className="text-[6vmin] font-black text-primary">
            {t('tv.nextGameSoon')}
          </p>
          <NextDrawCommitment
            shopId={shop.shop_id}
            gameId={shop.game_id}
            className="text-left text-[2.4vmin] text-ink-muted"
            qr={<NextDrawQr shopId={shop.shop_id} />}
          />
          {winner && winner.winners.length <= 1 && (
            <p data-testid="tv-last-winner" className="text-[3.4vmin] font-bold">
              {t('tv.lastWinner', {
                id: winner.id,
                card: winner.winner_card,
                amount: money(winner.win_amount),
              })}
            </p>
          )}
          {winner && winner.winners.length > 1 && (
            <div data-testid="tv-last-winner" className="text-[3.4vmin] font-bold">
              <p>{t('tv.lastWinners', { id: winner.id, count: winner.winners.length })}</p>
              <ul data-testid="tv-winners" className="flex flex-wrap justify-center gap-x-[3vmin]">
                {winner.winners.map((w, i) => (
                  <li
                    key={i}
                    data-share={w.share_final ? 'final' : 'pending'}
                    className="tabular-nums"
                  >
                    {shareLabel(t, {
                      card: w.card_number,
                      share: money(w.share),
                      final: w.share_final,
                    })}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {shop.jackpots.length > 0 && (
            <div className="w-full max-w-[80vmin] text-left text-[2.8vmin]">
              <JackpotList jackpots={shop.jackpots} />
            </div>
          )}
        </section>
        {winner && win && win.game_id === winner.id && (
          <div className="relative min-h-[60vh] md:min-h-0">
            <CheckedCard game={winner} event={win} />
          </div>
        )}
      </div>
    </div>
  );
}

/** The public page of the next game's commitment, for a player to keep before the cards are sold. */
function NextDrawQr({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  return (
    <QrCode
      value={useNextDrawUrl(shopId)}
      label={t('verify.next.title')}
      className="h-[12vmin] w-[12vmin] shrink-0 rounded-[0.8vmin]"
    />
  );
}
