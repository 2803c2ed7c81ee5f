import { useTranslation } from 'react-i18next';

/**
 * The TV-like ball: the last number and its letter, readable from across the hall; a number
 * called by hand says so under it, as on the TV.
 */
export function BallDisplay({
  number,
  letter,
  byHand = false,
}: {
  number: number | null;
  letter: string | null;
  byHand?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={
        number === null
          ? t('caller.noBall')
          : t(byHand ? 'caller.lastBallByHand' : 'caller.lastBallIs', { letter, number })
      }
      data-testid="current-ball"
      className="relative flex aspect-square w-[min(44vw,11rem)] flex-col items-center justify-center rounded-full bg-primary text-on-primary shadow-lg ring-8 ring-primary-soft [container-type:inline-size] sm:w-[clamp(8rem,26vh,13rem)]"
    >
      <span className="absolute inset-[12%] rounded-full bg-surface" aria-hidden="true" />
      {number === null ? (
        <span className="relative text-center text-sm font-semibold text-ink-muted">
          {t('caller.noBall')}
        </span>
      ) : (
        <>
          {/* The letter and the number keep their layout boxes from ball to ball and are centred
              by transform (which is no layout shift): B and I, or 3 and 12, are not one width.
              Both scale with the ball's width, so neither reaches its rim on a tall phone. */}
          <span className="relative h-[1em] w-full text-[18cqw] leading-none font-black text-primary">
            <span className="absolute left-1/2 -translate-x-1/2">{letter}</span>
          </span>
          <span
            className="relative min-w-[2ch] text-left text-[44cqw] leading-none font-black text-ink tabular-nums"
            data-testid="current-number"
          >
            <span className={number < 10 ? 'inline-block translate-x-[0.5ch]' : undefined}>
              {number}
            </span>
          </span>
          {byHand && (
            <span
              aria-hidden="true"
              data-testid="current-by-hand"
              className="absolute bottom-[6%] rounded-full bg-danger px-2 py-0.5 text-xs font-bold whitespace-nowrap text-surface"
            >
              {t('tv.byHand')}
            </span>
          )}
        </>
      )}
    </div>
  );
}
