import { TrainingBanner } from '@web/components/training-mark';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@core/schemas/games';
import { ConnectionNotice } from '@web/components/connection-notice';
import { Icon } from '@web/components/ui/icons';

/** The cursor hides after this long without a move (a TV across the hall). */
const CURSOR_IDLE_MS = 3000;

export function TvShell({ idle, children }: { idle: boolean; children: ReactNode }) {
  return (
    <main
      data-testid="tv-display"
      className={`flex min-h-dvh w-full flex-col bg-page text-ink md:h-dvh md:overflow-hidden ${idle ? 'cursor-none' : ''}`}
    >
      {children}
    </main>
  );
}

export function useIdleCursor(): boolean {
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

export function FullscreenButton() {
  const { t } = useTranslation();
  const [fullscreen, toggleFullscreen] = useFullscreen();
  return (
    <button
      type="button"
      onClick={toggleFullscreen}
      className="inline-flex items-center gap-2 rounded-lg border border-line bg-surface px-[max(0.75rem,1.2vmin)] py-[max(0.5rem,0.8vmin)] text-[max(0.875rem,1.6vmin)] font-semibold text-ink shadow-xs hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus"
    >
      <Icon name="grid" size={16} />
      <span className="sr-only sm:not-sr-only">
        {fullscreen ? t('tv.exitFullscreen') : t('tv.fullscreen')}
      </span>
    </button>
  );
}

export function TvHeader({ game, online }: { game: Game; online: boolean }) {
  const { t } = useTranslation();
  const status = statusKey(game);
  return (
    <header className="flex shrink-0 flex-wrap items-center gap-[2vmin] px-[2vmin] py-[1.5vmin]">
      <h1 className="min-w-0 truncate text-[3.6vmin] font-bold tracking-tight">
        {t('tv.game', { id: game.id })}
        {game.shop_name && <span className="font-medium text-ink-muted"> · {game.shop_name}</span>}
      </h1>
      <span
        data-testid="tv-status"
        data-status={online ? status : 'offline'}
        className={`rounded-full px-[1.6vmin] py-[0.5vmin] text-[2.6vmin] font-semibold ${
          !online
            ? 'bg-surface-muted text-ink-muted'
            : status === 'calling'
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
      {/* In the header row, so a practice game's mark takes none of the ball's height. */}
      {game.training && <TrainingBanner size="tv" />}
      <span
        className="ml-auto text-[2.8vmin] font-semibold tabular-nums"
        data-testid="tv-called-count"
      >
        {t('tv.calledCount', { count: game.called_count, max: game.ball_count })}
      </span>
      {!online && <ConnectionNotice size="tv" />}
      <FullscreenButton />
    </header>
  );
}
