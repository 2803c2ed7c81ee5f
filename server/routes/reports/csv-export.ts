import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CSV_BOM, csvLine } from '@core/reports/csv';
import type { GameReportRow, JackpotReportRow, ShopReportRow } from '@core/schemas/reports';
import { dayIn, type Calendar } from '@core/time/ethiopian-days';
import { hallDateTimeFormatter } from '@core/time/hall-days';
import { localDate } from '@core/time/local-date';

type Cell = string | number | boolean | null;
export type CsvColumn<T> =
  | {
      header: string;
      /** An amount: its header names the hall's currency ("Bet amount (ETB)"); cells stay numbers. */
      money?: true;
      cell: (row: T) => Cell;
    }
  /**
   * A moment (ISO text): "Started (hall time)" in the hall's zone and the calendar asked for, for
   * people, and again at the end of the line as "Started (ISO 8601 UTC)", for machines.
   */
  | { header: string; moment: (row: T) => string | null }
  /** A hall day (YYYY-MM-DD): in the calendar asked for, and again at the end as ISO 8601. */
  | { header: string; day: (row: T) => string | null };

export const GAME_COLUMNS: CsvColumn<GameReportRow>[] = [
  { header: 'Game ID', cell: (g) => g.id },
  { header: 'Started', moment: (g) => g.created_at },
  { header: 'Finished', moment: (g) => g.completed_at },
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
  { header: 'Last game', moment: (s) => s.last_game_at },
  { header: 'Created', moment: (s) => s.created_at },
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
  { header: 'Start date', day: (j) => j.start_date },
  { header: 'End date', day: (j) => j.end_date },
  { header: 'Paid amount', money: true, cell: (j) => j.paid_amount },
  { header: 'Paid', moment: (j) => j.paid_at },
  { header: 'Paid in game', cell: (j) => j.paid_game_id },
  { header: 'Created', moment: (j) => j.created_at },
];

/**
 * Streams a CSV file: BOM, header, then each batch as the database yields it, so the whole
 * filtered set leaves the server without being held in memory. Dates are in the hall's time zone
 * and the calendar asked for, each again at the end of the line in ISO 8601 (issue 39).
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
    /** The calendar of the dates people read (the ISO columns are for machines). */
    calendar?: Calendar;
  },
): FastifyReply {
  const calendar = options.calendar ?? 'gregorian';
  const format = hallDateTimeFormatter(options.timeZone, calendar);
  const { columns } = options;
  const twins = columns.filter((column) => !('cell' in column));
  const header = (column: CsvColumn<T>) => {
    if ('moment' in column) return `${column.header} (hall time)`;
    if ('cell' in column && column.money) return `${column.header} (${options.currencyCode})`;
    return column.header;
  };
  const twinHeader = (column: CsvColumn<T>) =>
    'moment' in column ? `${column.header} (ISO 8601 UTC)` : `${column.header} (ISO 8601)`;
  const forPeople = (column: CsvColumn<T>, row: T): Cell => {
    if ('cell' in column) return column.cell(row);
    if ('moment' in column) {
      const at = column.moment(row);
      return at === null ? null : format(new Date(at));
    }
    const day = column.day(row);
    return day === null ? null : dayIn(day, calendar);
  };
  const forMachines = (column: CsvColumn<T>, row: T): Cell => {
    if ('moment' in column) {
      const at = column.moment(row);
      return at === null ? null : new Date(at).toISOString();
    }
    return 'day' in column ? column.day(row) : null;
  };
  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvLine([...columns.map(header), ...twins.map(twinHeader)]);
    for await (const batch of options.batches) {
      let chunk = '';
      for (const row of batch)
        chunk += csvLine([
          ...columns.map((column) => forPeople(column, row)),
          ...twins.map((column) => forMachines(column, row)),
        ]);
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
