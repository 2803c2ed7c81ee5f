import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CSV_BOM, csvLine } from '@core/reports/csv';
import type { GameReportRow, JackpotReportRow, ShopReportRow } from '@core/schemas/reports';
import { hallDateTimeFormatter } from '@core/time/hall-days';
import { localDate } from '@core/time/local-date';

type Cell = string | number | boolean | null;
export interface CsvColumn<T> {
  header: string;
  /** An amount: its header names the hall's currency ("Bet amount (ETB)"); cells stay numbers. */
  money?: true;
  cell: (row: T, when: (iso: string | null) => string) => Cell;
}

export const GAME_COLUMNS: CsvColumn<GameReportRow>[] = [
  { header: 'Game ID', cell: (g) => g.id },
  { header: 'Started (hall time)', cell: (g, when) => when(g.created_at) },
  { header: 'Finished (hall time)', cell: (g, when) => when(g.completed_at) },
  { header: 'Status', cell: (g) => g.status },
  { header: 'Shop', cell: (g) => g.shop_name },
  { header: 'Cashier', cell: (g) => g.cashier_username },
  { header: 'Agent', cell: (g) => g.agent_name },
  { header: 'Players', cell: (g) => g.players },
  { header: 'Bet amount', money: true, cell: (g) => g.bet_amount },
  { header: 'Win amount', money: true, cell: (g) => g.win_amount },
  { header: 'Commission', money: true, cell: (g) => g.commission },
  { header: 'Platform fee', money: true, cell: (g) => g.fee },
  { header: 'Jackpot', money: true, cell: (g) => g.jackpot_amount },
  { header: 'Winner card', cell: (g) => g.winner },
  // Several cards may win on one ball (decision 030): all of them, in the order recorded.
  { header: 'Winner cards', cell: (g) => g.winner_cards.join(' ') },
  { header: 'Win type', cell: (g) => g.win_type },
  { header: 'Win pattern', cell: (g) => g.win_pattern },
  { header: 'Balls called', cell: (g) => g.called_count },
  { header: 'Win relied on a manual call', cell: (g) => g.win_relied_on_manual },
  { header: 'Cards named', cell: (g) => g.cards_named },
];

export const SHOP_COLUMNS: CsvColumn<ShopReportRow>[] = [
  { header: 'Shop ID', cell: (s) => s.id },
  { header: 'Shop', cell: (s) => s.name },
  { header: 'Cashier', cell: (s) => s.cashier_username },
  { header: 'Agent', cell: (s) => s.agent_name },
  { header: 'Active', cell: (s) => s.is_active },
  { header: 'Cash in drawer', money: true, cell: (s) => s.amount_avalaible },
  { header: 'Games played', cell: (s) => s.games_count },
  { header: 'Bets', money: true, cell: (s) => s.total_bet },
  { header: 'Commission', money: true, cell: (s) => s.total_commission },
  { header: 'Platform fees', money: true, cell: (s) => s.total_fees },
  { header: 'Jackpots paid', money: true, cell: (s) => s.jackpots_paid },
  { header: 'Last game (hall time)', cell: (s, when) => when(s.last_game_at) },
  { header: 'Created (hall time)', cell: (s, when) => when(s.created_at) },
];

export const JACKPOT_COLUMNS: CsvColumn<JackpotReportRow>[] = [
  { header: 'Jackpot ID', cell: (j) => j.id },
  { header: 'Type', cell: (j) => j.jackpot_type },
  { header: 'State', cell: (j) => j.state },
  { header: 'Shop', cell: (j) => j.shop_name },
  { header: 'Cashier', cell: (j) => j.cashier_username },
  { header: 'Agent', cell: (j) => j.agent_name },
  { header: 'Amount held', money: true, cell: (j) => j.amount },
  { header: 'Bonus per game', money: true, cell: (j) => j.bonus_amount },
  { header: 'Start date', cell: (j) => j.start_date },
  { header: 'End date', cell: (j) => j.end_date },
  { header: 'Paid amount', money: true, cell: (j) => j.paid_amount },
  { header: 'Paid (hall time)', cell: (j, when) => when(j.paid_at) },
  { header: 'Paid in game', cell: (j) => j.paid_game_id },
  { header: 'Created (hall time)', cell: (j, when) => when(j.created_at) },
];

/**
 * Streams a CSV file: BOM, header, then each batch as the database yields it, so the whole
 * filtered set leaves the server without being held in memory. Dates are in the hall's time zone.
 */
export function sendCsv<T>(
  reply: FastifyReply,
  options: {
    name: string;
    timeZone: string;
    columns: CsvColumn<T>[];
    batches: AsyncGenerator<T[]>;
    /** The hall's currency code (a platform setting). */
    currencyCode: string;
  },
): FastifyReply {
  const format = hallDateTimeFormatter(options.timeZone);
  const when = (iso: string | null) => (iso === null ? '' : format(new Date(iso)));
  async function* lines(): AsyncGenerator<string> {
    const header = (column: CsvColumn<T>) =>
      column.money ? `${column.header} (${options.currencyCode})` : column.header;
    yield CSV_BOM + csvLine(options.columns.map(header));
    for await (const batch of options.batches) {
      let chunk = '';
      for (const row of batch) chunk += csvLine(options.columns.map((c) => c.cell(row, when)));
      yield chunk;
    }
  }
  const day = localDate(new Date(), options.timeZone);
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${options.name}-${day}.csv"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(lines()));
}
