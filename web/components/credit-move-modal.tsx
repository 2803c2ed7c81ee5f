import { MAX_REASON_LENGTH } from '@core/schemas/reason';
import { useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CreditConfirmDialog } from '@web/components/credit-confirm-dialog';
import { FormAmountField, FormTextField, type AnyForm } from '@web/components/form/fields';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { FormModal } from '@web/components/ui/form-modal';
import { useIdempotencyKeys } from '@web/lib/idempotency';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';

/** What every credit move answers: the balance of the account it moved from or to. */
interface CreditAnswer {
  amount_avalaible: number;
}

/** A credit move's mutation (react-query's), posted with an Idempotency-Key. */
interface CreditMutation<Body> {
  mutate: (
    variables: Body & { key: string },
    callbacks: { onSuccess: (answer: CreditAnswer) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

type CreditSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * One credit move, as every money form runs it: the schema's fields, then the amount confirmed
 * exactly as it will be moved, then one post per submission (the same body reuses its
 * Idempotency-Key). A refusal goes back to the form, on the field the server names.
 */
export function CreditMoveModal<S extends CreditSchema, Body extends object>({
  schema,
  fields,
  defaultValues,
  mutation,
  toBody,
  title,
  description,
  submitLabel,
  confirmMessage,
  successMessage,
  errorFallback,
  onClose,
}: {
  schema: S;
  /** The fields shown, in this order: an amount (money) and a reason for the statements. */
  fields: readonly ('amount' | 'reason')[];
  defaultValues?: DefaultValues<z.input<S>>;
  mutation: CreditMutation<Body>;
  toBody: (values: z.output<S>) => Body;
  title: string;
  description: ReactNode;
  submitLabel: string;
  confirmMessage: (values: z.output<S>) => ReactNode;
  successMessage: (values: z.output<S>, balance: number) => string;
  errorFallback: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const keys = useIdempotencyKeys();
  const form = useSchemaForm(schema, { defaultValues });
  const [pending, setPending] = useState<z.output<S> | null>(null);

  const submit = form.handleSubmit((values) => setPending(values));
  const post = (values: z.output<S>) => {
    const body = toBody(values);
    mutation.mutate(
      { ...body, key: keys.keyFor(body) },
      {
        onSuccess: (answer) => {
          keys.settle();
          toast.success(successMessage(values, answer.amount_avalaible), {
            autoClose: MAIN_SCREEN_TOAST_MS,
          });
          onClose();
        },
        onError: (error) => {
          keys.settle(error);
          setPending(null);
          showServerError(form, error, { fallback: errorFallback });
        },
      },
    );
  };

  if (pending !== null)
    return (
      <CreditConfirmDialog
        message={confirmMessage(pending)}
        busy={mutation.isPending}
        onConfirm={() => post(pending)}
        onCancel={() => setPending(null)}
      />
    );

  const bound = form as AnyForm;
  return (
    <FormModal
      title={title}
      description={description}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={mutation.isPending}
      submitLabel={submitLabel}
      error={form.formState.errors.root?.server?.message}
    >
      {fields.map((field) =>
        field === 'amount' ? (
          <FormAmountField
            key={field}
            form={bound}
            name="amount"
            label={t('admin.deposit.amount')}
            min="0.01"
            required
          />
        ) : (
          <FormTextField
            key={field}
            form={bound}
            name="reason"
            label={t('credit.reason')}
            hint={t('credit.reasonHint')}
            maxLength={MAX_REASON_LENGTH}
            required
          />
        ),
      )}
    </FormModal>
  );
}
