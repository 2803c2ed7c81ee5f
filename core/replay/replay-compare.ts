import type { ReplayField } from '../schemas/game-record';
import type { ReplayedGame } from './replay-state';

/** What a game's stored row says, in the terms its replay is compared on. */
export interface StoredGame {
  status: string;
  winnerCard: number | null;
  winType: string | null;
  prizeCents: bigint;
  commissionCents: bigint;
  feeCents: bigint;
  commitment: string;
  called: readonly { n: number }[];
  resetCount: number;
  blockedCards: readonly number[];
  extraPrizesCents: bigint;
  winReliedOnManual: boolean | null;
}

export interface ReplayDifference {
  field: ReplayField;
  stored: string;
  replayed: string;
}

/** The English name of each compared field, as `replayProblem` says it. */
const FIELD_NAMES: Record<ReplayField, string> = {
  status: 'status',
  winner_card: 'winner card',
  win_type: 'win type',
  prize: 'prize',
  house_cut: 'house cut',
  fee: 'fee',
  commitment: 'commitment',
  calls: 'calls',
  resets: 'resets',
  blocked_cards: 'blocked cards',
  manual_win: 'won with a manual call',
  winners: 'winners',
  extra_prizes: 'extra prizes from the drawer',
};

/** Every field where the stored game (and its winners, in order) differs from its replay. */
export function replayDifferences(
  stored: StoredGame,
  winners: readonly number[],
  replayed: ReplayedGame,
): ReplayDifference[] {
  const differences: ReplayDifference[] = [];
  const same = (field: ReplayField, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b))
      differences.push({ field, stored: String(a), replayed: String(b) });
  };
  same('status', stored.status, replayed.status);
  same('winner_card', stored.winnerCard, replayed.winnerCard);
  same('win_type', stored.winType, replayed.winType);
  same('prize', stored.prizeCents.toString(), replayed.prizeCents.toString());
  same('house_cut', stored.commissionCents.toString(), replayed.commissionCents.toString());
  same('fee', stored.feeCents.toString(), replayed.feeCents.toString());
  same('commitment', stored.commitment, replayed.commitment);
  same(
    'calls',
    stored.called.map((c) => c.n),
    replayed.called.map((c) => c.number),
  );
  same('resets', stored.resetCount, replayed.resetCount);
  same('blocked_cards', [...stored.blockedCards].sort(), [...replayed.blockedCards].sort());
  same('winners', winners, replayed.winners);
  same('extra_prizes', stored.extraPrizesCents.toString(), replayed.extraPrizesCents.toString());
  if (stored.winnerCard !== null)
    same('manual_win', stored.winReliedOnManual ?? false, replayed.winReliedOnManualCall);
  return differences;
}

export const replayProblem = (d: ReplayDifference) =>
  `${FIELD_NAMES[d.field]}: stored ${d.stored}, replayed ${d.replayed}`;
