import { useTranslation } from 'react-i18next';
import type { GameReportRow } from '@core/schemas/reports';
import { DataTable, type Column } from '@web/components/ui/data-table';
import { GameStatusBadge } from '@web/components/ui/games-toolbar';
import { Moment } from '@web/components/ui/moment';
import { useFormatters } from '@web/lib/format';

/** A game as both the games report and the dashboard's recent games give it. */
export type ReportGame = Pick<
  GameReportRow,
  | 'id'
  | 'created_at'
  | 'status'
  | 'shop_name'
  | 'cashier_username'
  | 'players'
  | 'bet_amount'
  | 'win_amount'
  | 'winner'
  | 'winner_cards'
  | 'win_relied_on_manual'
> &
  Partial<Pick<GameReportRow, 'commission' | 'fee' | 'jackpot_amount' | 'cards_named'>>;

/** Games with their money; the games report adds commission, fee and jackpot columns. */
export function GamesTable({
  caption,
  rows,
  full = false,
  refreshing = false,
}: {
  caption: string;
  rows: ReportGame[];
  full?: boolean;
  refreshing?: boolean;
}) {
  const { t } = useTranslation();
  const { money, figure } = useFormatters();
  const amount = (
    id: string,
    header: string,
    value: (g: ReportGame) => number,
  ): Column<ReportGame> => ({
    id,
    header,
    align: 'right',
    cell: (g) => <span className="tabular-nums">{money(value(g))}</span>,
  });
  const columns: Column<ReportGame>[] = [
    {
      id: 'id',
      header: t('reports.columns.id'),
      cell: (g) => <span className="font-semibold tabular-nums">#{g.id}</span>,
    },
    {
      id: 'date',
      header: t('reports.columns.date'),
      cell: (g) => <Moment iso={g.created_at} />,
    },
    {
      id: 'shop',
      header: t('reports.columns.shop'),
      cell: (g) => <span className="break-words">{g.shop_name ?? t('gamesList.noShop')}</span>,
    },
    {
      id: 'cashier',
      header: t('reports.columns.cashier'),
      cell: (g) => <span className="break-all">{g.cashier_username}</span>,
    },
    {
      id: 'status',
      header: t('reports.columns.status'),
      cell: (g) => <GameStatusBadge status={g.status} />,
    },
    {
      id: 'players',
      header: t('reports.columns.players'),
      align: 'right',
      cell: (g) => (
        <span className="inline-flex flex-wrap items-center gap-1.5">
          <span className="tabular-nums">{figure(g.players)}</span>
          {g.cards_named === false && (
            <span
              data-testid="cards-not-named"
              className="rounded-full bg-accent/20 px-2 py-0.5 text-xs font-semibold"
            >
              {t('gameRecord.cardsNotNamed')}
            </span>
          )}
        </span>
      ),
    },
    amount('bet', t('reports.columns.bet'), (g) => g.bet_amount),
    amount('win', t('reports.columns.win'), (g) => g.win_amount),
    ...(full
      ? [
          amount('commission', t('reports.columns.commission'), (g) => g.commission ?? 0),
          amount('fee', t('reports.columns.fee'), (g) => g.fee ?? 0),
          amount('jackpot', t('reports.columns.jackpot'), (g) => g.jackpot_amount ?? 0),
        ]
      : []),
    {
      id: 'winner',
      header: t('reports.columns.winner'),
      cell: (g) =>
        g.winner === null ? (
          <span className="text-ink-muted">—</span>
        ) : (
          <span className="inline-flex flex-wrap items-center gap-1.5">
            <span className="tabular-nums">
              {(g.winner_cards.length > 0 ? g.winner_cards : [g.winner])
                .map((number) => t('reports.card', { number }))
                .join(', ')}
            </span>
            {g.win_relied_on_manual && (
              <span
                title={t('reports.manualCallHint')}
                className="rounded-full bg-accent/20 px-2 py-0.5 text-xs font-semibold"
              >
                {t('reports.manualCall')}
              </span>
            )}
          </span>
        ),
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(g) => g.id}
      refreshing={refreshing}
    />
  );
}
