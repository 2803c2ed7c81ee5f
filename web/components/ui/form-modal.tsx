import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { FormError } from './field';
import { Modal } from './modal';

interface FormModalProps {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  onSubmit: () => void;
  /** The request is running: the dialog stays open and the buttons wait. */
  busy: boolean;
  submitLabel: ReactNode;
  /** A form-level error (usually the server's text), shown under the fields. */
  error?: ReactNode;
  children: ReactNode;
}

/** A modal form: the fields, an optional form-level error, and a Cancel / Submit footer. */
export function FormModal({
  title,
  description,
  onClose,
  onSubmit,
  busy,
  submitLabel,
  error,
  children,
}: FormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={title}
      description={description}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {children}
        {error && <FormError>{error}</FormError>}
      </div>
    </Modal>
  );
}
