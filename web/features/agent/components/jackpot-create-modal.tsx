import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createJackpotRequestSchema } from '@core/schemas/jackpots';
import { FormError, SelectField, TextField, inputClass } from '@web/components/ui/field';
import { FormModal } from '@web/components/ui/form-modal';
import { useIdempotencyKeys } from '@web/lib/idempotency';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { ApiError } from '@web/lib/api-client';
import { parseAmount, validate, type FieldErrors } from '@web/lib/validation';
import { useAgentShops, useCreateJackpot } from '../api/jackpots-api';

type JackpotType = 'random' | 'cumulative';

const DEFAULT_FREQUENCY = '10';
const DEFAULT_CALL_LIMIT = '20';

/** SPEC "Agent dashboard > Jackpots": the Create Jackpot modal, SPEC section 5 validation. */
export function JackpotCreateModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const shops = useAgentShops();
  const createJackpot = useCreateJackpot();
  const keys = useIdempotencyKeys();
  const [shopId, setShopId] = useState('');
  const [amount, setAmount] = useState('');
  const [type, setType] = useState<JackpotType>('random');
  const [bonus, setBonus] = useState('0');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [frequency, setFrequency] = useState(DEFAULT_FREQUENCY);
  const [callLimit, setCallLimit] = useState(DEFAULT_CALL_LIMIT);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<{ text: string; detail?: string } | null>(null);

  const activeShops = shops.data?.filter((shop) => shop.is_active) ?? [];

  const submit = () => {
    setFormError(null);
    if (!amount.trim() || !shopId) {
      setErrors({});
      setFormError({ text: t('agent.jackpots.form.required') });
      return;
    }
    if (startDate && endDate && endDate < startDate) {
      setErrors({ end_date: t('agent.jackpots.form.endBeforeStart') });
      return;
    }
    const result = validate(
      createJackpotRequestSchema,
      {
        amount: parseAmount(amount),
        shop_id: Number(shopId),
        jackpot_type: type,
        bonus_amount: bonus.trim() ? parseAmount(bonus) : 0,
        start_date: startDate || null,
        end_date: endDate || null,
        frequency: Number(frequency),
        call_limit: Number(callLimit),
        message: message.trim() || undefined,
      },
      t,
    );
    setErrors(result.errors ?? {});
    if (!result.data) return;
    const input = result.data;
    createJackpot.mutate(
      { input, key: keys.keyFor(input) },
      {
        onSuccess: () => {
          keys.settle();
          toast.success(t('agent.jackpots.form.success'), { autoClose: MAIN_SCREEN_TOAST_MS });
          onClose();
        },
        onError: (error) => {
          keys.settle(error);
          console.error('Creating jackpot failed', error);
          setFormError({
            text: t('agent.jackpots.form.error'),
            detail: error instanceof ApiError ? (error.serverMessage ?? undefined) : undefined,
          });
        },
      },
    );
  };

  let shopField;
  if (shops.isPending) {
    shopField = (
      <p role="status" className="text-sm text-ink-muted">
        {t('agent.jackpots.form.loadingShops')}
      </p>
    );
  } else if (shops.isError) {
    shopField = <FormError>{t('agent.jackpots.form.shopsError')}</FormError>;
  } else if (activeShops.length === 0) {
    shopField = (
      <p role="note" className="rounded-lg bg-surface-muted px-3 py-2.5 text-sm text-ink-muted">
        {t('agent.jackpots.form.noShops')}
      </p>
    );
  } else {
    shopField = (
      <div>
        <SelectField
          label={t('agent.jackpots.shop')}
          value={shopId}
          required
          onChange={(event) => setShopId(event.target.value)}
        >
          <option value="">{t('agent.jackpots.form.selectShop')}</option>
          {activeShops.map((shop) => (
            <option key={shop.id} value={shop.id}>
              {shop.name} · {shop.cashier_username}
            </option>
          ))}
        </SelectField>
        {errors.shop_id && <p className="mt-1 text-sm text-danger">{errors.shop_id}</p>}
      </div>
    );
  }

  return (
    <FormModal
      title={t('agent.jackpots.create')}
      description={t('agent.jackpots.form.description')}
      onClose={onClose}
      onSubmit={submit}
      busy={createJackpot.isPending}
      submitLabel={t('agent.jackpots.create')}
      error={
        formError && (
          <>
            <span className="block">{formError.text}</span>
            {formError.detail && <span className="block font-semibold">{formError.detail}</span>}
          </>
        )
      }
    >
      {shopField}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('agent.jackpots.amount')}
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.amount}
          hint={t('agent.jackpots.form.amountHint')}
          required
        />
        <TextField
          label={t('agent.jackpots.bonus')}
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          value={bonus}
          onChange={(event) => setBonus(event.target.value)}
          error={errors.bonus_amount}
          hint={
            type === 'cumulative'
              ? t('agent.jackpots.form.bonusHintCumulative')
              : t('agent.jackpots.form.bonusHint')
          }
        />
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">{t('agent.jackpots.type')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(['random', 'cumulative'] as const).map((option) => (
            <label
              key={option}
              className={`flex cursor-pointer items-start gap-2.5 rounded-lg border px-3 py-2.5 text-sm transition-colors ${
                type === option
                  ? 'border-primary bg-primary-soft'
                  : 'border-line hover:bg-surface-muted'
              }`}
            >
              <input
                type="radio"
                name="jackpot-type"
                value={option}
                checked={type === option}
                onChange={() => setType(option)}
                className="mt-0.5 accent-primary"
              />
              <span>
                <span className="block font-semibold">{t(`agent.jackpots.types.${option}`)}</span>
                <span className="block text-xs text-ink-muted">
                  {t(`agent.jackpots.form.${option}Hint`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {type === 'random' ? (
        <TextField
          label={t('agent.jackpots.frequency')}
          type="number"
          inputMode="numeric"
          min="1"
          max="1000"
          step="1"
          value={frequency}
          onChange={(event) => setFrequency(event.target.value)}
          error={errors.frequency}
          hint={t('agent.jackpots.form.frequencyHint')}
        />
      ) : (
        <TextField
          label={t('agent.jackpots.callLimit')}
          type="number"
          inputMode="numeric"
          min="1"
          max="100"
          step="1"
          value={callLimit}
          onChange={(event) => setCallLimit(event.target.value)}
          error={errors.call_limit}
          hint={t('agent.jackpots.form.callLimitHint')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('agent.jackpots.startDate')}
          type="date"
          value={startDate}
          onChange={(event) => setStartDate(event.target.value)}
          error={errors.start_date}
          hint={t('agent.jackpots.form.optional')}
        />
        <TextField
          label={t('agent.jackpots.endDate')}
          type="date"
          value={endDate}
          min={startDate || undefined}
          onChange={(event) => setEndDate(event.target.value)}
          error={errors.end_date}
          hint={t('agent.jackpots.form.optional')}
        />
      </div>
      <div>
        <label htmlFor="jackpot-message" className="mb-1.5 block text-sm font-medium">
          {t('agent.jackpots.message')}
        </label>
        <textarea
          id="jackpot-message"
          rows={2}
          maxLength={200}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          className={inputClass}
        />
      </div>
    </FormModal>
  );
}
