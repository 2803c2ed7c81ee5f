import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LETTERS, columnRange, letterFor } from '@core/bingo/modes';
import type { Game } from '@core/schemas/games';
import { LastBalls } from '@web/components/last-balls';
import { QrCode } from '@web/components/ui/qr-code';
import { Icon } from '@web/components/ui/icons';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { useVerifyUrl } from '@web/lib/public-config';
import { useGameEvents } from '@web/lib/use-game-events';
import { CheckedCard } from './tv-checked-card';

/** The cursor hides after this long without a move (a TV across the hall). */
const CURSOR_IDLE_MS = 3000;

/** PRODUCT.md section 7: a running game for the hall's big screen, following the event stream. */
export function TvPage() {
  const { t } = useTranslation();
  const params = useParams();
  const parsed = Number(params.gameId);
  const gameId = Number.isInteger(parsed) && parsed > 0 ? parsed : null;
  const { game, lastEvent, connected, notFound } = useGameEvents(gameId);
  const idle = useIdleCursor();

  if (gameId === null || notFound)
    return (
      <TvShell idle={false}>
        <title>{`${t('tv.title')} · ${t('app.brand')}`}</title>
        <div role="alert" className="m-auto text-center text-[4vmin] font-semibold">
          {t('tv.notFound')}
        </div>
      </TvShell>
    );
  if (!game)
    return (
      <TvShell idle={idle}>
        <title>{`${t('tv.title')} · ${t('app.brand')}`}</title>
        <LoadingScreen />
      </TvShell>
    );

  // The checked card and the win stay up until the game moves on (the next ball, a reset).
  const showing =
    lastEvent && (lastEvent.type === 'check' || lastEvent.type === 'win') ? lastEvent : null;

  return (
    <TvShell idle={idle}>
      <title>{`${t('tv.game', { id: game.id })} · ${t('app.brand')}`}</title>
      <TvHeader game={game} connected={connected} />
      {game.status === 'completed' && game.winner_card !== null && (
        <WinBanner
          card={game.winner_card}
          manual={game.win_relied_on_manual_call === true}
          cardsNamed={game.cards_named}
        />
      )}
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,30fr)_minmax(0,70fr)] gap-[2vmin] p-[2vmin] pt-0">
        <div className="flex min-h-0 flex-col gap-[2vmin]">
          <CurrentBall game={game} />
          <LastBalls called={game.called} mode={game.mode} size="tv" />
          <VerifyQr token={game.verify_token} />
          {!game.cards_named && (
            <p
              data-testid="tv-cards-not-named"
              className="shrink-0 rounded-[2vmin] border border-line bg-surface px-[2vmin] py-[1vmin] text-center text-[2.4vmin] font-semibold"
            >
              {t('gameRecord.cardsNotNamed')}
            </p>
          )}
        </div>
        <div className="relative min-h-0">
          <Board game={game} />
          {showing && <CheckedCard game={game} event={showing} />}
        </div>
      </div>
    </TvShell>
  );
}

function TvShell({ idle, children }: { idle: boolean; children: React.ReactNode }) {
  return (
    <main
      data-testid="tv-display"
      className={`flex h-dvh w-full flex-col overflow-hidden bg-page text-ink ${idle ? 'cursor-none' : ''}`}
    >
      {children}
    </main>
  );
}

function useIdleCursor(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer = setTimeout(() => setIdle(true), CURSOR_IDLE_MS);
    const wake = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => setIdle(true), CURSOR_IDLE_MS);
    };
    window.addEventListener('mousemove', wake);
    window.addEventListener('keydown', wake);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('mousemove', wake);
      window.removeEventListener('keydown', wake);
    };
  }, []);
  return idle;
}

