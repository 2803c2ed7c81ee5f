import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Shift } from '@core/schemas/shifts';
import { FormServerError } from '@web/components/form/form-server-error';
import { showServerError } from '@web/components/form/server-errors';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';

/**
 * One step of the shift (open, cash move, count, note) as a form in its panel: the server's schema
 * checks it, the step sends it, and a refusal shows on the field it names or under the button.
 */
export function ShiftForm<I extends FieldValues, O>({
  title,
  label = title,
  form,
  step,
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
  onDone?: (shift: Shift, body: O) => void;
  /** Asked before sending, for a step that cannot be undone. */
  confirm?: string;
  submitLabel: string;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = form.handleSubmit((body) =>
    step.mutate(body, {
      onSuccess: (shift) => onDone?.(shift, body),
      onError: (error) => showServerError(form, error, { fallback: t('shift.error') }),
    }),
  );
  return (
    <Panel title={title}>
      <form
        aria-label={label}
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          if (!confirm || window.confirm(confirm)) void submit();
        }}
      >
        {children}
        <Button type="submit" busy={step.isPending}>
          {submitLabel}
        </Button>
        <FormServerError form={form} />
      </form>
    </Panel>
  );
}
