import type { GameRulesInForce } from './game-rules';
import type { Call } from './judge-card';
import { unclaimedWinners, type SoldCard } from './unclaimed-wins';
import type { WinRule } from './patterns/win-rule';
import type { WinningCheck } from './winning-checks';

/**
 * Stages that hold (decision 046): the rules a game of rules version 2 is judged by, shared by the
 * server and the replay. Version 1 (games from before) keeps the old rules.
 */
export const RULES_VERSION = 2;

/** What a game's stages look like now. */
export interface StagesNow {
  /** The stage being played (for a won game: its last stage, already won). */
  stage: number;
  /** Still running (claims for the stage in play), or won (more winners on its deciding ball). */
  active: boolean;
  /** For each stage won, how many calls there were at its first winner. */
  decidedAt: readonly (number | undefined)[];
  callCount: number;
}

/**
 * The stages a claim may be for now, earliest first: every stage won on the ball called last (its
 * share is still open to the other cards that won on it) and, while the game runs, the stage in
 * play. After the last ball every later stage is played on the same calls.
 */
export function openStages(now: StagesNow): number[] {
  const open: number[] = [];
  now.decidedAt.forEach((decided, stage) => {
    if (decided === now.callCount) open.push(stage);
  });
  if (now.active && !open.includes(now.stage)) open.push(now.stage);
  return open.sort((a, b) => a - b);
}

/** The cards a check found winning in this stage (version 2 keeps checks per stage). */
export const checkedIn = (checks: readonly WinningCheck[], stage: number): number[] =>
  checks.filter((check) => check.stage === stage).map((check) => check.card_number);

export interface JoinInput {
  cards: readonly SoldCard[];
  calls: readonly Call[];
  rule: WinRule;
  blocked: readonly number[];
  /** Cards a check found winning in this stage. */
  wonBefore: readonly number[];
  /** Cards already recorded as this stage's winners. */
  winners: readonly number[];
  rules: Pick<GameRulesInForce, 'late_claims'>;
}

/** The sold cards whose claim of this stage would be recorded now (never one before a call). */
export function cardsThatCanJoin(input: JoinInput): number[] {
  return unclaimedWinners(input).filter((card) => !input.winners.includes(card));
}

/**
 * A win with no drawn ball stood on hand calls only: in a game played by hand the hand calls are
 * the calls, and a win that needs none of them (the free centre) still asks the approval.
 */
export const reliedOnHandCalls = (judged: boolean, calls: readonly Call[]): boolean =>
  judged || (calls.length > 0 && calls.every((call) => call.manual));
