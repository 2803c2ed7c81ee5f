import { useTranslation } from 'react-i18next';
import { LETTERS, columnRange, letterFor } from '@core/bingo/modes';
import { ballsInPlay } from '@core/bingo/patterns/game-patterns';
import type { TvJackpot } from '@core/schemas/displays';
import type { Game } from '@core/schemas/games';
import { FairDrawStatus } from '@web/components/fair-draw-status';
import { GamePatterns } from '@web/components/game-patterns';
import { LastBalls } from '@web/components/last-balls';
import { QrCode } from '@web/components/ui/qr-code';
import { useFormatters } from '@web/lib/format';
import type { GameEvent } from '@web/lib/game-events';
import { useVerifyUrl } from '@web/lib/public-config';
import { CheckedCard } from './tv-checked-card';
import { TvHeader } from './tv-header';
import { shareLabel } from '@web/lib/share-label';

/**
 * A running game on the hall's TV (PRODUCT.md section 7): the ball, the last five, the board,
 * the stakes, the jackpots and what wins; the checked or winning card over the board.
 */
export function TvGameView({
  game,
  lastEvent,
  online,
  jackpots,
}: {
  game: Game;
  lastEvent: GameEvent | null;
  online: boolean;
  jackpots: TvJackpot[] | null;
}) {
  const { t } = useTranslation();
  // The checked card and the win stay up until the game moves on (the next ball, a reset).
  const showing =
    lastEvent && (lastEvent.type === 'check' || lastEvent.type === 'win') ? lastEvent : null;
  return (
    <>
      <TvHeader game={game} online={online} />
      {game.status === 'completed' && game.winner_card !== null && (
        <WinBanner
          card={game.winner_card}
          winners={game.winners}
          manual={game.win_relied_on_manual_call === true}
          cardsNamed={game.cards_named}
        />
      )}
      <ClaimsBanner game={game} />
      <div className="grid flex-1 gap-[2vmin] p-[2vmin] pt-0 md:min-h-0 md:grid-cols-[minmax(0,30fr)_minmax(0,70fr)]">
        <div className="flex min-h-0 flex-col gap-[2vmin]">
          <CurrentBall game={game} />
          <Stakes game={game} jackpots={jackpots} />
          <VerifyQr game={game} />
          {!game.cards_named && (
            <p
              data-testid="tv-cards-not-named"
              className="shrink-0 rounded-[2vmin] border border-line bg-surface px-[2vmin] py-[1vmin] text-center text-[2.4vmin] font-semibold"
            >
              {t('gameRecord.cardsNotNamed')}
            </p>
          )}
        </div>
        {/* The last five sit over the board: the ball's column keeps its height for the ball. */}
        <div className="relative flex min-h-[60vh] flex-col gap-[2vmin] md:min-h-0">
          <LastBalls called={game.called} mode={game.mode} size="tv" />
          <Board game={game} />
          {showing && <CheckedCard game={game} event={showing} />}
        </div>
      </div>
    </>
  );
}

function CurrentBall({ game }: { game: Game }) {
  const { t } = useTranslation();
  const current = game.called.at(-1);
  return (
    <section
      aria-label={t('tv.currentBall')}
      className="flex min-h-0 flex-1 flex-col items-center justify-center rounded-[2vmin] border border-line bg-surface p-[2vmin] shadow-xs md:[container-type:size]"
    >
      <h2 className="text-[2.6vmin] font-semibold tracking-wide text-ink-muted uppercase">
        {t('tv.currentBall')}
      </h2>
      <div
        aria-live="polite"
        data-testid="tv-current-ball"
        // Beside the board the ball takes the height its card has left (label and "by hand"
        // kept clear); its letter and number scale with the ball, so neither ever spills out.
        className="mt-[1.5vmin] flex aspect-square w-[min(100%,26vh)] shrink-0 flex-col items-center justify-center rounded-full bg-primary text-on-primary shadow-lg ring-[1vmin] ring-primary-soft [container-type:inline-size] md:w-[max(8vmin,min(100cqw-2vmin,100cqh-14vmin))]"
      >
        {current ? (
          <>
            <span className="text-[18cqw] leading-none font-bold">
              {current.letter || letterFor(current.number, game.mode)}
            </span>
            <span className="text-[44cqw] leading-none font-black tabular-nums">
              {current.number}
            </span>
          </>
        ) : (
          <span className="px-[2vmin] text-center text-[2.6vmin] font-semibold">
            {t('tv.waiting')}
          </span>
        )}
      </div>
      {current?.manual && (
        <p
          data-testid="tv-by-hand"
          className="mt-[1.2vmin] rounded-full bg-danger-soft px-[1.6vmin] py-[0.4vmin] text-[2.4vmin] font-bold text-danger"
        >
          {t('tv.byHand')}
        </p>
      )}
    </section>
  );
}

