import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';

/**
 * The last step of every credit move: the amount exactly as it will be moved, in the app's money
 * format. Nothing is posted until Confirm; Cancel goes back to the form with its values.
 */
export function CreditConfirmDialog({
  message,
  busy,
  onConfirm,
  onCancel,
}: {
  message: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('credit.confirm.title')}
      message={message}
      confirmLabel={t('credit.confirm.confirm')}
      tone="primary"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
