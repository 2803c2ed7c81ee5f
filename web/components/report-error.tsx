import { useTranslation } from 'react-i18next';
import { serverErrorText } from '@web/lib/validation';
import { ErrorAlert } from './ui/error-alert';

/** SPEC section 8: a report that failed reads "Error: ..." ("Failed to fetch data" by default). */
export function ReportError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ErrorAlert
      message={t('reports.error', { message: serverErrorText(error, t('reports.fetchFailed')) })}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
