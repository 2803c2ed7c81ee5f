import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { blankToUndefined } from '@web/components/form/parse';
import { cancelRequestSchema, closeRequestSchema } from '@core/schemas/game-actions';
import { FormTextField } from '@web/components/form/fields';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { FormModal } from '@web/components/ui/form-modal';

interface ReasonDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** A reset or a close needs a reason; a cancel may leave it out. */
  required: boolean;
  busy: boolean;
  error?: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Confirms a step that changes a game for good, asking why; the reason goes on the record. */
export function ReasonDialog({
  title,
  message,
  confirmLabel,
  required,
  busy,
  error,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  // The server's own request schemas: a reset or a close needs a reason, a cancel does not.
  const form = useSchemaForm(required ? closeRequestSchema : cancelRequestSchema, {
    defaultValues: { reason: required ? '' : undefined },
  });
  const submit = form.handleSubmit(({ reason }) => onConfirm(reason ?? ''));
  return (
    <FormModal
      title={title}
      description={message}
      onClose={onCancel}
      onSubmit={() => void submit()}
      busy={busy}
      submitLabel={confirmLabel}
      error={error}
    >
      <FormTextField
        form={form}
        name="reason"
        rules={required ? undefined : { setValueAs: blankToUndefined }}
        label={required ? t('lifecycle.reason') : t('lifecycle.reasonOptional')}
        maxLength={200}
        hint={t('lifecycle.reasonHint')}
        required={required}
      />
    </FormModal>
  );
}