/** The pool, the prize, what wins and each jackpot with its rule. */
function Stakes({ game, jackpots }: { game: Game; jackpots: TvJackpot[] | null }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  return (
    <section
      data-testid="tv-stakes"
      className="shrink-0 space-y-[0.8vmin] rounded-[2vmin] border border-line bg-surface p-[1.6vmin] text-[2.2vmin] shadow-xs"
    >
      <dl className="grid grid-cols-2 gap-[1vmin]">
        <div>
          <dt className="text-ink-muted">{t('tv.pool')}</dt>
          <dd className="text-[3.4vmin] font-black tabular-nums" data-testid="tv-pool">
            {money(game.amount)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('tv.prize')}</dt>
          <dd className="text-[3.4vmin] font-black tabular-nums" data-testid="tv-prize">
            {money(game.win_amount)}
          </dd>
        </div>
      </dl>
      <div>
        <p className="text-ink-muted">{t('tv.wins')}</p>
        <GamePatterns
          plan={game.plan}
          stage={game.stage}
          stagePrizes={game.stage_prizes.map((prize) => money(prize))}
          winners={game.winners}
          size="tv"
          testId="tv-win-conditions"
        />
      </div>
      <p data-testid="tv-game-rules" className="text-ink-muted">
        {t(`settings.mode.${game.mode}`)}
        {game.call_interval !== null &&
          ` · ${t('settings.timing.seconds', { n: game.call_interval })}`}
      </p>
      {jackpots && <JackpotList jackpots={jackpots} />}
    </section>
  );
}

