import { useTranslation } from 'react-i18next';
import type { createJackpotRequestSchema } from '@core/schemas/jackpots';
import { FormSelectField } from '@web/components/form/fields';
import type { SchemaForm } from '@web/components/form/use-schema-form';
import { FormError } from '@web/components/ui/field';
import { useManagedShops } from '@web/lib/shops';

/** The shop a new jackpot is for: one of the agent's active shops, or why none can be chosen. */
export function JackpotShopField({
  form,
}: {
  form: SchemaForm<typeof createJackpotRequestSchema>;
}) {
  const { t } = useTranslation();
  const shops = useManagedShops();
  const activeShops = shops.data?.filter((shop) => shop.is_active) ?? [];
  if (shops.isPending) {
    return (
      <p role="status" className="text-sm text-ink-muted">
        {t('agent.jackpots.form.loadingShops')}
      </p>
    );
  }
  if (shops.isError) return <FormError>{t('agent.jackpots.form.shopsError')}</FormError>;
  if (activeShops.length === 0) {
    return (
      <p role="note" className="rounded-lg bg-surface-muted px-3 py-2.5 text-sm text-ink-muted">
        {t('agent.jackpots.form.noShops')}
      </p>
    );
  }
  return (
    <FormSelectField form={form} name="shop_id" numeric label={t('agent.jackpots.shop')} required>
      <option value="">{t('agent.jackpots.form.selectShop')}</option>
      {activeShops.map((shop) => (
        <option key={shop.id} value={shop.id}>
          {shop.name} · {shop.cashier_username}
        </option>
      ))}
    </FormSelectField>
  );
}
