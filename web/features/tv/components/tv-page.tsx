import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cardForNumber } from '@core/bingo/card-generator';
import { parseSavedCard } from '@core/bingo/card-validation';
import { FREE, type CardGrid } from '@core/bingo/card';
import { LETTERS, columnRange, letterFor } from '@core/bingo/modes';
import type { Game } from '@core/schemas/games';
import { Icon } from '@web/components/ui/icons';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import type { GameEvent } from '@web/lib/game-events';
import { useGameEvents } from '@web/lib/use-game-events';

/** The cursor hides after this long without a move (a TV across the hall). */
const CURSOR_IDLE_MS = 3000;

/** PRODUCT.md section 7: a running game for the hall's big screen, following the event stream. */
export function TvPage() {
  const { t } = useTranslation();
  const params = useParams();
  const parsed = Number(params.gameId);
  const gameId = Number.isInteger(parsed) && parsed > 0 ? parsed : null;
  const { game, lastEvent, latest, connected, notFound } = useGameEvents(gameId);
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
  const win = latest.win ?? null;

  return (
    <TvShell idle={idle}>
      <title>{`${t('tv.game', { id: game.id })} · ${t('app.brand')}`}</title>
      <TvHeader game={game} connected={connected} />
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,30fr)_minmax(0,70fr)] gap-[2vmin] p-[2vmin] pt-0">
        <div className="flex min-h-0 flex-col gap-[2vmin]">
          <CurrentBall game={game} />
          <LastFive game={game} />
        </div>
        <div className="relative min-h-0">
          <Board game={game} />
          {showing && <CheckedCard game={game} event={showing} />}
        </div>
      </div>
      {win && game.status === 'completed' && <WinBanner event={win} />}
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

function LastFive({ game }: { game: Game }) {
  const { t } = useTranslation();
  const last = game.called.slice(-5).reverse();
  return (
    <section
      aria-label={t('tv.lastFive')}
      className="shrink-0 rounded-[2vmin] border border-line bg-surface p-[1.6vmin] shadow-xs"
    >
      <h2 className="mb-[1vmin] text-[2.2vmin] font-semibold tracking-wide text-ink-muted uppercase">
        {t('tv.lastFive')}
      </h2>
      <ol className="flex gap-[1vmin]" data-testid="tv-last-five">
        {last.map((call, index) => (
          <li
            key={`${call.number}-${index}`}
            className={`flex aspect-square flex-1 flex-col items-center justify-center rounded-full font-bold tabular-nums ${
              index === 0 ? 'bg-accent text-slate-950' : 'bg-surface-muted text-ink'
            }`}
          >
            <span className="text-[1.8vmin] leading-none">
              {call.letter || letterFor(call.number, game.mode)}
            </span>
            <span className="text-[3.6vmin] leading-none">{call.number}</span>
          </li>
        ))}
        {Array.from({ length: 5 - last.length }, (_, index) => (
          <li
            key={`empty-${index}`}
            aria-hidden="true"
            className="aspect-square flex-1 rounded-full border-2 border-dashed border-line"
          />
        ))}
      </ol>
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
                          : 'bg-surface-muted text-ink-muted/60'
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

/** The card behind a check or win event: generated from its number, or the saved grid sent. */
function cardOf(game: Game, event: GameEvent): CardGrid | null {
  const number = event.data.card_number;
  if (event.data.source === 'saved') {
    const parsed = parseSavedCard(event.data.grid, game.mode);
    return parsed.ok ? parsed.card : null;
  }
  return typeof number === 'number' ? cardForNumber(number, game.mode) : null;
}

function CheckedCard({ game, event }: { game: Game; event: GameEvent }) {
  const { t } = useTranslation();
  const card = cardOf(game, event);
  const called = new Set(game.called.map((call) => call.number));
  const winner = event.type === 'win' || event.data.is_winner === true;
  const label = typeof event.data.label === 'string' ? event.data.label : null;
  return (
    <div className="absolute inset-0 flex items-center justify-center rounded-[2vmin] bg-page/80 backdrop-blur-sm">
      <section
        data-testid="tv-checked-card"
        aria-live="polite"
        className="flex aspect-[5/6.6] h-[96%] max-w-full flex-col items-center gap-[1.2vmin] rounded-[2vmin] border border-line bg-surface p-[2vmin] shadow-lg"
      >
        <h2 className="text-[3.6vmin] font-bold">
          {t('tv.card', { number: String(event.data.card_number ?? '') })}
        </h2>
        {card ? (
          <div
            className="grid min-h-0 w-full flex-1 grid-cols-5 grid-rows-6 gap-[0.6vmin]"
            role="table"
            aria-label={t('tv.card', { number: String(event.data.card_number ?? '') })}
          >
            {LETTERS.map((letter) => (
              <div
                key={letter}
                role="columnheader"
                className="flex items-center justify-center rounded-[0.8vmin] bg-primary text-[3.6vmin] font-black text-on-primary"
              >
                {letter}
              </div>
            ))}
            {card.flatMap((row, r) =>
              row.map((cell, c) => {
                const marked = cell === FREE || (typeof cell === 'number' && called.has(cell));
                return (
                  <div
                    key={`${r}-${c}`}
                    role="cell"
                    data-marked={marked || undefined}
                    className={`flex items-center justify-center rounded-[0.8vmin] text-[3.6vmin] font-bold tabular-nums ${
                      marked ? 'bg-success text-surface' : 'bg-surface-muted text-ink'
                    }`}
                  >
                    {cell === FREE ? t('tv.free') : (cell ?? '')}
                  </div>
                );
              }),
            )}
          </div>
        ) : (
          <p className="text-[2.6vmin] text-ink-muted">{t('tv.cardOnCaller')}</p>
        )}
        <p
          data-testid="tv-check-result"
          className={`rounded-full px-[2vmin] py-[0.6vmin] text-[3.4vmin] font-black ${
            winner ? 'bg-success text-surface' : 'bg-danger-soft text-danger'
          }`}
        >
          {winner ? (label ? `${t('tv.bingo')} · ${label}` : t('tv.bingo')) : t('tv.noBingo')}
        </p>
      </section>
    </div>
  );
}

function WinBanner({ event }: { event: GameEvent }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="tv-win-banner"
      className="pointer-events-none fixed inset-x-0 top-[12vh] flex justify-center"
    >
      <p className="animate-bounce rounded-[2vmin] bg-accent px-[4vmin] py-[2vmin] text-[6vmin] font-black text-slate-950 shadow-2xl">
        {t('tv.winBanner', { number: String(event.data.card_number ?? '') })}
      </p>
    </div>
  );
}
