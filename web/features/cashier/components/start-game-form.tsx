import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { CARD_VALUE, WIN_PERCENTAGE } from '@core/bingo/game-limits';
import { startGameRequestSchema } from '@core/schemas/play-game';
import {
  FormAmountField,
  FormNumberField,
  FormSelectField,
  FormTextField,
} from '@web/components/form/fields';
import { parseAmount } from '@web/components/form/parse';
import { ResumeLink } from '@web/components/running-game-notice';
import { SERVER_ERROR, showServerError } from '@web/components/form/server-errors';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { FormError } from '@web/components/ui/field';
import { Panel } from '@web/components/ui/panel';
import { StartFeeSummary } from '@web/components/start-fee';
import { ApiError } from '@web/lib/api-client';
import {
  gameAmount,
  readCardValue,
  readSelectedNumbers,
  readWinPercentage,
  winAmount,
} from '@web/lib/board-config';
import { formatCardList, parseCardList } from '@web/lib/cards/card-list';
import { useFormatters } from '@web/lib/format';
import { runningGameIdOf, runningGameOf, useRunningGames } from '@web/lib/running-games';
import { useCashierShops } from '@web/lib/shops';
import { startGameInput, useStartGame } from '@web/lib/start-game';

const request = startGameRequestSchema.shape;

/**
 * The form as a cashier types it: the cards as a range or list text, read into the server's card
 * list; the value, percentage and shop by the server's own field rules (a shop is required when
 * the cashier has several).
 */
function startGameFormSchema(t: TFunction, choosing: boolean) {
  return z.object({
    cards: z
      .string()
      .transform((text, context) => {
        const cards = parseCardList(text);
        if (cards) return cards;
        context.addIssue({ code: 'custom', message: t('cashier.startGame.cardsInvalid') });
        return z.NEVER;
      })
      .pipe(request.cards.unwrap()),
    card_value: request.card_value.unwrap(),
    win_percentage: request.win_percentage.unwrap(),
    shop_id: choosing
      ? z
          .number({ error: t('cashier.startGame.shopRequired') })
          .int()
          .positive()
      : request.shop_id,
  });
}

/**
 * SPEC "Cashier dashboard" Start New Game: the cards sold (a range or a list; the Game Board's
 * selection to begin with), their value and the win percentage, then the caller opens.
 */
export function StartGameForm() {
  const { t } = useTranslation();
  const { money, currency } = useFormatters();
  const shops = useCashierShops();
  const startGame = useStartGame();
  const running = useRunningGames();
  const [refusedFor, setRefusedFor] = useState<number | null>(null);
  const activeShops = (shops.data ?? []).filter((shop) => shop.is_active);
  const choosing = activeShops.length > 1;
  const schema = useMemo(() => startGameFormSchema(t, choosing), [t, choosing]);
  const form = useSchemaForm(schema, {
    defaultValues: {
      cards: formatCardList(readSelectedNumbers()),
      card_value: readCardValue(),
      win_percentage: readWinPercentage(),
    },
  });
  const [cardsText, cardValue, winPercentage, shopId] = useWatch({
    control: form.control,
    name: ['cards', 'card_value', 'win_percentage', 'shop_id'],
  });
  // A refusal is about the amounts it was given: new amounts make a new start, the reason goes.
  const { clearErrors } = form;
  useEffect(() => {
    clearErrors(SERVER_ERROR);
  }, [cardsText, cardValue, winPercentage, shopId, clearErrors]);
  // The chosen shop (or the only one) runs a game: no start there until it ends (decision 029).
  const startShopId = choosing ? shopId : (activeShops[0]?.id ?? null);
  const runningGame =
    startShopId === undefined ? null : runningGameOf(running.data, startShopId ?? null);
  const cards = parseCardList(cardsText ?? '');
  const value = parseAmount(cardValue) ?? Number.NaN;
  const percent = parseAmount(winPercentage) ?? Number.NaN;
  const preview =
    cards && value > 0 && percent > 0
      ? { pool: gameAmount(cards.length, value), win: winAmount(cards.length, value, percent) }
      : null;

  const submit = form.handleSubmit((entered) => {
    if (startGame.isPending) return;
    const shopId = entered.shop_id ?? (activeShops.length === 1 ? activeShops[0]?.id : undefined);
    const input = startGameInput({
      cards: entered.cards,
      cardValue: entered.card_value,
      winPercentage: entered.win_percentage,
      shopId,
    });
    startGame.start(input, (error, reason) => {
      setRefusedFor(runningGameIdOf(error));
      // Low credit and a running game name no field: the one message (with Resume).
      if (
        error instanceof ApiError &&
        (error.code === 'insufficient_balance' || error.code === 'game_running')
      )
        form.setError(SERVER_ERROR, { type: 'server', message: reason });
      else showServerError(form, error, { fallback: reason });
    });
  });

  return (
    <Panel title={t('cashier.startGame.title')}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-4"
        aria-label={t('cashier.startGame.title')}
      >
        <FormTextField
          form={form}
          name="cards"
          label={t('cashier.startGame.cards')}
          inputMode="numeric"
          placeholder="1-24"
          hint={
            cards
              ? t('cashier.startGame.cardsCount', { count: cards.length })
              : t('cashier.startGame.cardsHint')
          }
          required
        />
        <div className="grid grid-cols-2 gap-3">
          <FormAmountField
            form={form}
            name="card_value"
            label={t('cashier.startGame.cardValue', { symbol: currency.symbol })}
            min={CARD_VALUE.min}
            max={CARD_VALUE.max}
            required
          />
          <FormNumberField
            form={form}
            name="win_percentage"
            label={t('cashier.startGame.winPercentage')}
            min={WIN_PERCENTAGE.min}
            max={WIN_PERCENTAGE.max}
            required
          />
        </div>
        {choosing && (
          <FormSelectField
            form={form}
            name="shop_id"
            numeric
            label={t('cashier.startGame.shop')}
            required
          >
            <option value="">{t('cashier.startGame.chooseShop')}</option>
            {activeShops.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.name}
              </option>
            ))}
          </FormSelectField>
        )}
        {preview && (
          <p className="text-sm text-ink-muted" data-testid="start-preview">
            {t('cashier.startGame.preview', {
              pool: money(preview.pool),
              win: money(preview.win),
            })}
          </p>
        )}
        {cards && value > 0 && (
          <StartFeeSummary cards={cards.length} cardValue={value} winPercentage={percent} />
        )}
        {form.formState.errors.root?.server?.message && (
          <FormError>{form.formState.errors.root.server.message}</FormError>
        )}
        {refusedFor !== null && form.formState.errors.root?.server ? (
          <ResumeLink gameId={refusedFor} />
        ) : runningGame ? (
          <div data-testid="start-blocked" className="space-y-2">
            <p className="text-sm text-ink-muted">
              {t('runningGame.refused', { id: runningGame.game_id })}
            </p>
            <ResumeLink gameId={runningGame.game_id} />
          </div>
        ) : (
          <Button type="submit" busy={startGame.isPending} className="w-full">
            {t('cashier.startGame.submit')}
          </Button>
        )}
        <Link
          to="/selection"
          className="block text-center text-sm font-semibold text-primary underline"
        >
          {t('cashier.startGame.pickOnBoard')}
        </Link>
      </form>
    </Panel>
  );
}
