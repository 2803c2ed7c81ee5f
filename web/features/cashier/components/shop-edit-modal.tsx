import { MAX_REASON_LENGTH } from '@core/schemas/reason';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SHOP_NAME_MAX, updateShopRequestSchema, type Shop } from '@core/schemas/shops';
import { FormAmountField, FormTextField } from '@web/components/form/fields';
import { blankToUndefined } from '@web/components/form/parse';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { SwitchField } from '@web/components/ui/field';
import { FormModal } from '@web/components/ui/form-modal';
import { useIdempotencyKeys } from '@web/lib/idempotency';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useUpdateShop } from '../api/cashier-api';

/** SPEC section 5: name required, amount step 0.01; the client sends all three fields. */
export function ShopEditModal({ shop, onClose }: { shop: Shop; onClose: () => void }) {
  const { t } = useTranslation();
  const updateShop = useUpdateShop();
  const keys = useIdempotencyKeys();
  const form = useSchemaForm(updateShopRequestSchema, {
    defaultValues: {
      name: shop.name,
      amount_avalaible: shop.amount_avalaible,
      is_active: shop.is_active,
    },
  });

  const submit = form.handleSubmit((input) => {
    updateShop.mutate(
      { id: shop.id, input, key: keys.keyFor({ id: shop.id, ...input }) },
      {
        onSuccess: () => {
          keys.settle();
          toast.success(t('cashier.shops.updateSuccess'), { autoClose: MAIN_SCREEN_TOAST_MS });
          onClose();
        },
        onError: (error) => {
          keys.settle(error);
          console.error('Updating shop failed', error);
          toast.error(t('cashier.shops.updateError'), { autoClose: MAIN_SCREEN_TOAST_MS });
          showServerError(form, error, {
            fallback: t('cashier.shops.updateError'),
            codeFields: { shop_name_taken: 'name', move_note_required: 'reason' },
          });
        },
      },
    );
  });

  return (
    <FormModal
      title={t('cashier.shops.editTitle')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={updateShop.isPending}
      submitLabel={t('common.saveChanges')}
      error={form.formState.errors.root?.server?.message}
    >
      <FormTextField
        form={form}
        name="name"
        label={t('cashier.shops.name')}
        maxLength={SHOP_NAME_MAX}
        required
      />
      <FormAmountField
        form={form}
        name="amount_avalaible"
        label={t('shops.cash')}
        min="0"
        hint={t('cashier.shops.cashHint')}
        required
      />
      <FormTextField
        form={form}
        name="reason"
        rules={{ setValueAs: blankToUndefined }}
        label={t('cashier.shops.cashReason')}
        hint={t('cashier.shops.cashReasonHint')}
        maxLength={MAX_REASON_LENGTH}
      />
      <Controller
        control={form.control}
        name="is_active"
        render={({ field }) => (
          <SwitchField
            label={t('staff.active')}
            checked={!!field.value}
            onChange={field.onChange}
          />
        )}
      />
    </FormModal>
  );
}
