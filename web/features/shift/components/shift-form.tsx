import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Shift } from '@core/schemas/shifts';
import { FormServerError } from '@web/components/form/form-server-error';
import { showServerError } from '@web/components/form/server-errors';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/lib/notify';

/**
 * One step of the shift (open, cash move, count, note, approval) as a form in its panel: the
 * server's schema checks it, the step sends it, a refusal shows on the field it names or under the
 * button, and what happened is said in a toast.
 */
export function ShiftForm<I extends FieldValues, O>({
  title,
  label = title,
  form,
  step,
  done,
  onDone,
  confirm,
  submitLabel,
  className,
  children,
}: {
  /** The panel's title, and the form's name unless `label` gives another. */
  title: string;
  label?: string;
  form: UseFormReturn<I, unknown, O>;
  step: UseMutationResult<Shift, Error, O>;
  /** What happened, said once the server took the step. */
  done: (shift: Shift, body: O) => string;
  onDone?: (shift: Shift, body: O) => void;
  /** Asked in the app's own dialog before sending, for a step that cannot be undone. */
  confirm?: { title: string; message: string; label: string };
  submitLabel: string;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<{ body: O } | null>(null);
  const send = (body: O) =>
    step.mutate(body, {
      onSuccess: (shift) => {
        setAsking(null);
        toast.success(done(shift, body));
        onDone?.(shift, body);
      },
      onError: (error) => {
        setAsking(null);
        showServerError(form, error, { fallback: t('shift.error') });
      },
    });
  const submit = form.handleSubmit((body) => (confirm ? setAsking({ body }) : send(body)));
  return (
    <Panel title={title}>
      <form
        aria-label={label}
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {children}
        <Button type="submit" busy={step.isPending}>
          {submitLabel}
        </Button>
        <FormServerError form={form} />
      </form>
      {confirm && asking && (
        <ConfirmDialog
          title={confirm.title}
          message={confirm.message}
          confirmLabel={confirm.label}
          tone="primary"
          busy={step.isPending}
          onConfirm={() => send(asking.body)}
          onCancel={() => setAsking(null)}
        />
      )}
    </Panel>
  );
}