export function JackpotList({ jackpots }: { jackpots: TvJackpot[] }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  if (jackpots.length === 0) return null;
  return (
    <ul data-testid="tv-jackpots" className="space-y-[0.6vmin]">
      {jackpots.map((jackpot) => (
        <li key={jackpot.id} className="rounded-[1vmin] bg-accent/20 px-[1vmin] py-[0.6vmin]">
          <span className="font-black tabular-nums">
            {t('tv.jackpot', { amount: money(jackpot.amount) })}
          </span>{' '}
          <span className="text-ink-muted">
            {jackpot.jackpot_type === 'cumulative'
              ? t('tv.jackpotCumulative', { calls: jackpot.call_limit })
              : t('tv.jackpotRandom', { frequency: jackpot.frequency })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Board({ game }: { game: Game }) {
  const { t } = useTranslation();
  const called = new Map(game.called.map((call) => [call.number, call.manual]));
  const latest = game.called.at(-1)?.number;
  // A column no pattern uses is out of the draw (decision 034): its numbers are dimmed.
  const inPlay = new Set(ballsInPlay(game.plan, game.mode));
  return (
    <section
      aria-label={t('tv.board')}
      data-testid="tv-board"
      className="flex min-h-0 flex-1 flex-col gap-[1vmin] rounded-[2vmin] border border-line bg-surface p-[1.6vmin] shadow-xs"
    >
      {LETTERS.map((letter, index) => {
        const range = columnRange(index, game.mode);
        const numbers = Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
        return (
          <div key={letter} className="flex min-h-0 flex-1 gap-[0.6vmin]">
            <div className="flex aspect-square h-full max-w-[12%] shrink-0 items-center justify-center rounded-[1vmin] bg-primary text-[4.4vmin] font-black text-on-primary">
              {letter}
            </div>
            <div
              className="grid min-w-0 flex-1 gap-[0.5vmin]"
              style={{
                gridTemplateColumns: `repeat(${Math.min(numbers.length, 20)}, minmax(0, 1fr))`,
              }}
            >
              {numbers.map((n) => {
                const on = called.has(n);
                const manual = called.get(n) === true;
                return (
                  <div
                    key={n}
                    data-number={n}
                    data-called={on || undefined}
                    data-manual={manual || undefined}
                    data-skipped={!inPlay.has(n) || undefined}
                    className={`flex min-w-0 items-center justify-center overflow-hidden rounded-[0.8vmin] font-bold tabular-nums ${
                      // The width decides on a phone: 15 numbers side by side at 390 px.
                      numbers.length > 20
                        ? 'text-[max(8px,min(1.6vmin,1.3vw))]'
                        : 'text-[max(9px,min(3.2vmin,1.9vw))]'
                    } ${
                      n === latest
                        ? 'bg-accent text-slate-950 ring-[0.4vmin] ring-ink'
                        : on
                          ? 'bg-primary text-on-primary'
                          : 'bg-surface-muted text-ink-muted'
                    } ${manual ? 'outline-2 -outline-offset-2 outline-dashed outline-danger' : ''} ${
                      inPlay.has(n) ? '' : 'opacity-30'
                    }`}
                  >
                    {n}
                  </div>
                );
              })}
            </div>
          </div>
        );
      })}
    </section>
  );
}

/** Claims from players' phones the cashier is checking (issue 40), in the order they came. */
function ClaimsBanner({ game }: { game: Game }) {
  const { t } = useTranslation();
  if (game.pending_claims.length === 0) return null;
  return (
    <ul
      role="status"
      data-testid="tv-claims"
      className="mx-[2vmin] mb-[1.5vmin] flex shrink-0 flex-wrap items-center justify-center gap-[1.5vmin]"
    >
      {game.pending_claims.map((claim) => (
        <li
          key={claim.card_number}
          className="rounded-[2vmin] bg-primary px-[2.5vmin] py-[0.8vmin] text-[3.4vmin] font-black text-on-primary shadow-lg motion-safe:animate-pulse"
        >
          {t('tv.claimChecking', { number: claim.card_number })}
        </li>
      ))}
    </ul>
  );
}

/** In the page's flow above the board, so it never covers the winning card. */
function WinBanner({
  card,
  winners,
  manual,
  cardsNamed,
}: {
  card: number;
  winners: Game['winners'];
  manual: boolean;
  cardsNamed: boolean;
}) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const several = winners.length > 1;
  return (
    <div
      role="status"
      data-testid="tv-win-banner"
      className="mx-[2vmin] mb-[1.5vmin] flex shrink-0 flex-wrap items-center justify-center gap-x-[3vmin] rounded-[2vmin] bg-accent px-[3vmin] py-[1vmin] text-slate-950 shadow-lg"
    >
      <p className="text-[4.6vmin] font-black motion-safe:animate-pulse">
        {several
          ? t('tv.winnersBanner', { count: winners.length })
          : t('tv.winBanner', { number: String(card) })}
      </p>
      {(several || winners.some((winner) => !winner.share_final)) && (
        <ul data-testid="tv-winners" className="flex flex-wrap justify-center gap-x-[2vmin]">
          {winners.map((winner, i) => (
            <li
              key={i}
              data-share={winner.share_final ? 'final' : 'pending'}
              className="text-[3vmin] font-bold tabular-nums"
            >
              {shareLabel(t, {
                card: winner.card_number,
                share: money(winner.share),
                final: winner.share_final,
              })}
            </li>
          ))}
        </ul>
      )}
      {manual && (
        <p data-testid="tv-manual-win" className="text-[2.6vmin] font-semibold">
          {t('gameRecord.manualWin')}
        </p>
      )}
      {!cardsNamed && (
        <p className="text-[2.6vmin] font-semibold">{t('gameRecord.cardsNotNamed')}</p>
      )}
    </div>
  );
}

function VerifyQr({ game }: { game: Game }) {
  const { t } = useTranslation();
  const url = useVerifyUrl(game.verify_token);
  return (
    <section
      aria-label={t('verify.qrLabel')}
      className="flex shrink-0 items-center gap-[1.6vmin] rounded-[2vmin] border border-line bg-surface p-[1.4vmin] shadow-xs"
    >
      <QrCode
        value={url}
        label={t('verify.qrLabel')}
        className="h-[13vmin] w-[13vmin] shrink-0 rounded-[0.8vmin]"
      />
      <div className="min-w-0 space-y-[0.6vmin]">
        <p className="text-[2vmin] font-semibold text-ink-muted">{t('verify.scanHint')}</p>
        {/* Where the order comes from: the seal before ball 1, the public round or offline. */}
        <FairDrawStatus game={game} sealUntilFirstBall className="text-[1.7vmin] text-ink" />
      </div>
    </section>
  );
}
