import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { blankToUndefined } from '@web/components/form/parse';
import { DEFAULT_MAX_CHANCE_PERCENT } from '@core/odds/accepted-chance';
import { createJackpotRequestSchema } from '@core/schemas/jackpots';
import {
  FormAmountField,
  FormDateField,
  FormNumberField,
  FormRow,
  FormTextArea,
} from '@web/components/form/fields';
import { FormChoiceCards } from '@web/components/form/choice-cards';
import { SERVER_ERROR, showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { FormModal } from '@web/components/ui/form-modal';
import { useIdempotencyKeys } from '@web/lib/idempotency';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useCreateJackpot } from '../api/jackpots-api';
import { JackpotTermsFields } from './jackpot-terms-fields';
import { JackpotShopField } from './jackpot-shop-field';

const JACKPOT_TYPES = ['random', 'cumulative'] as const;

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || Number.isNaN(value);

/**
 * SPEC "Agent dashboard > Jackpots": the Create Jackpot modal. SPEC section 5: amount and shop are
 * required ("Please fill in all required fields"); the rest is checked by the server's schema.
 */
export function JackpotCreateModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const createJackpot = useCreateJackpot();
  const keys = useIdempotencyKeys();
  const form = useSchemaForm(createJackpotRequestSchema, {
    defaultValues: {
      jackpot_type: 'random',
      bonus_amount: 0,
      frequency: 10,
      call_limit: 20,
      min_pool: 0,
      patterns: ['full_house'],
      max_chance_percent: DEFAULT_MAX_CHANCE_PERCENT,
    },
  });
  const type = useWatch({ control: form.control, name: 'jackpot_type' });
  const startDate = useWatch({ control: form.control, name: 'start_date' });
  const optional = t('agent.jackpots.form.optional');
  const shopId = useWatch({ control: form.control, name: 'shop_id' });

  const submit = form.handleSubmit(
    (parsed) => {
      // A random jackpot pays its amount; only a cumulative one grows by a bonus per game.
      const input = {
        ...parsed,
        bonus_amount: parsed.jackpot_type === 'random' ? 0 : parsed.bonus_amount,
      };
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
            showServerError(form, error, {
              fallback: t('agent.jackpots.form.error'),
              lead: t('agent.jackpots.form.error'),
            });
          },
        },
      );
    },
    () => {
      // SPEC's sentence is for a required field left empty; a wrong amount (below 0, three
      // decimals) is said on its field only, one message per problem (decision 033).
      const { amount, shop_id: shopId } = form.getValues();
      if (isBlank(amount) || isBlank(shopId))
        form.setError(SERVER_ERROR, {
          type: 'required',
          message: t('agent.jackpots.form.required'),
        });
    },
  );

  return (
    <FormModal
      title={t('agent.jackpots.create')}
      description={t('agent.jackpots.form.description')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={createJackpot.isPending}
      submitLabel={t('agent.jackpots.create')}
      error={form.formState.errors.root?.server?.message}
    >
      <JackpotShopField form={form} />
      <FormChoiceCards
        form={form}
        name="jackpot_type"
        legend={t('agent.jackpots.type')}
        choices={JACKPOT_TYPES.map((value) => ({
          value,
          label: t(`agent.jackpots.types.${value}`),
          hint: t(`agent.jackpots.form.${value}Hint`),
        }))}
      />
      <FormRow>
        <FormAmountField
          form={form}
          name="amount"
          label={t('agent.jackpots.form.amountReserved')}
          min="0"
          hint={
            type === 'cumulative'
              ? t('agent.jackpots.form.amountHintCumulative')
              : t('agent.jackpots.form.amountHintRandom')
          }
          required
        />
        {type === 'cumulative' ? (
          <FormAmountField
            form={form}
            name="bonus_amount"
            label={t('agent.jackpots.form.bonusPerGame')}
            min="0"
            hint={t('agent.jackpots.form.bonusHintCumulative')}
          />
        ) : (
          <FormNumberField
            form={form}
            name="frequency"
            label={t('agent.jackpots.frequency')}
            min="1"
            max="1000"
            hint={t('agent.jackpots.form.frequencyHint')}
          />
        )}
      </FormRow>
      <JackpotTermsFields
        form={form}
        shopId={typeof shopId === 'number' ? shopId : null}
        cumulative={type === 'cumulative'}
      />
      <FormRow>
        <FormDateField
          form={form}
          name="start_date"
          label={t('agent.jackpots.startDate')}
          hint={optional}
        />
        <FormDateField
          form={form}
          name="end_date"
          label={t('agent.jackpots.endDate')}
          min={startDate || undefined}
          hint={optional}
        />
      </FormRow>
      <FormTextArea
        form={form}
        name="message"
        rules={{ setValueAs: blankToUndefined }}
        label={t('agent.jackpots.message')}
        rows={2}
        maxLength={200}
      />
    </FormModal>
  );
}
