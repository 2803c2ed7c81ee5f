import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shiftCorrectionRequestSchema, type Shift } from '@core/schemas/shifts';
import { FormAmountField, FormTextField } from '@web/components/form/fields';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { useFormatters } from '@web/lib/format';
import { useCorrectShift } from '../api/shift-api';
import { signedMoney } from '../lib/z-rows';
import { ShiftForm } from './shift-form';

/**
 * The agent's (or the admin's) correction of a counted Z (decision 049): cash the count missed
 * (+) or counted too much (-), with its reason. It moves no money and cannot be taken back, so it
 * is confirmed first; it shows at once in the Z's corrections above.
 */
export function CorrectionForm({ shift }: { shift: Shift }) {
  // Each correction starts from an empty form: the one sent is not left there to send twice.
  const [sent, setSent] = useState(0);
  return <OneCorrection key={sent} shift={shift} onSent={() => setSent((n) => n + 1)} />;
}

function OneCorrection({ shift, onSent }: { shift: Shift; onSent: () => void }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const correct = useCorrectShift(shift.id);
  const form = useSchemaForm(shiftCorrectionRequestSchema, { defaultValues: { reason: '' } });
  const z = shift.z_number ?? '';
  const [amount, reason] = form.watch(['amount', 'reason']);
  return (
    <div className="print:hidden" data-testid="z-correct">
      <ShiftForm
        title={t('shift.correctTitle', { z })}
        form={form}
        step={correct}
        confirm={{
          title: t('shift.correctConfirmTitle'),
          message: t('shift.correctConfirm', {
            // With its sign, as the Z's corrections will read it: +120.50, −20.50.
            amount: typeof amount === 'number' ? signedMoney(amount, money) : '',
            z,
            reason,
          }),
          label: t('shift.correct'),
        }}
        done={(_, body) =>
          t('shift.done.corrected', { amount: signedMoney(body.amount, money), z })
        }
        onDone={onSent}
        submitLabel={t('shift.correct')}
        className="grid gap-3 sm:grid-cols-3 sm:items-end"
      >
        <p className="text-sm text-ink-muted sm:col-span-3">{t('shift.correctHint')}</p>
        <FormAmountField form={form} name="amount" label={t('shift.correctionAmount')} />
        <FormTextField form={form} name="reason" label={t('shift.reason')} />
      </ShiftForm>
    </div>
  );
}
