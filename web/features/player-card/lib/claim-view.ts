import type { ClaimVerdict } from '@core/bingo/game-rules';
import type { PlayerCard } from '@core/schemas/player-cards';
import type { Translate } from './card-texts';
import { h } from './dom';
import type { PublicGame } from './public-game';

/** This card's claim: waiting for the cashier, or the cashier's verdict. */
export interface OwnClaim {
  status: 'waiting' | ClaimVerdict;
  called_count: number;
}

/** What the page is doing with a claim: sending one, or the server's refusal (an API code). */
export interface ClaimControls {
  sending: boolean;
  refusal: string | null;
  onClaim: () => void;
}

/**
 * The card's claim as the feed tells it once it runs (the waiting list and the verdicts heard),
 * else as the card's answer told it.
 */
export function ownClaimOf(card: PlayerCard, game: PublicGame | null): OwnClaim | null {
  if (!game) return null;
  const number = card.card_number;
  const waiting = game.claims?.find((claim) => claim.card_number === number);
  if (waiting) return { status: 'waiting', called_count: waiting.called_count };
  const answer = game.answers?.find((a) => a.card_number === number);
  if (answer) return { status: answer.verdict, called_count: answer.called_count };
  const told = card.game?.claim ?? null;
  // The feed's list is the truth once it came: a claim the answer saw waiting was checked since.
  return told && (told.status !== 'waiting' || game.claims === undefined) ? told : null;
}

const VERDICT_KEYS = {
  waiting: 'playerCard.claim.waiting',
  win: 'playerCard.claim.win',
  no_win: 'playerCard.claim.noWin',
  late: 'playerCard.claim.late',
  blocked: 'playerCard.claim.blocked',
} as const;

/**
 * The Bingo button and what became of the claim (issue 40). The button is there while the game
 * runs with a ball called and no claim of this card waits; the server judges the claim on the
 * balls called when it arrives.
 */
export function claimView(
  card: PlayerCard,
  game: PublicGame | null,
  controls: ClaimControls,
  t: Translate,
): HTMLElement | null {
  if (!game || card.state !== 'in_game') return null;
  const own = ownClaimOf(card, game);
  const running = game.status === 'running';
  const canClaim = running && game.called.length > 0 && own?.status !== 'waiting';
  if (!canClaim && !own && !controls.refusal) return null;
  const button = canClaim
    ? h(
        'button',
        {
          type: 'button',
          'data-testid': 'player-claim',
          disabled: controls.sending,
          class:
            'w-full rounded-xl bg-primary px-4 py-4 text-2xl font-black tracking-wide text-on-primary shadow-sm focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60',
        },
        controls.sending ? t('playerCard.claim.sending') : t('playerCard.claim.button'),
      )
    : null;
  button?.addEventListener('click', controls.onClaim);
  const tone =
    own?.status === 'win'
      ? 'bg-success-soft text-success'
      : own?.status === 'waiting'
        ? 'bg-primary-soft text-primary'
        : 'bg-surface-muted text-ink';
  return h(
    'section',
    { 'aria-label': t('playerCard.claim.title'), class: 'space-y-2' },
    own &&
      h(
        'p',
        {
          role: 'status',
          'aria-live': 'polite',
          'data-testid': 'player-claim-status',
          'data-status': own.status,
          class: `rounded-xl p-4 text-center text-lg font-bold ${tone}`,
        },
        t(VERDICT_KEYS[own.status], { count: own.called_count }),
      ),
    controls.refusal &&
      h(
        'p',
        { role: 'alert', class: 'rounded-xl bg-danger-soft p-3 text-sm font-semibold text-danger' },
        t(`apiErrors.${controls.refusal}`),
      ),
    button,
  );
}
