import { asc, inArray, sql } from 'drizzle-orm';
import { replayGame, ReplayError, type LoggedGameEvent } from '@core/game-replay';
import { rulesVersionProblem } from '@core/halls/grant';
import { loggedRulesVersion } from '@core/replay/replay-state';
import { drawFault } from '@core/replay/draw-check';
import { replayDifferences, replayProblem } from '@core/replay/replay-compare';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { gameWinners, games } from '../db/schema';

type GameRow = typeof games.$inferSelect;

/** A hall game that does not replay true: the hall's id of it, and the first thing wrong. */
export interface UntrueHallGame {
  hallGameId: number;
  problem: string;
}

interface Evidence {
  events: LoggedGameEvent[];
  winners: number[];
  /** What central charged on top of the hall's fee (a fee below its terms). */
  extraFeeCents: bigint;
  /** The game's fee on central's ledger: its game_fee entries less their refunds. */
  ledgerFeeCents: bigint;
  /** The rules version its grant was signed with; null for a grant from before (or none). */
  grantRulesVersion: number | null;
}

/** The first thing wrong with an ended hall game as central holds it, or null when it is true. */
function problemOf(game: GameRow, evidence: Evidence): string | null {
  let replayed;
  try {
    replayed = replayGame(evidence.events);
  } catch (error) {
    if (error instanceof ReplayError) return error.message;
    throw error;
  }
  const rules = rulesVersionProblem(
    loggedRulesVersion(evidence.events[0]!.data),
    evidence.grantRulesVersion,
  );
  if (rules) return rules;
  // The hall's fee is judged on the hall's terms; central's charge on top is its own.
  const stored = { ...game, feeCents: game.feeCents - evidence.extraFeeCents };
  const [difference] = replayDifferences(stored, evidence.winners, replayed);
  if (difference) return replayProblem(difference);
  const fault = drawFault(evidence.events, game.createdAt.getTime());
  if (fault) return fault;
  const unsold = game.cards.length > 0 && evidence.winners.find((n) => !game.cards.includes(n));
  if (unsold) return `card ${unsold} won but was not sold`;
  const called = evidence.events.some(
    (event) => event.type === 'draw' || (event.type === 'mark' && event.data.called === true),
  );
  if (called && game.firstCallAt === null) return 'balls were called but the row says none were';
  // A game cancelled before its first ball costs nothing; any other keeps its fee.
  const feeKept = game.status === 'cancelled' && !called ? 0n : game.feeCents;
  if (evidence.ledgerFeeCents !== feeKept)
    return `fee: kept ${feeKept}, ledger ${evidence.ledgerFeeCents}`;
  return null;
}

async function evidenceOf(tx: Db, hallId: number, ids: number[]): Promise<Map<number, Evidence>> {
  const evidence = new Map<number, Evidence>(
    ids.map((id) => [
      id,
      { events: [], winners: [], extraFeeCents: 0n, ledgerFeeCents: 0n, grantRulesVersion: null },
    ]),
  );
  // Each game's log as one JSON text: a batch's games bring thousands of events, and mapping
  // them row by row cost more than replaying them (issue 37).
  const logs = await queryRows<{ game_id: number; events: string }>(
    tx,
    sql`select game_id,
               json_agg(json_build_object('sequence', sequence, 'type', type, 'data', data)
                        order by sequence)::text as events
          from game_events where game_id = any(${`{${ids.join(',')}}`}::int[])
         group by game_id`,
  );
  for (const log of logs)
    evidence.get(log.game_id)!.events = JSON.parse(log.events) as LoggedGameEvent[];
  const winners = await tx
    .select({ gameId: gameWinners.gameId, card: gameWinners.cardNumber })
    .from(gameWinners)
    .where(inArray(gameWinners.gameId, ids))
    .orderBy(asc(gameWinners.gameId), asc(gameWinners.winnerOrder));
  for (const { gameId, card } of winners) evidence.get(gameId)!.winners.push(card);
  const listed = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const extras = await queryRows<{ game_id: number; extra: string; rules: number | null }>(
    tx,
    sql`select mapped.game_id, mapped.extra_fee_cents::text as extra,
               (granted.grant_text::jsonb ->> 'rules_version')::int as rules
          from hall_games mapped
          join games on games.id = mapped.game_id
          left join hall_grants granted
            on granted.id = games.grant_no and granted.hall_id = mapped.hall_id
         where mapped.hall_id = ${hallId} and mapped.game_id in (${listed})`,
  );
  for (const row of extras) {
    const held = evidence.get(row.game_id)!;
    held.extraFeeCents = BigInt(row.extra);
    held.grantRulesVersion = row.rules;
  }
  // One pass over the fee entries for the whole batch (the ledger has no index on references).
  const fees = await queryRows<{ reference: string; net: string }>(
    tx,
    sql`select reference, sum(case when kind = 'game_fee' then amount_cents
                                    else -amount_cents end)::text as net
          from ledger_entries
         where kind in ('game_fee', 'game_fee_refund')
           and reference in (${sql.join(
             ids.map((id) => sql`${`game:${id}`}`),
             sql`, `,
           )})
         group by reference`,
  );
  for (const row of fees)
    evidence.get(Number(row.reference.slice('game:'.length)))!.ledgerFeeCents = BigInt(row.net);
  return evidence;
}

/**
 * Central judges every hall game that has ended (issue 37): it replays the game's log with the
 * project's own replay (calls, claims, winners, shares, prizes, fee), checks each draw against the
 * order the game committed to, that its winners were sold, and that its fee is on the ledger, and
 * compares all of it with the rows the hall sent. Answers the first game that does not replay
 * true; the batch that brought it is then refused, so central's books never hold the hall's word.
 */
export async function untrueHallGame(
  tx: Db,
  hallId: number,
  ended: ReadonlyMap<number, number>,
): Promise<UntrueHallGame | null> {
  if (ended.size === 0) return null;
  const ids = [...ended.keys()];
  const rows = await tx.select().from(games).where(inArray(games.id, ids));
  const evidence = await evidenceOf(tx, hallId, ids);
  for (const game of rows.sort((a, b) => a.id - b.id)) {
    const problem = problemOf(game, evidence.get(game.id)!);
    if (problem) return { hallGameId: ended.get(game.id)!, problem };
  }
  return null;
}
