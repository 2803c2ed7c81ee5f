import { useTranslation } from 'react-i18next';
import { createShopRequestSchema, SHOP_NAME_MAX } from '@core/schemas/shops';
import { FormTextField } from '@web/components/form/fields';
import { showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { serverStatusText } from '@web/lib/validation';
import { useCreateShop } from '../api/cashier-api';

export function CreateShopForm() {
  const { t } = useTranslation();
  const createShop = useCreateShop();
  const form = useSchemaForm(createShopRequestSchema, { defaultValues: { name: '' } });

  const submit = form.handleSubmit(({ name }) => {
    if (createShop.isPending) return;
    createShop.mutate(name, {
      onSuccess: (answer) => {
        // SPEC section 8: the server's status, or "Shop created successfully".
        toast.success(serverStatusText(answer, t('cashier.shops.createSuccess')), {
          autoClose: MAIN_SCREEN_TOAST_MS,
        });
        form.reset();
      },
      onError: (error) => {
        console.error('Creating shop failed', error);
        toast.error(t('cashier.shops.createError'), { autoClose: MAIN_SCREEN_TOAST_MS });
        // A name the cashier already uses is said on the name field (decision 033).
        showServerError(form, error, {
          fallback: t('cashier.shops.createError'),
          codeFields: { shop_name_taken: 'name' },
        });
      },
    });
  });

  return (
    <Panel title={t('cashier.shops.createTitle')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormTextField
          form={form}
          name="name"
          label={t('cashier.shops.name')}
          maxLength={SHOP_NAME_MAX}
          required
        />
        <Button type="submit" busy={createShop.isPending} className="w-full">
          {t('cashier.shops.createSubmit')}
        </Button>
      </form>
    </Panel>
  );
}
