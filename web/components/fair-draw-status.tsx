import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NextDraw } from '@core/schemas/fair-draw';
import type { Game } from '@core/schemas/games';
import { api } from '@web/lib/api-client';

const short = (hash: string) => `${hash.slice(0, 8)}…${hash.slice(-8)}`;

/**
 * The shop's next game's commitment (decision 054), shown while its cards are sold: on the TV
 * between games and on the till. Asked again when a game starts (it takes the published seed).
 */
export function NextDrawCommitment({
  shopId,
  gameId,
  className,
  qr,
}: {
  shopId: number;
  /** The shop's newest game: a new one means a new commitment is published. */
  gameId: number | null;
  className?: string;
  /** A QR code of the public page that keeps it, for players' phones (the TV). */
  qr?: ReactNode;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['/public/shops/next_draw/', shopId, gameId],
    queryFn: ({ signal }) =>
      api.get<NextDraw>(`/public/shops/${shopId}/next_draw/`, { signal, auth: false }),
    staleTime: 30_000,
  });
  if (!query.data) return null;
  return (
    <div data-testid="next-draw" className={`flex items-center gap-3 ${className ?? ''}`}>
      {qr}
      <p>
        <span className="font-semibold">{t('tv.fair.next')}: </span>
        <span className="font-mono break-all" data-commitment={query.data.commitment}>
          {short(query.data.commitment)}
        </span>
      </p>
    </div>
  );
}

/**
 * Where a running game's order comes from, before and after ball 1: the sealed sale, waiting for
 * the public round, the round, or an offline draw said plainly.
 */
export function FairDrawStatus({
  game,
  className,
  sealUntilFirstBall = false,
}: {
  game: Game;
  className?: string;
  /** The TV shows the seal before ball 1 only, keeping the ball's space for the game. */
  sealUntilFirstBall?: boolean;
}) {
  const { t } = useTranslation();
  const draw = game.fair_draw;
  if (draw.format !== 2) return null;
  let line: string;
  let state: string;
  if (draw.offline) [line, state] = [t('tv.fair.offline'), 'offline'];
  else if (draw.awaiting_beacon) [line, state] = [t('tv.fair.waiting'), 'waiting'];
  else [line, state] = [t('tv.fair.round', { round: draw.beacon?.round }), 'round'];
  return (
    <div data-testid="fair-draw-status" data-state={state} className={className}>
      <p className="font-semibold">{line}</p>
      {draw.seal && !(sealUntilFirstBall && game.called_count > 0) && (
        <p>
          {t('tv.fair.seal', { count: game.cards.length })}{' '}
          {/* Only the hash in mono: the words are in the screen's script (Ethiopic too). */}
          <span className="font-mono break-all">{short(draw.seal)}</span>
        </p>
      )}
    </div>
  );
}
