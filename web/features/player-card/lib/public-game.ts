import type { GamePlan } from '@core/bingo/patterns/game-patterns';
import type { ClaimVerdict } from '@core/bingo/game-rules';
import type { PublicWin } from '@core/schemas/player-cards';

/** A claim from a phone: waiting for the cashier, with the balls there were when it came. */
export interface PublicClaim {
  card_number: number;
  called_count: number;
}

/** What a phone knows of the running game (decision 037): the balls and what wins. */
export interface PublicGame {
  status: 'running' | 'ended';
  called: number[];
  plan: GamePlan;
  stage: number;
  /** The winners recorded so far (decision 037): stage, card and pattern. */
  wins: PublicWin[];
  ball_count: number;
  /** Claims from phones waiting for the cashier's check, in the order they came (issue 40). */
  claims?: PublicClaim[];
  /** The cashier's verdicts on claims heard since the page opened, the latest per card. */
  answers?: (PublicClaim & { verdict: ClaimVerdict })[];
}

export type PublicFeedMessage =
  | { kind: 'snapshot'; game: PublicGame }
  | { kind: 'event'; type: string; data: Record<string, unknown> };

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

const patternOf = (value: unknown): PublicWin['pattern'] => {
  if (typeof value !== 'object' || value === null) return null;
  const { key, name } = value as Record<string, unknown>;
  return typeof key === 'string' && typeof name === 'string' ? { key, name } : null;
};

/** The winners after a win event: its card added to its stage, once. */
function withWin(game: PublicGame, data: Record<string, unknown>): PublicWin[] {
  const card = num(data.card_number);
  const stage = num(data.stage) ?? game.stage;
  if (card === null || game.wins.some((w) => w.stage === stage && w.card_number === card))
    return game.wins;
  return [...game.wins, { stage, card_number: card, pattern: patternOf(data.pattern) }];
}

function withClaim(game: PublicGame, data: Record<string, unknown>): PublicGame {
  const card = num(data.card_number);
  const claims = game.claims ?? [];
  if (card === null || claims.some((claim) => claim.card_number === card)) return game;
  const calledCount = num(data.called_count) ?? game.called.length;
  return { ...game, claims: [...claims, { card_number: card, called_count: calledCount }] };
}

/** A check reaches the phones only when it answers a claim (the server's public feed). */
function withAnswer(game: PublicGame, data: Record<string, unknown>): PublicGame {
  const card = num(data.card_number);
  const calledCount = num(data.answers_claim);
  if (card === null || calledCount === null || typeof data.verdict !== 'string') return game;
  const answer = {
    card_number: card,
    called_count: calledCount,
    verdict: data.verdict as ClaimVerdict,
  };
  return {
    ...game,
    claims: (game.claims ?? []).filter((claim) => claim.card_number !== card),
    answers: [...(game.answers ?? []).filter((a) => a.card_number !== card), answer],
  };
}

/** The game after one message of its public feed; an unknown or malformed one changes nothing. */
export function applyPublicMessage(
  game: PublicGame | null,
  message: PublicFeedMessage,
): PublicGame | null {
  if (message.kind === 'snapshot') return message.game;
  if (!game) return game;
  const { type, data } = message;
  const number = num(data.number);
  switch (type) {
    case 'draw':
      return number === null || game.called.includes(number)
        ? game
        : { ...game, called: [...game.called, number] };
    case 'mark':
      if (number === null) return game;
      if (data.called === true)
        return game.called.includes(number) ? game : { ...game, called: [...game.called, number] };
      return { ...game, called: game.called.filter((n) => n !== number) };
    case 'reset':
      return { ...game, called: [] };
    case 'win': {
      const next = num(data.next_stage);
      const wins = withWin(game, data);
      game = { ...game, claims: game.claims?.filter((c) => c.card_number !== data.card_number) };
      return next === null ? { ...game, wins, status: 'ended' } : { ...game, wins, stage: next };
    }
    case 'close':
    case 'cancel':
      return { ...game, status: 'ended' };
    case 'claim':
      return withClaim(game, data);
    case 'check':
      return withAnswer(game, data);
    default:
      return game;
  }
}
