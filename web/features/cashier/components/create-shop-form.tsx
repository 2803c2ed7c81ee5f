import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createShopRequestSchema, SHOP_NAME_MAX } from '@core/schemas/shops';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { Panel } from '@web/components/ui/panel';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { serverStatusText, validate, type FieldErrors } from '@web/lib/validation';
import { useCreateShop } from '../api/cashier-api';

export function CreateShopForm() {
  const { t } = useTranslation();
  const createShop = useCreateShop();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createShop.isPending) return;
    const result = validate(createShopRequestSchema, { name }, t);
    setErrors(result.errors ?? {});
    if (!result.data) return;
    createShop.mutate(result.data.name, {
      onSuccess: (answer) => {
        // SPEC section 8: the server's status, or "Shop created successfully".
        toast.success(serverStatusText(answer, t('cashier.shops.createSuccess')), {
          autoClose: MAIN_SCREEN_TOAST_MS,
        });
        setName('');
      },
      onError: (error) => {
        console.error('Creating shop failed', error);
        toast.error(t('cashier.shops.createError'), { autoClose: MAIN_SCREEN_TOAST_MS });
      },
    });
  };

  return (
    <Panel title={t('cashier.shops.createTitle')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField
          label={t('cashier.shops.name')}
          value={name}
          maxLength={SHOP_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          required
        />
        <Button type="submit" busy={createShop.isPending} className="w-full">
          {t('cashier.shops.createSubmit')}
        </Button>
      </form>
    </Panel>
  );
}
