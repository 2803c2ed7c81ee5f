import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonSchema } from '@core/schemas/games';
import { TextField } from '@web/components/ui/field';
import { FormModal } from '@web/components/ui/form-modal';
import { validate } from '@web/lib/validation';
import { z } from 'zod';

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
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const schema = z.object({ reason: required ? reasonSchema : reasonSchema.or(z.literal('')) });
  const submit = () => {
    const checked = validate(schema, { reason: reason.trim() }, t);
    if (checked.errors) {
      setFieldError(checked.errors.reason ?? t('validation.invalid'));
      return;
    }
    onConfirm(checked.data.reason);
  };
  return (
    <FormModal
      title={title}
      description={message}
      onClose={onCancel}
      onSubmit={submit}
      busy={busy}
      submitLabel={confirmLabel}
      error={error}
    >
      <TextField
        label={required ? t('lifecycle.reason') : t('lifecycle.reasonOptional')}
        value={reason}
        maxLength={200}
        onChange={(event) => {
          setReason(event.target.value);
          setFieldError(null);
        }}
        error={fieldError}
        hint={t('lifecycle.reasonHint')}
        required={required}
      />
    </FormModal>
  );
}
