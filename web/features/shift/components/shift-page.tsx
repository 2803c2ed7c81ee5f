import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { denominationsOf } from '@core/shifts/blind-count';
import { usePublicConfig } from '@web/lib/public-config';
import {
  blindCountRequestSchema,
  cashMoveRequestSchema,
  CASH_MOVE_KINDS,
  openShiftRequestSchema,
  type Shift,
} from '@core/schemas/shifts';
import {
  FormAmountField,
  FormNumberField,
  FormSelectField,
  FormTextField,
} from '@web/components/form/fields';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { ShopPicker } from '@web/components/shop-picker';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Panel } from '@web/components/ui/panel';
import { useFormatters } from '@web/lib/format';
import { useCashierShops } from '@web/lib/shops';
import { useCashMove, useCountShift, useCurrentShift, useOpenShift } from '../api/shift-api';
import { shiftFigures } from '../lib/shift-figures';
import { ShiftForm } from './shift-form';
import { FlaggedMoves, OpeningDifference } from './shift-flags';
import { ZHistory } from './z-history';

/**
 * The cashier's shift: open it with a float, move cash, read the X report, count blind. The count
 * leads to its Z (/shifts/<id>), and every Z of the cashier's shops stays listed below.
 */
export function ShiftPage() {
  const { t } = useTranslation();
  const shops = useCashierShops();
  const [chosen, setShopId] = useState<number | null>(null);
  // The first shop until the cashier picks another.
  const shopId = chosen ?? shops.data?.[0]?.id ?? null;
  const current = useCurrentShift(shopId);

  return (
    <div className="mx-auto w-full max-w-5xl space-y-5 p-4 sm:p-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('shift.title')}</h1>
      <ShopPicker query={shops} shopId={shopId} onChange={setShopId} />
      {shopId !== null && current.isPending && (
        <p role="status" className="text-sm text-ink-muted">
          {t('shift.loading')}
        </p>
      )}
      {shopId !== null && current.isError && (
        <ErrorAlert
          message={t('shift.loadError')}
          onRetry={() => void current.refetch()}
          retrying={current.isFetching}
        />
      )}
      {shopId !== null && current.data === null && <OpenShiftForm shopId={shopId} />}
      {shopId !== null && current.data && <OpenShift shift={current.data} />}
      <ZHistory />
    </div>
  );
}

function OpenShiftForm({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const open = useOpenShift();
  const form = useSchemaForm(openShiftRequestSchema, { values: { shop_id: shopId, float: 0 } });
  return (
    <ShiftForm
      title={t('shift.noShift')}
      label={t('shift.open')}
      form={form}
      step={open}
      done={(shift) => t('shift.done.opened', { float: money(shift.float) })}
      submitLabel={t('shift.open')}
      className="flex flex-wrap items-end gap-3"
    >
      <p className="w-full text-sm text-ink-muted">{t('shift.noShiftHint')}</p>
      <FormAmountField form={form} name="float" label={t('shift.float')} />
    </ShiftForm>
  );
}

function OpenShift({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  return (
    <>
      <Panel title={t('shift.xReport')}>
        {shift.opened_by_start && (
          <p role="note" className="mb-3 text-sm text-ink-muted">
            {t('shift.openedByStart')}
          </p>
        )}
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="x-report">
          {shiftFigures(shift, t, money).map(([label, value]) => (
            <div key={label} className="rounded-xl border border-line p-3">
              <dt className="text-xs text-ink-muted">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <OpeningDifference shift={shift} />
      <FlaggedMoves shift={shift} />
      <CashMoveForm shift={shift} />
      <BlindCountForm shift={shift} />
    </>
  );
}

function CashMoveForm({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const move = useCashMove(shift.id);
  const form = useSchemaForm(cashMoveRequestSchema, {
    defaultValues: { kind: 'pay_out', reason: '' },
  });
  return (
    <ShiftForm
      title={t('shift.cashMove')}
      form={form}
      step={move}
      done={(_, body) => t(`shift.done.${body.kind}`, { amount: money(body.amount) })}
      onDone={(_, body) => form.reset({ kind: body.kind, reason: '' })}
      submitLabel={t('shift.record')}
      className="grid gap-3 sm:grid-cols-4 sm:items-end"
    >
      <FormSelectField form={form} name="kind" label={t('shift.kind')}>
        {CASH_MOVE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`shift.kinds.${kind}`)}
          </option>
        ))}
      </FormSelectField>
      <FormAmountField form={form} name="amount" label={t('shift.amount')} />
      <FormTextField form={form} name="reason" label={t('shift.reason')} />
    </ShiftForm>
  );
}

function BlindCountForm({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const navigate = useNavigate();
  // The platform's notes and coins (decision 035): Birr's until the admin sets its own.
  const denominations = denominationsOf(usePublicConfig().denominations);
  const count = useCountShift(shift.id);
  const form = useSchemaForm(blindCountRequestSchema, {
    defaultValues: {
      count: denominations.map((d) => ({ value: Number(d.valueCents) / 100, count: 0 })),
    },
  });
  return (
    <ShiftForm
      title={t('shift.count')}
      form={form}
      step={count}
      done={(counted) => t('shift.done.counted', { z: counted.z_number })}
      onDone={(counted) => void navigate(`/shifts/${counted.id}`)}
      confirm={{
        title: t('shift.count'),
        message: t('shift.countConfirm'),
        label: t('shift.submitCount'),
      }}
      submitLabel={t('shift.submitCount')}
      className="space-y-3"
    >
      <p className="text-sm text-ink-muted">{t('shift.countHint')}</p>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {denominations.map((d, i) => (
          <FormNumberField
            key={String(d.valueCents)}
            form={form}
            name={`count.${i}.count`}
            min={0}
            label={t(d.kind === 'note' ? 'shift.note' : 'shift.coin', {
              value: money(Number(d.valueCents) / 100),
            })}
          />
        ))}
      </div>
    </ShiftForm>
  );
}
