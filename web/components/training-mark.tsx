import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** A practice game's mark on a list, a record or a dialog (decision 055). */
export function TrainingBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="training-badge"
      className={`inline-flex w-fit items-center rounded-full border border-danger bg-danger-soft px-2.5 py-0.5 text-xs font-black tracking-wide whitespace-nowrap text-danger ${className}`}
    >
      {t('training.badge')}
    </span>
  );
}

/** The strip a screen of a practice game opens with: nobody can take it for a real game. */
export function TrainingBanner({ size = 'till' }: { size?: 'till' | 'tv' }) {
  const { t } = useTranslation();
  const text = size === 'tv' ? 'py-[0.6vmin] text-[3vmin]' : 'py-2 text-base sm:text-lg';
  return (
    <p
      role="status"
      data-testid="training-banner"
      className={`shrink-0 rounded-xl border-2 border-danger bg-danger-soft px-4 text-center font-black tracking-wide text-danger ${text}`}
    >
      {t('training.banner')}
    </p>
  );
}

/** A dialog's title, marked when its game is a practice one. */
export const trainingTitle = (t: TFunction, title: string, training: boolean | undefined) =>
  training ? t('training.titled', { title }) : title;
