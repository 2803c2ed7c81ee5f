import { FairDrawStatus } from '@web/components/fair-draw-status';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { letterFor, type GameMode } from '@core/bingo/modes';
import type { Game } from '@core/schemas/games';
import { LastBalls } from '@web/components/last-balls';
import { QrCode } from '@web/components/ui/qr-code';
import { Button } from '@web/components/ui/button';
import { Icon } from '@web/components/ui/icons';
import { useFormatters } from '@web/lib/format';
import { patternName } from '@web/lib/pattern-names';
import { useVerifyUrl } from '@web/lib/public-config';
import { useMediaQuery, WIDE_QUERY } from '@web/lib/use-media-query';
import { BallDisplay } from './ball-display';
import { FollowingNotice } from './following-notice';
import { GameWinners } from '@web/components/game-winners';
import { ShopDevices } from '@web/components/shop-devices';

export type CallerAction =
  'start' | 'pause' | 'check' | 'reset' | 'cancel' | 'close' | 'tv' | 'take';

interface CallerPanelProps {
  game: Game;
  mode: GameMode;
  busy: string | null;
  /** false: the API or the live feed cannot be reached; the caller claims nothing. */
  online: boolean;
  /** Another till holds the caller: this one follows (decision 051). */
  following: boolean;
  onAction: (action: CallerAction) => void;
}

function statusKeyOf(game: Game, over: boolean, online: boolean): string {
  if (over) return 'caller.statusOver';
  if (!online) return 'caller.statusOffline';
  if (game.state === 'calling') return 'caller.statusCalling';
  if (game.state === 'paused') return 'caller.statusPaused';
  return 'caller.statusReady';
}

/** The caller's side: the ball, the status, the controls, the stakes, the last balls and the QR. */
export function CallerPanel({ game, mode, busy, online, following, onAction }: CallerPanelProps) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const active = game.status === 'active';
  const over = game.state === 'over' || !active;
  const drawing = game.state === 'calling' && active;
  const calling = drawing && online;
  const started = game.state !== 'ready' || game.called_count > 0;
  // After a win, more cards may still win on the deciding ball until the next game starts.
  const claimsOpen = active || game.extra_claims_open;
  const last = game.called.at(-1) ?? null;
  const resetsLeft = game.resets_left;
  // The extras show here on wide screens and under the board on others: rendered once, where seen.
  const wide = useMediaQuery(WIDE_QUERY);
  return (
    <aside className="flex flex-col gap-3 lg:w-[clamp(16rem,24vw,21rem)] lg:shrink-0 lg:overflow-y-auto">
      <div className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-3 shadow-sm lg:flex-col lg:gap-3 lg:p-4">
        <BallDisplay
          number={last?.number ?? null}
          letter={last ? last.letter || letterFor(last.number, mode) : null}
          byHand={last?.manual === true}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1 lg:items-center lg:text-center">
          <p className="text-sm text-ink-muted">{t('caller.calledLabel')}</p>
          <p className="text-3xl font-black tabular-nums" data-testid="called-count">
            {/* Two digits wide from the first ball: "out of" stays put when 9 becomes 10. */}
            <span className="inline-block min-w-[2ch] text-left">{game.called_count}</span>{' '}
            <span className="text-base font-semibold text-ink-muted">
              {t('caller.outOf', { max: game.ball_count })}
            </span>
          </p>
          <p
            data-testid="caller-status"
            data-state={over ? 'over' : online ? game.state : 'offline'}
            className={`inline-flex w-fit items-center gap-2 rounded-full px-3 py-1 text-sm font-bold ${
              over || !online
                ? 'bg-danger-soft text-danger'
                : calling
                  ? 'bg-success-soft text-success'
                  : game.state === 'paused'
                    ? 'bg-primary-soft text-ink'
                    : 'bg-surface-muted text-ink'
            }`}
          >
            {calling && (
              <span
                className="h-2 w-2 rounded-full bg-success motion-safe:animate-pulse"
                aria-hidden="true"
              />
            )}
            {t(statusKeyOf(game, over, online))}
          </p>
        </div>
      </div>
      {following && (
        <FollowingNotice game={game} busy={busy === 'take'} onTake={() => onAction('take')} />
      )}
      <div className="grid grid-cols-2 gap-2">
        {drawing ? (
          <Button
            variant="secondary"
            onClick={() => onAction('pause')}
            busy={busy === 'pause'}
            className="h-12 text-base"
          >
            <Icon name="pause" size={18} />
            {t('caller.pause')}
          </Button>
        ) : (
          <Button
            onClick={() => onAction('start')}
            disabled={over || busy !== null}
            busy={busy === 'resume'}
            className="h-12 text-base"
          >
            <Icon name="play" size={18} />
            {t(game.state === 'paused' ? 'caller.resume' : 'caller.start')}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => onAction('check')}
          disabled={!started || !claimsOpen}
          className="h-12 text-base"
        >
          <Icon name="check" size={18} />
          {t('caller.checkBingo')}
        </Button>
        <Button
          variant="dangerGhost"
          onClick={() => onAction('reset')}
          disabled={!active || game.called_count === 0 || busy !== null || resetsLeft === 0}
          className="col-span-2 h-10 border border-line"
          aria-describedby="resets-left"
        >
          {t('caller.reset')}
        </Button>
        {resetsLeft !== null && active && (
          <p id="resets-left" className="col-span-2 -mt-1 text-center text-xs text-ink-muted">
            {t('lifecycle.resetsLeft', { count: resetsLeft })}
          </p>
        )}
        {active && (
          <>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onAction('cancel')}
              disabled={busy !== null}
            >
              {t('lifecycle.cancel')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onAction('close')}
              disabled={busy !== null || game.called_count === 0}
            >
              {t('lifecycle.close')}
            </Button>
          </>
        )}
      </div>
      {/* Right under the controls: a TV that drops is seen without scrolling (decision 053). */}
      {game.shop_id !== null && (
        <ShopDevices
          shopId={game.shop_id}
          action={
            <Button variant="secondary" size="sm" onClick={() => onAction('tv')}>
              <Icon name="grid" size={16} />
              {t('tvPairing.open')}
            </Button>
          }
        />
      )}
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-xl border border-line bg-surface p-3 shadow-xs">
          <dt className="text-xs font-medium text-ink-muted">{t('caller.totalWinAmount')}</dt>
          <dd className="text-xl font-black tabular-nums" data-testid="win-amount">
            {money(game.win_amount)}
          </dd>
        </div>
        <div className="rounded-xl border border-line bg-surface p-3 shadow-xs">
          <dt className="text-xs font-medium text-ink-muted">{t('caller.selectedCards')}</dt>
          <dd className="text-xl font-black tabular-nums" data-testid="cards-count">
            {game.cards.length}
          </dd>
        </div>
      </dl>
      <GameWinners game={game} />
      {wide && <CallerExtras game={game} mode={mode} className="hidden lg:flex" />}
      <p className="hidden text-xs text-ink-muted lg:block">
        {t(following ? 'caller.shortcutsFollowing' : 'caller.shortcuts')}
      </p>
    </aside>
  );
}

