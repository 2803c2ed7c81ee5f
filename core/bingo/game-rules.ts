import type { CardGrid } from './card';
import type { Call } from './judge-card';
import { markCard } from './marking';
import { detectWin, type WinResult } from './win-detection';
import type { WinRule } from './patterns/win-rule';

/** A hall's answer to a claim made after the card was already complete (decision 011). */
export const LATE_CLAIM_RULES = ['allow', 'refuse'] as const;
export type LateClaimRule = (typeof LATE_CLAIM_RULES)[number];

/**
 * A shop's answer to a start that names no sold cards (SPEC's bare `{amount}`): such a game keeps
 * working for SPEC clients, but any card number can win it, so its agent may refuse it.
 */
export const UNNAMED_CARDS_RULES = ['allow', 'refuse'] as const;
export type UnnamedCardsRule = (typeof UNNAMED_CARDS_RULES)[number];

/**
 * A hall's answer to several cards winning on the same ball (decision 030): the prize split
 * equally between them, or a full prize each (the extra ones paid from the shop's drawer).
 */
export const SHARED_WIN_RULES = ['split', 'full'] as const;
export type SharedWinRule = (typeof SHARED_WIN_RULES)[number];

export const DEFAULT_MAX_RESETS = 1;
export const MAX_RESETS_LIMIT = 5;

/** A shop's rules, copied into each game when it starts so a later change never alters it. */
export interface GameRules {
  late_claims: LateClaimRule;
  max_resets: number;
  /** Left out by games started before the rule existed: split. */
  shared_wins?: SharedWinRule;
  /** A claim from a player's phone pauses the caller (issue 40). Left out by older games: on. */
  claims_pause?: boolean;
}

export const DEFAULT_GAME_RULES: GameRules = {
  late_claims: 'allow',
  max_resets: DEFAULT_MAX_RESETS,
  shared_wins: 'split',
  claims_pause: true,
};

/** The rules a game plays under; max_resets null: no limit (a game from before limits). */
export interface GameRulesInForce {
  late_claims: LateClaimRule;
  max_resets: number | null;
  shared_wins: SharedWinRule;
  claims_pause: boolean;
}

/** A game from before rules existed allowed late claims and any number of resets. */
export const LEGACY_GAME_RULES: GameRulesInForce = {
  late_claims: 'allow',
  max_resets: null,
  shared_wins: 'split',
  claims_pause: true,
};

/** The rules a game started with, or the legacy ones when it kept none. */
export function rulesOf(game: { rules: GameRules | null }): GameRulesInForce {
  if (!game.rules) return LEGACY_GAME_RULES;
  return {
    ...game.rules,
    shared_wins: game.rules.shared_wins ?? 'split',
    claims_pause: game.rules.claims_pause ?? true,
  };
}

/** What a check (or a win record) says of a card. */
export const CLAIM_VERDICTS = ['win', 'no_win', 'late', 'blocked'] as const;
export type ClaimVerdict = (typeof CLAIM_VERDICTS)[number];

/**
 * The card wins, but every complete pattern was already complete before the last call: the
 * player missed the ball that made the bingo.
 */
export function completeBeforeLastCall(
  card: CardGrid,
  calls: readonly Call[],
  rule: WinRule,
  win: WinResult,
): boolean {
  if (!win.isWinner || calls.length < 2) return false;
  const before = calls.slice(0, -1).map((call) => call.number);
  return detectWin(markCard(card, before), rule).lines.length === win.lines.length;
}

export interface ClaimInput {
  isWinner: boolean;
  late: boolean;
  blocked: boolean;
  /** An earlier check of this card already found it winning (it claimed in time). */
  wonBefore: boolean;
  rules: Pick<GameRules, 'late_claims'>;
}

/** A blocked card never wins; a late claim is "not now" where the hall refuses them. */
export function claimVerdict(claim: ClaimInput): ClaimVerdict {
  if (claim.blocked) return 'blocked';
  if (!claim.isWinner) return 'no_win';
  if (claim.late && !claim.wonBefore && claim.rules.late_claims === 'refuse') return 'late';
  return 'win';
}

/** Why a reset is refused, or null when it may go ahead (resets only before a win, limited). */
export function resetRefusal(game: {
  resetCount: number;
  maxResets: number | null;
  winningCards: readonly number[];
  allBallsOut: boolean;
}): 'reset_after_win' | 'reset_after_last_ball' | 'reset_limit' | null {
  if (game.winningCards.length > 0) return 'reset_after_win';
  if (game.allBallsOut) return 'reset_after_last_ball';
  if (game.maxResets !== null && game.resetCount >= game.maxResets) return 'reset_limit';
  return null;
}

/** A played game (a call was made, even if reset since) is cancelled only with a reason. */
export function cancelNeedsReason(game: { firstCallAt: Date | null }): boolean {
  return game.firstCallAt !== null;
}
