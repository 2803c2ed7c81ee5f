import { useTranslation } from 'react-i18next';
import { jackpotTermsFormSchema, type Jackpot } from '@core/schemas/jackpots';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { FormModal } from '@web/components/ui/form-modal';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useSetJackpotTerms } from '../api/jackpots-api';
import { JackpotTermsFields } from './jackpot-terms-fields';

/** What counts for a running jackpot, from the next game on (decision 043). */
export function JackpotTermsModal({ jackpot, onClose }: { jackpot: Jackpot; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useSetJackpotTerms();
  const form = useSchemaForm(jackpotTermsFormSchema, {
    defaultValues: {
      min_pool: jackpot.min_pool,
      patterns: jackpot.patterns.map((pattern) => pattern.key),
      call_limit: jackpot.call_limit,
      max_chance_percent: jackpot.max_chance_percent,
    },
  });
  const submit = form.handleSubmit((terms) =>
    update.mutate(
      { id: jackpot.id, terms },
      {
        onSuccess: () => {
          toast.success(t('agent.jackpots.terms.saved'), { autoClose: MAIN_SCREEN_TOAST_MS });
          onClose();
        },
        onError: (error) =>
          showServerError(form, error, { fallback: t('agent.jackpots.form.error') }),
      },
    ),
  );
  return (
    <FormModal
      title={t('agent.jackpots.terms.title')}
      description={`${jackpot.shop_name} · ${t('agent.jackpots.terms.fromNextGame')}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={update.isPending}
      submitLabel={t('common.saveChanges')}
      error={form.formState.errors.root?.server?.message}
    >
      <JackpotTermsFields
        form={form}
        shopId={jackpot.shop_id}
        cumulative={jackpot.jackpot_type === 'cumulative'}
      />
    </FormModal>
  );
}
