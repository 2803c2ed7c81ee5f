import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { startGameRequestSchema } from '@core/schemas/games';
import { Button } from '@web/components/ui/button';
import { FormError, SelectField, TextField } from '@web/components/ui/field';
import { Panel } from '@web/components/ui/panel';
import {
  gameAmount,
  readCardValue,
  readSelectedNumbers,
  readWinPercentage,
  saveCurrentGameId,
  winAmount,
} from '@web/lib/board-config';
import { formatCardList, parseCardList } from '@web/lib/card-list';
import { useFormatters } from '@web/lib/format';
import { readGameSettings } from '@web/lib/game-settings';
import { useIdempotencyKeys } from '@web/lib/idempotency';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { parseAmount, serverErrorText, serverStatusText, validate } from '@web/lib/validation';
import { useMyShops, useStartGame } from '../api/cashier-api';

/**
 * SPEC "Cashier dashboard" Start New Game: the cards sold (a range or a list; the Game Board's
 * selection to begin with), their value and the win percentage, then the caller opens.
 */
export function StartGameForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { money } = useFormatters();
  const shops = useMyShops();
  const startGame = useStartGame();
  const keys = useIdempotencyKeys();
  const [cardsText, setCardsText] = useState(() => formatCardList(readSelectedNumbers()));
  const [cardValue, setCardValue] = useState(() => String(readCardValue()));
  const [winPercentage, setWinPercentage] = useState(() => String(readWinPercentage()));
  const [shopId, setShopId] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const activeShops = (shops.data ?? []).filter((shop) => shop.is_active);
  const choosing = activeShops.length > 1;
  const cards = parseCardList(cardsText);
  const value = parseAmount(cardValue);
  const percent = parseAmount(winPercentage);
  const preview =
    cards && value > 0 && percent > 0
      ? { pool: gameAmount(cards.length, value), win: winAmount(cards.length, value, percent) }
      : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (startGame.isPending) return;
    setServerError(null);
    const chosen = choosing ? activeShops.find((shop) => String(shop.id) === shopId) : undefined;
    const shop = chosen ?? (activeShops.length === 1 ? activeShops[0] : undefined);
    const settings = readGameSettings();
    const checked = validate(
      startGameRequestSchema,
      {
        amount: cards ? gameAmount(cards.length, value) : 0,
        cards: cards ?? [],
        card_value: value,
        win_percentage: percent,
        ...(shop ? { shop_id: shop.id } : {}),
        mode: settings.gameMode,
        win_conditions: settings.winConditions,
      },
      t,
    );
    const found: Partial<Record<string, string>> = { ...(checked.errors ?? {}) };
    if (!cards) found.cards = t('cashier.startGame.cardsInvalid');
    if (choosing && !chosen) found.shop = t('cashier.startGame.shopRequired');
    delete found.amount;
    setErrors(found);
    if (!checked.data || Object.keys(found).length > 0) return;
    const input = checked.data;
    startGame.mutate(
      { input, key: keys.keyFor(input) },
      {
        onSuccess: (answer) => {
          keys.settle();
          // SPEC section 8: the server's status, or "Game started successfully".
          toast.success(serverStatusText(answer, t('cashier.startGame.success')), {
            autoClose: MAIN_SCREEN_TOAST_MS,
          });
          saveCurrentGameId(answer.game_id);
          void navigate(`/play?game=${answer.game_id}`);
        },
        onError: (error) => {
          keys.settle(error);
          console.error('Starting game failed', error);
          toast.error(t('cashier.startGame.error'), { autoClose: MAIN_SCREEN_TOAST_MS });
          setServerError(serverErrorText(error, t('cashier.startGame.error')));
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
          label={t('cashier.startGame.cards')}
          value={cardsText}
          inputMode="numeric"
          placeholder="1-24"
          onChange={(event) => setCardsText(event.target.value)}
          error={errors.cards}
          hint={
            cards
              ? t('cashier.startGame.cardsCount', { count: cards.length })
              : t('cashier.startGame.cardsHint')
          }
          required
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('cashier.startGame.cardValue')}
            type="number"
            inputMode="decimal"
            min="1"
            max="1000"
            step="0.01"
            value={cardValue}
            onChange={(event) => setCardValue(event.target.value)}
            error={errors.card_value}
            required
          />
          <TextField
            label={t('cashier.startGame.winPercentage')}
            type="number"
            inputMode="numeric"
            min="1"
            max="100"
            value={winPercentage}
            onChange={(event) => setWinPercentage(event.target.value)}
            error={errors.win_percentage}
            required
          />
        </div>
        {choosing && (
          <div>
            <SelectField
              label={t('cashier.startGame.shop')}
              value={shopId}
              onChange={(event) => setShopId(event.target.value)}
              aria-invalid={errors.shop ? true : undefined}
              required
            >
              <option value="">{t('cashier.startGame.chooseShop')}</option>
              {activeShops.map((shop) => (
                <option key={shop.id} value={shop.id}>
                  {shop.name}
                </option>
              ))}
            </SelectField>
            {errors.shop && <p className="mt-1 text-sm text-danger">{errors.shop}</p>}
          </div>
        )}
        {preview && (
          <p className="text-sm text-ink-muted" data-testid="start-preview">
            {t('cashier.startGame.preview', {
              pool: money(preview.pool),
              win: money(preview.win),
            })}
          </p>
        )}
        {serverError && <FormError>{serverError}</FormError>}
        <Button type="submit" busy={startGame.isPending} className="w-full">
          {t('cashier.startGame.submit')}
        </Button>
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
