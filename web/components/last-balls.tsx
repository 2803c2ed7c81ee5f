import { useTranslation } from 'react-i18next';
import { letterFor, type GameMode } from '@core/bingo/modes';
import type { Game } from '@core/schemas/games';

const SIZES = {
  // The TV scales with the screen; the caller keeps to its side panel.
  tv: {
    box: 'rounded-[2vmin] p-[1.6vmin]',
    title: 'mb-[1vmin] text-[2.2vmin]',
    list: 'gap-[1.4vmin]',
    // Above the TV's board: balls of a set size, so the board keeps its height.
    ball: 'w-[max(3rem,10vmin)] flex-none',
    letter: 'text-[max(0.625rem,2vmin)]',
    number: 'text-[max(1.1rem,4.4vmin)]',
  },
  caller: {
    box: 'rounded-xl p-3',
    title: 'mb-2 text-xs',
    list: 'gap-1.5',
    ball: 'min-w-0 flex-1',
    letter: 'text-[0.625rem]',
    number: 'text-base',
  },
} as const;

/** The last five balls, newest first and highlighted, as the TV and the caller show them. */
export function LastBalls({
  called,
  mode,
  size,
}: {
  called: Game['called'];
  mode: GameMode;
  size: keyof typeof SIZES;
}) {
  const { t } = useTranslation();
  const last = called.slice(-5).reverse();
  const s = SIZES[size];
  return (
    <section
      aria-label={t('tv.lastFive')}
      className={`shrink-0 border border-line bg-surface shadow-xs ${s.box}`}
    >
      <h2 className={`font-semibold tracking-wide text-ink-muted uppercase ${s.title}`}>
        {t('tv.lastFive')}
      </h2>
      <ol className={`flex ${s.list}`} data-testid={size === 'tv' ? 'tv-last-five' : 'last-five'}>
        {last.map((call, index) => (
          <li
            key={`${call.number}-${index}`}
            data-manual={call.manual || undefined}
            title={call.manual ? t('tv.byHand') : undefined}
            className={`flex aspect-square ${s.ball} flex-col items-center justify-center rounded-full font-bold tabular-nums ${
              index === 0 ? 'bg-accent text-slate-950' : 'bg-surface-muted text-ink'
            } ${call.manual ? 'outline-2 outline-offset-2 outline-dashed outline-danger' : ''}`}
          >
            <span className={`leading-none ${s.letter}`}>
              {call.letter || letterFor(call.number, mode)}
            </span>
            <span className={`leading-none ${s.number}`}>{call.number}</span>
            {call.manual && <span className="sr-only">{t('tv.byHand')}</span>}
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
