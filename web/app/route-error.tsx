import { useTranslation } from 'react-i18next';
import { Icon } from '@web/components/ui/icons';

/** Shown when a screen fails to load or render; a reload fetches fresh chunks. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-page p-6 text-center text-ink"
    >
      <Icon name="alert" size={40} className="text-danger" />
      <p className="text-lg font-medium">{t('app.errorTitle')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-primary px-4 py-2 font-semibold text-on-primary hover:bg-primary-hover"
      >
        {t('app.reload')}
      </button>
    </div>
  );
}
