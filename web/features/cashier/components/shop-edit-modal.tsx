import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOP_NAME_MAX, updateShopRequestSchema, type Shop } from '@core/schemas/shops';
import { SwitchField, TextField } from '@web/components/ui/field';
import { FormModal } from '@web/components/ui/form-modal';
import { useIdempotencyKeys } from '@web/lib/idempotency';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { parseAmount, serverErrorText, validate, type FieldErrors } from '@web/lib/validation';
import { useUpdateShop } from '../api/cashier-api';

/** SPEC section 5: name required, amount step 0.01; the client sends all three fields. */
export function ShopEditModal({ shop, onClose }: { shop: Shop; onClose: () => void }) {
  const { t } = useTranslation();
  const updateShop = useUpdateShop();
  const keys = useIdempotencyKeys();
  const [name, setName] = useState(shop.name);
  const [amount, setAmount] = useState(shop.amount_avalaible.toFixed(2));
  const [active, setActive] = useState(shop.is_active);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = () => {
    const result = validate(
      updateShopRequestSchema,
      { name, amount_avalaible: parseAmount(amount), is_active: active },
      t,
    );
    setErrors(result.errors ?? {});
    if (!result.data) return;
    setServerError(null);
    const input = result.data;
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
          setServerError(serverErrorText(error, t('cashier.shops.updateError')));
        },
      },
    );
  };

  return (
    <FormModal
      title={t('cashier.shops.editTitle')}
      onClose={onClose}
      onSubmit={submit}
      busy={updateShop.isPending}
      submitLabel={t('common.saveChanges')}
      error={serverError}
    >
      <TextField
        label={t('cashier.shops.name')}
        value={name}
        maxLength={SHOP_NAME_MAX}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        required
      />
      <TextField
        label={t('shops.cash')}
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amount_avalaible}
        hint={t('cashier.shops.cashHint')}
        required
      />
      <SwitchField label={t('staff.active')} checked={active} onChange={setActive} />
    </FormModal>
  );
}
