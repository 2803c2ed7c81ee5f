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
  /**
   * A form-level error (the server's text, or a rule of the whole form), shown in the footer beside
   * the submit button: always in view, however far the fields are scrolled.
   */
  error?: ReactNode;
  children: ReactNode;
}

/** A modal form: the fields, and a footer with the form-level error and Cancel / Submit. */
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
          {error && (
            <div className="w-full">
              <FormError>{error}</FormError>
            </div>
          )}
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-4">{children}</div>
    </Modal>
  );
}
