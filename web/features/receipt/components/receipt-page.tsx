import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Game } from '@core/schemas/games';
import type { JackpotHappenResponse } from '@core/schemas/jackpots';
import { Button } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { QrCode } from '@web/components/ui/qr-code';
import { ValueRows } from '@web/components/ui/value-rows';
import { api } from '@web/lib/api-client';
import { useFormatters } from '@web/lib/format';
import { useVerifyUrl } from '@web/lib/public-config';
import { patternName } from '@web/lib/pattern-names';
import { winLabelKey } from '@web/lib/win-labels';

/**
 * A winner's receipt (issue 22), printable on A4 or an 80 mm receipt printer: game, shop, card,
 * pattern, prize, stage bonus, time and the verify QR. Opened from the caller after a win.
 */
export function ReceiptPage() {
  const { t } = useTranslation();
  const { gameId } = useParams();
  const id = Number(gameId);
  const game = useQuery({
    queryKey: ['/games/', id],
    queryFn: ({ signal }) => api.get<Game>(`/games/${id}/`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
  if (game.isPending)
    return (
      <p role="status" className="p-6 text-sm text-ink-muted">
        {t('receipt.loading')}
      </p>
    );
  if (game.isError)
    return (
      <div className="p-6">
        <ErrorAlert
          message={t('receipt.loadError')}
          onRetry={() => void game.refetch()}
          retrying={game.isFetching}
        />
      </div>
    );
  return <Receipt game={game.data} />;
}

function Receipt({ game }: { game: Game }) {
  const { t } = useTranslation();
  const { money, dateTime } = useFormatters();
  const [search] = useSearchParams();
  const verify = useVerifyUrl(game.verify_token);
  const card = Number(search.get('card'));
  // The jackpot the game's first win paid (decided by the server at that win).
  const jackpot = useQuery({
    queryKey: ['/agents/is_jackpot_happen', game.id],
    queryFn: ({ signal }) =>
      api.get<JackpotHappenResponse>(`/agents/is_jackpot_happen?game_id=${game.id}`, { signal }),
  });
  const winner = game.winners.find((w) => w.card_number === card) ?? game.winners[0];
  const rows: Array<[string, string]> = [
    [t('receipt.game'), `#${game.id}`],
    [t('receipt.shop'), game.shop_name ?? game.cashier_username],
  ];
  if (winner)
    rows.push(
      [t('receipt.card'), String(winner.card_number)],
      [
        t('receipt.pattern'),
        // In the screen's language, as the caller's check names it (issue 39).
        winner.pattern ? patternName(t, winner.pattern) : t(winLabelKey(winner.win_type)),
      ],
      [
        t('receipt.prize'),
        `${money(winner.share)} · ${t(winner.share_final ? 'receipt.shareFinal' : 'receipt.sharePending')}`,
      ],
      // A stage's "within N calls" bonus, paid from the drawer beside the prize (decision 034).
      ...(winner.bonus > 0 ? [[t('receipt.bonus'), money(winner.bonus)] as [string, string]] : []),
      [t('receipt.time'), dateTime(winner.recorded_at)],
    );
  if (winner && winner.order === 1 && jackpot.data?.amount !== undefined)
    rows.push([t('receipt.jackpot'), money(jackpot.data.amount)]);
  return (
    <main className="receipt mx-auto w-full max-w-md p-4">
      <h1 className="text-xl font-bold">{t('receipt.title')}</h1>
      {!winner && <p className="mt-2 text-sm">{t('receipt.noWinner')}</p>}
      <ValueRows rows={rows} testId="receipt" />
      <div className="mt-4 flex flex-col items-center gap-1">
        <QrCode value={verify} label={t('receipt.verify')} className="h-32 w-32" />
        <p className="text-xs text-ink-muted">{t('receipt.verify')}</p>
      </div>
      <div className="mt-4 flex gap-2 print:hidden">
        <Button onClick={() => window.print()}>{t('receipt.print')}</Button>
      </div>
    </main>
  );
}
