import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { playGameResponseSchema, startGameRequestSchema } from '@core/schemas/games';
import { api } from './api-client';
import { gameAmount, saveCurrentGameId } from './board-config';
import { readGameSettings } from './game-settings';
import { useIdempotencyKeys, type IdempotencyKeys } from './idempotency';
import { MAIN_SCREEN_TOAST_MS, toast } from './notify';
import { queryKeys } from './query-keys';
import { serverStatusText } from './validation';

export type StartGameInput = z.infer<typeof startGameRequestSchema>;
export type StartGameResponse = z.infer<typeof playGameResponseSchema>;

/** A started game takes the fee and joins the games, the cashier's figures and its shop's. */
export const REFRESHED_BY_A_START = [
  queryKeys.cashierDashboard,
  queryKeys.myGames,
  queryKeys.balance,
  queryKeys.cashierShops,
  queryKeys.managedShops,
] as const;

/** The cards sold at a value and win percentage, played by the caller's saved game settings. */
export function startGameInput({
  cards,
  cardValue,
  winPercentage,
  shopId,
}: {
  cards: number[];
  cardValue: number;
  winPercentage: number;
  shopId?: number | null;
}): StartGameInput {
  const settings = readGameSettings();
  return {
    amount: gameAmount(cards.length, cardValue),
    cards,
    card_value: cardValue,
    win_percentage: winPercentage,
    ...(shopId == null ? {} : { shop_id: shopId }),
    mode: settings.gameMode,
    win_conditions: settings.winConditions,
  };
}

/**
 * Starting a game charges the platform fee: the request carries an idempotency key, kept for a
 * retry while the outcome is unknown. The started game becomes the current one.
 */
export async function startGame(
  queryClient: QueryClient,
  keys: IdempotencyKeys,
  input: StartGameInput,
): Promise<StartGameResponse> {
  let answer: StartGameResponse;
  try {
    answer = await api.post<StartGameResponse>('/cashiers/play_game/', input, {
      idempotencyKey: keys.keyFor(input),
    });
  } catch (error) {
    keys.settle(error);
    throw error;
  }
  keys.settle();
  saveCurrentGameId(answer.game_id);
  await Promise.all(
    REFRESHED_BY_A_START.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
  return answer;
}

/**
 * SPEC section 8's start, the same from the Game Board and the cashier dashboard: the server's
 * status (or "Game started successfully") and on to the caller; a failure toasts "Error playing
 * game. Please try again." and hands the screen the reason to show where it shows errors.
 */
export function useStartGame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  const mutation = useMutation({
    mutationFn: (input: StartGameInput) => startGame(queryClient, keys, input),
  });
  const start = (input: StartGameInput, showRefusal: (error: unknown, fallback: string) => void) =>
    mutation.mutate(input, {
      onSuccess: (answer) => {
        toast.success(serverStatusText(answer, t('startGame.success')), {
          autoClose: MAIN_SCREEN_TOAST_MS,
        });
        void navigate(`/play?game=${answer.game_id}`);
      },
      onError: (error) => {
        console.error('Starting game failed', error);
        toast.error(t('startGame.error'), { autoClose: MAIN_SCREEN_TOAST_MS });
        showRefusal(error, t('startGame.error'));
      },
    });
  return { start, isPending: mutation.isPending };
}
