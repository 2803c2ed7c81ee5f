import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextGrid } from '@core/bingo/card-validation';
import type { GameMode } from '@core/bingo/modes';
import type { CardWriteResponse } from '@core/schemas/cards';
import { applyCardWrite, cardsApi, patchCardSet } from '@web/lib/cards/card-sets';
import { queryKeys } from '@web/lib/query-keys';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { serverErrorText } from '@web/lib/validation';

export type CardAction =
  | 'create'
  | 'update'
  | 'regenerate'
  | 'duplicate'
  | 'delete'
  | 'deleteForever'
  | 'restore'
  | 'clear'
  | 'save';

/**
 * The writes of one shop's set: each goes to the server (Idempotency-Key, one retry after a
 * network failure), then the answer updates the shown set and the browser cache. A failure shows
 * SPEC's "Error saving cards. Please try again." with the server's reason.
 */
export function useCardActions(shopId: number, mode: GameMode) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<{ action: CardAction; cardNumber: number | null } | null>(null);

  const run = useCallback(
    async (
      action: CardAction,
      cardNumber: number | null,
      write: () => Promise<CardWriteResponse>,
      success: (answer: CardWriteResponse) => string | null,
    ): Promise<CardWriteResponse | null> => {
      setBusy({ action, cardNumber });
      try {
        const answer = await write();
        patchCardSet(queryClient, shopId, mode, (set) => applyCardWrite(set, answer, cardNumber));
        const message = success(answer);
        if (message) toast.success(message, { autoClose: MAIN_SCREEN_TOAST_MS });
        return answer;
      } catch (error) {
        console.error(`Card ${action} failed`, error);
        toast.error(serverErrorText(error, t('bingoCards.toast.saveError')), {
          autoClose: MAIN_SCREEN_TOAST_MS,
        });
        return null;
      } finally {
        setBusy(null);
      }
    },
    [queryClient, shopId, mode, t],
  );

  const create = (card: { card_number: number; name: string; grid: TextGrid }, quiet = false) =>
    run(
      'create',
      null,
      () => cardsApi.create(shopId, mode, card),
      () => (quiet ? null : t('bingoCards.toast.created', { number: card.card_number })),
    );

  const update = (
    cardNumber: number,
    card: { name: string; grid: TextGrid; card_number?: number },
    action: CardAction = 'update',
  ) =>
    run(
      action,
      cardNumber,
      () => cardsApi.update(shopId, mode, cardNumber, card),
      () =>
        action === 'regenerate'
          ? t('bingoCards.toast.regenerated', { number: cardNumber })
          : t('bingoCards.toast.updated'),
    );

  const restore = () =>
    run(
      'restore',
      null,
      () => cardsApi.restore(shopId, mode),
      (answer) => t('bingoCards.toast.restored', { number: answer.card?.card_number ?? '' }),
    );

  /** Delete with undo (the caller offers Undo on success) or Delete Forever. */
  const remove = (cardNumber: number, forever: boolean) =>
    run(
      forever ? 'deleteForever' : 'delete',
      cardNumber,
      () => cardsApi.remove(shopId, mode, cardNumber, forever),
      () => (forever ? t('bingoCards.toast.deletedForever', { number: cardNumber }) : null),
    );

  const clear = () =>
    run(
      'clear',
      null,
      () => cardsApi.clear(shopId, mode),
      () => t('bingoCards.toast.cleared'),
    );

  /** Save Now: the server's copy read again and kept in the browser ("Cards saved successfully!"). */
  const saveNow = async () => {
    setBusy({ action: 'save', cardNumber: null });
    try {
      await queryClient.refetchQueries(
        { queryKey: queryKeys.cardSet(shopId, mode) },
        { throwOnError: true },
      );
      toast.success(t('bingoCards.toast.saved'), { autoClose: MAIN_SCREEN_TOAST_MS });
    } catch (error) {
      console.error('Save Now failed', error);
      toast.error(t('bingoCards.toast.saveError'), { autoClose: MAIN_SCREEN_TOAST_MS });
    } finally {
      setBusy(null);
    }
  };

  return { busy, create, update, restore, remove, clear, saveNow };
}