/** The last five balls and the players' QR: in the side panel on wide screens, under the board on phones. */
export function CallerExtras({
  game,
  mode,
  className,
}: {
  game: Game;
  mode: GameMode;
  className: string;
}) {
  const { t } = useTranslation();
  const verifyLink = useVerifyUrl(game.verify_token);
  return (
    <div className={`flex-col gap-3 ${className}`}>
      <LastBalls called={game.called} mode={mode} size="caller" />
      <GameRulesLine game={game} />
      <div className="flex items-center gap-3 rounded-xl border border-line bg-surface p-3 shadow-xs">
        <QrCode
          value={verifyLink}
          label={t('verify.qrLabel')}
          className="h-20 w-20 shrink-0 rounded"
        />
        <div className="min-w-0 space-y-1 text-xs text-ink-muted">
          <p>{t('verify.scanHint')}</p>
          <Link to={`/games/${game.id}`} className="font-semibold text-primary underline">
            {t('gameRecord.open')}
          </Link>
        </div>
      </div>
      <FairDrawStatus
        game={game}
        className="rounded-xl border border-line bg-surface px-3 py-2 text-xs shadow-xs"
      />
    </div>
  );
}

/** The rules this game plays under, fixed at its start (decision 028): mode, interval, wins. */
function GameRulesLine({ game }: { game: Game }) {
  const { t } = useTranslation();
  // What the game plays is its plan (decision 034): the switches' presets, other patterns, stages.
  const wins = game.plan.patterns.map((pattern) => patternName(t, pattern));
  return (
    <p
      data-testid="caller-rules"
      className="rounded-xl border border-line bg-surface px-3 py-2 text-xs shadow-xs"
    >
      <span className="font-semibold">{t('caller.rules')}: </span>
      <span data-testid="caller-rules-mode">{t(`settings.mode.${game.mode}`)}</span>
      {game.call_interval !== null && (
        <>
          {' · '}
          <span data-testid="caller-rules-interval">
            {t('settings.timing.seconds', { n: game.call_interval })}
          </span>
        </>
      )}
      {' · '}
      <span>{wins.join(', ')}</span>
    </p>
  );
}
