import { useTranslation } from 'react-i18next';

/** The TV-like ball: the last number and its letter, readable from across the hall. */
export function BallDisplay({ number, letter }: { number: number | null; letter: string | null }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={number === null ? t('caller.noBall') : t('caller.lastBallIs', { letter, number })}
      data-testid="current-ball"
      className="relative flex aspect-square w-[min(44vw,11rem)] flex-col items-center justify-center rounded-full bg-primary text-on-primary shadow-lg ring-8 ring-primary-soft sm:w-[clamp(8rem,26vh,13rem)]"
    >
      <span className="absolute inset-[12%] rounded-full bg-surface" aria-hidden="true" />
      {number === null ? (
        <span className="relative text-center text-sm font-semibold text-ink-muted">
          {t('caller.noBall')}
        </span>
      ) : (
        <>
          <span className="relative text-[clamp(1.25rem,4vh,2.25rem)] leading-none font-black text-primary">
            {letter}
          </span>
          <span
            className="relative text-[clamp(2.75rem,10vh,5.5rem)] leading-none font-black text-ink tabular-nums"
            data-testid="current-number"
          >
            {number}
          </span>
        </>
      )}
    </div>
  );
}
