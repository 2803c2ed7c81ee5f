import type { GamePlan } from '@core/bingo/patterns/game-patterns';
import type { PublicWin } from '@core/schemas/player-cards';

/** What a phone knows of the running game (decision 037): the balls and what wins. */
export interface PublicGame {
  status: 'running' | 'ended';
  called: number[];
  plan: GamePlan;
  stage: number;
  /** The winners recorded so far (decision 037): stage, card and pattern. */
  wins: PublicWin[];
  ball_count: number;
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
      return next === null ? { ...game, wins, status: 'ended' } : { ...game, wins, stage: next };
    }
    case 'close':
    case 'cancel':
      return { ...game, status: 'ended' };
    default:
      return game;
  }
}
