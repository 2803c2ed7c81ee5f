import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gameEnd } from '@core/bingo/game-facts';
import type { GameListItem } from '@core/schemas/game-lists';
import { buttonClass } from './ui/button';
import { GameStatusBadge } from './ui/games-toolbar';

type FlaggedGame = Pick<
  GameListItem,
  'status' | 'winner_card' | 'manual_win' | 'reset_count' | 'cards_named'
> &
  Partial<Pick<GameListItem, 'winner_cards' | 'training'>>;

/**
 * What a games list must not hide: a practice game (decision 055: how often a cashier practises),
 * a start that named no cards, a win that needed a hand call, resets, no winner.
 */
export function GameFlags({ game }: { game: FlaggedGame }) {
  const { t } = useTranslation();
  const flags: Array<{ key: string; text: string }> = [];
  if (game.training) flags.push({ key: 'training', text: t('training.badge') });
  if (!game.cards_named) flags.push({ key: 'unnamed', text: t('gameRecord.cardsNotNamed') });
  if (game.manual_win) flags.push({ key: 'manual', text: t('gameRecord.manualWin') });
  if (game.reset_count > 0)
    flags.push({ key: 'resets', text: t('gameRecord.resetsFlag', { count: game.reset_count }) });
  if (gameEnd({ status: game.status, winnerCard: game.winner_card }) === 'no_winner')
    flags.push({ key: 'no-winner', text: t('gameRecord.ends.no_winner') });
  if (flags.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {flags.map((flag) => (
        <span
          key={flag.key}
          data-flag={flag.key}
          className={`rounded-full px-2 py-0.5 text-[0.7rem] font-semibold whitespace-nowrap ${
            flag.key === 'training' ? 'bg-danger-soft text-danger' : 'bg-primary-soft text-ink'
          }`}
        >
          {flag.text}
        </span>
      ))}
    </span>
  );
}

/** A games list's status cell: the status and the flags beneath it. */
export function GameStatusCell({ game }: { game: FlaggedGame }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <GameStatusBadge status={game.status} />
      <WinnerCards cards={game.winner_cards ?? []} />
      <GameFlags game={game} />
    </span>
  );
}

/** Every card that won the game, in the order recorded (several may win on one ball). */
export function WinnerCards({ cards }: { cards: readonly number[] }) {
  const { t } = useTranslation();
  if (cards.length === 0) return null;
  return (
    <span data-testid="winner-cards" className="text-xs font-semibold text-ink tabular-nums">
      {t('winners.cards', { count: cards.length, cards: cards.join(', ') })}
    </span>
  );
}

/** Opens a game's record from any games list. */
export function GameDetailsLink({ id, variant }: { id: number; variant: 'ghost' | 'secondary' }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/games/${id}`}
      className={buttonClass(variant, 'sm')}
      aria-label={t('gameRecord.openNamed', { id })}
    >
      {t('gameRecord.details')}
    </Link>
  );
}

/** A games list's id cell, opening the game's record. */
export function GameIdLink({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/games/${id}`}
      className="font-semibold text-primary tabular-nums underline-offset-2 hover:underline"
      aria-label={t('gameRecord.openNamed', { id })}
    >
      #{id}
    </Link>
  );
}
