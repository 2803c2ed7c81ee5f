import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Icon } from './icons';

/** A failed load: the message and, when it can be asked again, a Retry button. */
export function ErrorAlert({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger"
    >
      <Icon name="alert" size={20} className="shrink-0" />
      <span className="min-w-0 flex-1 font-medium">{message}</span>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry} busy={retrying}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
