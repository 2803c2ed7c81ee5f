import confetti from 'canvas-confetti';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  CONFETTI_PIECES,
  FIREWORKS,
  celebrationSteps,
  runSchedule,
  type CelebrationStep,
} from '../lib/celebration-schedule';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { TrainingBadge } from '@web/components/training-mark';
import { shareLabel } from '@web/lib/share-label';

export interface CelebrationInfo {
  winner: string;
  cardNumber: number;
  amount: string;
  jackpot: { amount: string; message: string | null } | null;
  /** A practice game (decision 055): marked, and nothing is said to be paid. */
  training: boolean;
  /** Every winner of the game so far with its share (several may win on one ball). */
  winners: Array<{ card: number; share: string; final: boolean }>;
}

// Fixed burst origins: the fireworks land the same way every time (deterministic on purpose).
const FIREWORK_ORIGINS = Array.from({ length: FIREWORKS }, (_, i) => ({
  x: 0.12 + (i % 4) * 0.25,
  y: i < 4 ? 0.3 : 0.55,
}));

/** The jackpot overlay (3 s), then the win overlay: confetti, fireworks, message, close. */
export function Celebration({ info, onDone }: { info: CelebrationInfo; onDone: () => void }) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [phase, setPhase] = useState<'jackpot' | 'win'>(info.jackpot ? 'jackpot' : 'win');
  const [message, setMessage] = useState(false);
  const doneRef = useRef(onDone);
  useEffect(() => {
    doneRef.current = onDone;
  }, [onDone]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const fire = canvas ? confetti.create(canvas, { resize: true, useWorker: false }) : null;
    const onStep = (step: CelebrationStep) => {
      if (step === 'jackpot') setPhase('jackpot');
      else if (step === 'win') setPhase('win');
      else if (step === 'message') setMessage(true);
      else if (step === 'close') doneRef.current();
      else if (step === 'confetti')
        void fire?.({ particleCount: CONFETTI_PIECES, spread: 90, origin: { x: 0.5, y: 0.6 } });
      else if (step === 'fireworks')
        for (const origin of FIREWORK_ORIGINS)
          void fire?.({ particleCount: 30, spread: 360, startVelocity: 25, ticks: 70, origin });
    };
    const cancel = runSchedule(
      celebrationSteps({ jackpot: info.jackpot !== null, reducedMotion }),
      onStep,
    );
    return () => {
      cancel();
      fire?.reset();
    };
    // The schedule runs once per celebration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') doneRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t(phase === 'jackpot' ? 'celebration.jackpot' : 'celebration.bingo')}
      data-testid={phase === 'jackpot' ? 'jackpot-overlay' : 'win-overlay'}
      className="fixed inset-0 z-[60] flex items-center justify-center bg-ink/70 p-4 backdrop-blur-sm"
      onClick={() => doneRef.current()}
    >
      <canvas ref={canvasRef} className="pointer-events-none absolute inset-0 h-full w-full" />
      {phase === 'jackpot' && info.jackpot ? (
        <div className="relative flex max-w-lg flex-col items-center gap-3 rounded-3xl border-4 border-accent bg-surface px-8 py-10 text-center shadow-2xl">
          <p className="text-5xl font-black tracking-tight text-accent sm:text-6xl">
            {t('celebration.jackpot')}
          </p>
          <p className="text-3xl font-black text-ink tabular-nums" data-testid="jackpot-amount">
            {t('celebration.jackpotAmount', { amount: info.jackpot.amount })}
          </p>
          {info.jackpot.message && <p className="text-lg text-ink-muted">{info.jackpot.message}</p>}
        </div>
      ) : (
        <div className="relative flex max-w-lg flex-col items-center gap-3 rounded-3xl bg-surface px-8 py-10 text-center shadow-2xl">
          {info.training && <TrainingBadge className="text-base" />}
          <p className="text-6xl font-black tracking-tight text-primary sm:text-7xl">
            {t('celebration.bingo')}
          </p>
          <div className={`flex min-h-24 flex-col gap-1 ${message ? 'visible' : 'invisible'}`}>
            <p className="text-2xl font-bold text-ink" data-testid="celebration-message">
              {t('celebration.winMessage', { winner: info.winner, card: info.cardNumber })}
            </p>
            <p className="text-xl font-semibold text-success tabular-nums">
              {info.training
                ? t('training.nothingPaid')
                : t('celebration.winAmount', { amount: info.amount })}
            </p>
            {(info.winners.length > 1 || info.winners.some((winner) => !winner.final)) && (
              <ul
                className="mt-2 flex flex-wrap justify-center gap-2"
                data-testid="celebration-winners"
                aria-label={t('winners.title', { count: info.winners.length })}
              >
                {info.winners.map((winner, i) => (
                  <li
                    key={i}
                    data-share={winner.final ? 'final' : 'pending'}
                    className="rounded-full bg-success-soft px-3 py-1 text-sm font-bold text-ink tabular-nums"
                  >
                    {shareLabel(t, winner)}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </div>,
    document.body,
  );
}
