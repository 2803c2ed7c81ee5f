import { centsToAmount } from '@core/money';
import { prizeOfGameCents } from '@core/reports/figures';
import type { GameListItem } from '@core/schemas/game-lists';
import type { GameReportRow } from '@core/schemas/reports';
import type { GameDbRow } from './games-query';

const MODE_NAMES = { quick: 'Quick 1-50', standard: 'Standard 1-75', marathon: 'Marathon 1-100' };

export const isoOf = (value: Date | string): string => new Date(value).toISOString();
const money = (cents: string) => centsToAmount(BigInt(cents));
const prizeOf = (row: GameDbRow) =>
  centsToAmount(
    prizeOfGameCents({
      status: row.status,
      prizeCents: BigInt(row.prize_cents),
      extraPrizesCents: BigInt(row.extra_prizes_cents),
    }),
  );
/** Every winner's card; a game won before winners were kept in order has its one winner. */
export const winnersOf = (row: GameDbRow) =>
  row.winner_cards ?? (row.winner_card === null ? [] : [row.winner_card]);

export function toGameReportRow(row: GameDbRow): GameReportRow {
  const amount = money(row.amount_cents);
  return {
    id: row.id,
    amount,
    bet_amount: amount,
    status: row.status,
    created_at: isoOf(row.created_at),
    completed_at: row.completed_at === null ? null : isoOf(row.completed_at),
    shop_id: row.shop_id,
    shop_name: row.shop_name,
    cashier_id: row.cashier_id,
    cashier_username: row.cashier_username,
    agent_id: row.agent_id,
    agent_name: row.agent_name,
    players: Number(row.players),
    winner: row.winner_card,
    winner_cards: winnersOf(row),
    win_type: row.win_type as GameReportRow['win_type'],
    win_pattern: row.win_pattern,
    win_amount: prizeOf(row),
    commission: row.status === 'completed' ? money(row.commission_cents) : 0,
    fee: money(row.fee_cents),
    jackpot_amount: money(row.jackpot_cents),
    called_count: Number(row.called_count),
    win_relied_on_manual: row.win_relied_on_manual,
    cards_named: row.cards_named,
  };
}

/** SPEC's games list item: id, amount, status, created_at; the agent's list also name, description, image. */
export function toGameListItem(row: GameDbRow): GameListItem {
  const cards = Number(row.players);
  const where = row.shop_name ?? row.cashier_username;
  return {
    id: row.id,
    amount: money(row.amount_cents),
    status: row.status,
    created_at: isoOf(row.created_at),
    name: `Game #${row.id} · ${where}`,
    description: `${MODE_NAMES[row.mode]} · ${cards === 1 ? '1 card' : `${cards} cards`}`,
    image: null,
    mode: row.mode,
    cards_count: cards,
    win_amount: prizeOf(row),
    called_count: Number(row.called_count),
    shop_id: row.shop_id,
    shop_name: row.shop_name,
    cashier_username: row.cashier_username,
    winner_card: row.winner_card,
    winner_cards: winnersOf(row),
    manual_win: row.win_relied_on_manual === true,
    reset_count: Number(row.reset_count),
    cards_named: row.cards_named,
    training: row.training,
  };
}
