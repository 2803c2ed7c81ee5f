import { useTranslation } from 'react-i18next';

/** SPEC section 2: while authentication (or a screen) loads, "Loading..." is shown. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex min-h-[50vh] flex-1 items-center justify-center gap-3 text-ink-muted"
    >
      <span
        className="h-5 w-5 animate-spin rounded-full border-2 border-line border-t-primary"
        aria-hidden="true"
      />
      <span>{t('app.loading')}</span>
    </div>
  );
}
