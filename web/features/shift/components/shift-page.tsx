import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { denominationsOf } from '@core/shifts/blind-count';
import { usePublicConfig } from '@web/lib/public-config';
import {
  blindCountRequestSchema,
  cashMoveRequestSchema,
  CASH_MOVE_KINDS,
  openShiftRequestSchema,
  shiftNoteRequestSchema,
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
import {
  useCashMove,
  useCountShift,
  useCurrentShift,
  useNoteShift,
  useOpenShift,
} from '../api/shift-api';
import { shiftFigures } from '../lib/shift-figures';
import { ShiftForm } from './shift-form';
import { ZReport } from './z-report';
import { FlaggedMoves, OpeningDifference, openingNoteDue } from './shift-flags';

/** The cashier's shift: open it with a float, move cash, read the X report, count blind, close. */
export function ShiftPage() {
  const { t } = useTranslation();
  const shops = useCashierShops();
  const [chosen, setShopId] = useState<number | null>(null);
  // The first shop until the cashier picks another.
  const shopId = chosen ?? shops.data?.[0]?.id ?? null;
  const [counted, setCounted] = useState<Shift | null>(null);
  const current = useCurrentShift(shopId);

  return (
    <div className="mx-auto w-full max-w-5xl space-y-5 p-4 sm:p-6">
      <h1 className="text-2xl font-bold tracking-tight print:hidden">{t('shift.title')}</h1>
      <div className="print:hidden">
        <ShopPicker
          query={shops}
          shopId={shopId}
          onChange={(id) => {
            setShopId(id);
            setCounted(null);
          }}
        />
      </div>
      {shopId !== null && counted && (
        <CountedShift shift={counted} shopId={shopId} onChange={setCounted} />
      )}
      {shopId !== null && !counted && current.isPending && (
        <p role="status" className="text-sm text-ink-muted">
          {t('shift.loading')}
        </p>
      )}
      {shopId !== null && !counted && current.isError && (
        <ErrorAlert
          message={t('shift.loadError')}
          onRetry={() => void current.refetch()}
          retrying={current.isFetching}
        />
      )}
      {shopId !== null && !counted && current.data === null && <OpenShiftForm shopId={shopId} />}
      {shopId !== null && !counted && current.data && (
        <OpenShift shift={current.data} shopId={shopId} onCounted={setCounted} />
      )}
    </div>
  );
}

function OpenShiftForm({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const open = useOpenShift(shopId);
  const form = useSchemaForm(openShiftRequestSchema, { values: { shop_id: shopId, float: 0 } });
  return (
    <ShiftForm
      title={t('shift.noShift')}
      label={t('shift.open')}
      form={form}
      step={open}
      submitLabel={t('shift.open')}
      className="flex flex-wrap items-end gap-3"
    >
      <p className="w-full text-sm text-ink-muted">{t('shift.noShiftHint')}</p>
      <FormAmountField form={form} name="float" label={t('shift.float')} />
    </ShiftForm>
  );
}

interface ShiftProps {
  shift: Shift;
  shopId: number;
  onCounted: (shift: Shift) => void;
}

function OpenShift({ shift, shopId, onCounted }: ShiftProps) {
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
      <OpeningDifference shift={shift} shopId={shopId} />
      <FlaggedMoves shift={shift} />
      <CashMoveForm shift={shift} shopId={shopId} />
      <BlindCountForm shift={shift} shopId={shopId} onCounted={onCounted} />
    </>
  );
}

function CashMoveForm({ shift, shopId }: { shift: Shift; shopId: number }) {
  const { t } = useTranslation();
  const move = useCashMove(shopId, shift.id);
  const form = useSchemaForm(cashMoveRequestSchema, {
    defaultValues: { kind: 'pay_out', reason: '' },
  });
  return (
    <ShiftForm
      title={t('shift.cashMove')}
      form={form}
      step={move}
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

function BlindCountForm({ shift, shopId, onCounted }: ShiftProps) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  // The platform's notes and coins (decision 035): Birr's until the admin sets its own.
  const denominations = denominationsOf(usePublicConfig().denominations);
  const count = useCountShift(shopId, shift.id);
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
      onDone={onCounted}
      confirm={t('shift.countConfirm')}
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

function CountedShift({
  shift,
  shopId,
  onChange,
}: {
  shift: Shift;
  shopId: number;
  onChange: (shift: Shift) => void;
}) {
  const { t } = useTranslation();
  const note = useNoteShift(shopId, shift.id);
  const form = useSchemaForm(shiftNoteRequestSchema, { defaultValues: { note: '' } });
  return (
    <div className="space-y-5">
      {shift.status === 'awaiting_note' && (
        <ShiftForm
          title={t(
            shift.count?.requirement === 'close' && openingNoteDue(shift)
              ? 'shift.openingNoteRequired'
              : 'shift.noteRequired',
          )}
          form={form}
          step={note}
          onDone={onChange}
          submitLabel={t('shift.saveNote')}
          className="flex flex-wrap items-end gap-3 print:hidden"
        >
          <div className="min-w-64 flex-1">
            <FormTextField form={form} name="note" label={t('shift.noteLabel')} />
          </div>
        </ShiftForm>
      )}
      {shift.status === 'awaiting_approval' && (
        <p role="status" className="rounded-xl border border-accent/50 p-3 text-sm print:hidden">
          {t(
            shift.count?.requirement === 'approval_required'
              ? 'shift.awaitingApproval'
              : 'shift.awaitingApprovalFlags',
          )}
        </p>
      )}
      <ZReport shift={shift} />
    </div>
  );
}