function useFullscreen(): [boolean, () => void] {
  const [on, setOn] = useState(
    () => typeof document !== 'undefined' && !!document.fullscreenElement,
  );
  useEffect(() => {
    const update = () => setOn(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    const request = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    request.catch((error: unknown) => console.warn('Fullscreen refused', error));
  };
  return [on, toggle];
}

function statusKey(game: Game): string {
  if (game.status === 'completed') return 'completed';
  if (game.status === 'cancelled') return 'cancelled';
  return game.state;
}

function TvHeader({ game, connected }: { game: Game; connected: boolean }) {
  const { t } = useTranslation();
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const status = statusKey(game);
  return (
    <header className="flex shrink-0 items-center gap-[2vmin] px-[2vmin] py-[1.5vmin]">
      <h1 className="min-w-0 truncate text-[3.6vmin] font-bold tracking-tight">
        {t('tv.game', { id: game.id })}
        {game.shop_name && <span className="font-medium text-ink-muted"> · {game.shop_name}</span>}
      </h1>
      <span
        data-testid="tv-status"
        data-status={status}
        className={`rounded-full px-[1.6vmin] py-[0.5vmin] text-[2.6vmin] font-semibold ${
          status === 'calling'
            ? 'bg-success-soft text-success'
            : status === 'paused'
              ? 'bg-primary-soft text-primary'
              : status === 'cancelled'
                ? 'bg-danger-soft text-danger'
                : 'bg-surface-muted text-ink'
        }`}
      >
        {t(`tv.status.${status}`)}
      </span>
      <span
        className="ml-auto text-[2.8vmin] font-semibold tabular-nums"
        data-testid="tv-called-count"
      >
        {t('tv.calledCount', { count: game.called_count, max: game.max_number })}
      </span>
      {!connected && (
        <span
          role="status"
          className="inline-flex items-center gap-2 rounded-full bg-danger-soft px-[1.4vmin] py-[0.4vmin] text-[2vmin] font-semibold text-danger"
        >
          <span
            aria-hidden="true"
            className="h-[1.2vmin] w-[1.2vmin] animate-pulse rounded-full bg-danger"
          />
          {t('tv.reconnecting')}
        </span>
      )}
      <button
        type="button"
        onClick={toggleFullscreen}
        className="inline-flex items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-sm font-semibold text-ink shadow-xs hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus"
      >
        <Icon name="grid" size={16} />
        {fullscreen ? t('tv.exitFullscreen') : t('tv.fullscreen')}
      </button>
    </header>
  );
}

function CurrentBall({ game }: { game: Game }) {
  const { t } = useTranslation();
  const current = game.called.at(-1);
  return (
    <section
      aria-label={t('tv.currentBall')}
      className="flex min-h-0 flex-1 flex-col items-center justify-center rounded-[2vmin] border border-line bg-surface p-[2vmin] shadow-xs"
    >
      <h2 className="text-[2.6vmin] font-semibold tracking-wide text-ink-muted uppercase">
        {t('tv.currentBall')}
      </h2>
      <div
        aria-live="polite"
        data-testid="tv-current-ball"
        className="mt-[1.5vmin] flex aspect-square w-[min(100%,34vh)] flex-col items-center justify-center rounded-full bg-primary text-on-primary shadow-lg ring-[1vmin] ring-primary-soft"
      >
        {current ? (
          <>
            <span className="text-[6vmin] leading-none font-bold">
              {current.letter || letterFor(current.number, game.mode)}
            </span>
            <span className="text-[14vmin] leading-none font-black tabular-nums">
              {current.number}
            </span>
          </>
        ) : (
          <span className="px-[2vmin] text-center text-[2.6vmin] font-semibold">
            {t('tv.waiting')}
          </span>
        )}
      </div>
    </section>
  );
}

function Board({ game }: { game: Game }) {
  const { t } = useTranslation();
  const called = new Set(game.called.map((call) => call.number));
  const latest = game.called.at(-1)?.number;
  return (
    <section
      aria-label={t('tv.board')}
      data-testid="tv-board"
      className="flex h-full flex-col gap-[1vmin] rounded-[2vmin] border border-line bg-surface p-[1.6vmin] shadow-xs"
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
                return (
                  <div
                    key={n}
                    data-number={n}
                    data-called={on || undefined}
                    className={`flex items-center justify-center rounded-[0.8vmin] font-bold tabular-nums ${
                      numbers.length > 20 ? 'text-[1.6vmin]' : 'text-[3.2vmin]'
                    } ${
                      n === latest
                        ? 'bg-accent text-slate-950 ring-[0.4vmin] ring-ink'
                        : on
                          ? 'bg-primary text-on-primary'
                          : 'bg-surface-muted text-ink-muted'
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

/** In the page's flow above the board, so it never covers the winning card. */
function WinBanner({
  card,
  manual,
  cardsNamed,
}: {
  card: number;
  manual: boolean;
  cardsNamed: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="tv-win-banner"
      className="mx-[2vmin] mb-[1.5vmin] flex shrink-0 flex-wrap items-center justify-center gap-x-[3vmin] rounded-[2vmin] bg-accent px-[3vmin] py-[1vmin] text-slate-950 shadow-lg"
    >
      <p className="text-[4.6vmin] font-black motion-safe:animate-pulse">
        {t('tv.winBanner', { number: String(card) })}
      </p>
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

function VerifyQr({ token }: { token: string }) {
  const { t } = useTranslation();
  const url = useVerifyUrl(token);
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
      <p className="text-[2vmin] font-semibold text-ink-muted">{t('verify.scanHint')}</p>
    </section>
  );
}
