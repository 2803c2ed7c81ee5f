import type { GamePlan } from '@core/bingo/patterns/game-patterns';

/** What a phone knows of the running game (decision 037): the balls and what wins. */
export interface PublicGame {
  status: 'running' | 'ended';
  called: number[];
  plan: GamePlan;
  stage: number;
  ball_count: number;
}

export type PublicFeedMessage =
  | { kind: 'snapshot'; game: PublicGame }
  | { kind: 'event'; type: string; data: Record<string, unknown> };

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

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
      return next === null ? { ...game, status: 'ended' } : { ...game, stage: next };
    }
    case 'close':
    case 'cancel':
      return { ...game, status: 'ended' };
    default:
      return game;
  }
}
