import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { FormError, SelectField, TextField } from '@web/components/ui/field';
import { Panel } from '@web/components/ui/panel';
import { ApiError } from '@web/lib/api-client';
import { parseGameAmount } from '@web/lib/games-list';
import { useIdempotencyKeys } from '@web/lib/idempotency';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useMyShops, useStartGame, type StartGameInput } from '../api/cashier-api';

/** SPEC "Cashier dashboard" Start New Game: an amount (and the shop when there are several). */
export function StartGameForm() {
  const { t } = useTranslation();
  const shops = useMyShops();
  const startGame = useStartGame();
  const keys = useIdempotencyKeys();
  const [amount, setAmount] = useState('');
  const [shopId, setShopId] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [shopError, setShopError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const activeShops = (shops.data ?? []).filter((shop) => shop.is_active);
  const choosing = activeShops.length > 1;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (startGame.isPending) return;
    setServerError(null);
    const value = parseGameAmount(amount);
    setAmountError(value === null ? t('validation.amountInvalid') : null);
    const chosen = choosing ? activeShops.find((shop) => String(shop.id) === shopId) : undefined;
    setShopError(choosing && !chosen ? t('cashier.startGame.shopRequired') : null);
    if (value === null || (choosing && !chosen)) return;

    const input: StartGameInput = { amount: value };
    const shop = chosen ?? (activeShops.length === 1 ? activeShops[0] : undefined);
    if (shop) input.shop_id = shop.id;
    startGame.mutate(
      { input, key: keys.keyFor(input) },
      {
        onSuccess: (answer) => {
          keys.settle();
          // SPEC section 8: the server's status, or "Game started successfully".
          toast.success(answer?.status || t('cashier.startGame.success'), {
            autoClose: MAIN_SCREEN_TOAST_MS,
          });
          setAmount('');
        },
        onError: (error) => {
          keys.settle(error);
          console.error('Starting game failed', error);
          toast.error(t('cashier.startGame.error'), { autoClose: MAIN_SCREEN_TOAST_MS });
          setServerError(error instanceof ApiError ? error.serverMessage : null);
        },
      },
    );
  };

  return (
    <Panel title={t('cashier.startGame.title')}>
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
        aria-label={t('cashier.startGame.title')}
      >
        <TextField
          label={t('cashier.startGame.amount')}
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            setServerError(null);
          }}
          error={amountError}
          hint={t('cashier.startGame.amountHint')}
          required
        />
        {choosing && (
          <div>
            <SelectField
              label={t('cashier.startGame.shop')}
              value={shopId}
              onChange={(event) => setShopId(event.target.value)}
              aria-invalid={shopError ? true : undefined}
              required
            >
              <option value="">{t('cashier.startGame.chooseShop')}</option>
              {activeShops.map((shop) => (
                <option key={shop.id} value={shop.id}>
                  {shop.name}
                </option>
              ))}
            </SelectField>
            {shopError && <p className="mt-1 text-sm text-danger">{shopError}</p>}
          </div>
        )}
        {serverError && <FormError>{serverError}</FormError>}
        <Button type="submit" busy={startGame.isPending} className="w-full">
          {t('cashier.startGame.submit')}
        </Button>
      </form>
    </Panel>
  );
}
