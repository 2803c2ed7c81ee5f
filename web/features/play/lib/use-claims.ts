import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isInGame } from '@core/bingo/card-lookup';
import type { Game } from '@core/schemas/games';
import { JACKPOT_HAPPEN } from '@core/api-statuses';
import { ApiError } from '@web/lib/api-client';
import { jackpotMessage as formatJackpotMessage, useFormatters } from '@web/lib/format';
import { IdempotencyKeys } from '@web/lib/idempotency';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { queryKeys } from '@web/lib/query-keys';
import { serverErrorText } from '@web/lib/validation';
import { playApi, type CheckCardResponse } from '../api/play-api';
import type { CelebrationInfo } from '../components/celebration';
import { DEFAULT_JACKPOT_AMOUNT, stageBonusNotice, winRecordedMessage } from './caller-text';
import type { DrawTimer } from './draw-timer';
import { winLabelKey } from '@web/lib/win-labels';

export interface CheckedCard {
  result: CheckCardResponse;
}

const VERDICT_TOASTS: Partial<Record<CheckCardResponse['verdict'], string>> = {
  no_win: 'callerMessages.noBingo',
  late: 'apiErrors.late_claim',
  blocked: 'apiErrors.card_blocked',
};

/** Check Bingo, Record win and Block card: the caller's answers to a player's claim. */
export function useClaims(
  id: number,
  game: Game | undefined,
  timer: RefObject<DrawTimer | null>,
  stopVoice: () => void,
) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'check' | 'record' | 'block' | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [checked, setChecked] = useState<CheckedCard | null>(null);
  const [recorded, setRecorded] = useState(false);
  const [celebration, setCelebration] = useState<CelebrationInfo | null>(null);
  const winKeys = useRef(new IdempotencyKeys());
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.game(id) });
  const fail = (text: string) => toast.error(text, { autoClose: MAIN_SCREEN_TOAST_MS });

  const check = async (cardNumber: number): Promise<boolean> => {
    if (!game) return false;
    if (!isInGame(cardNumber, game.cards)) {
      fail(t('callerMessages.unselected'));
      return false;
    }
    setBusy('check');
    setCheckError(null);
    try {
      const result = await playApi.check(id, cardNumber);
      setChecked({ result });
      setRecorded(false);
      const verdictToast = VERDICT_TOASTS[result.verdict];
      if (verdictToast) fail(t(verdictToast));
      return true;
    } catch (error) {
      const message =
        error instanceof ApiError && error.code === 'unselected_number'
          ? t('callerMessages.unselected')
          : serverErrorText(error, t('caller.actionFailed'));
      setCheckError(message);
      fail(message);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const block = async (): Promise<boolean> => {
    if (!checked) return false;
    setBusy('block');
    try {
      const updated = await playApi.block(id, checked.result.card_number);
      queryClient.setQueryData<Game>(queryKeys.game(id), updated);
      toast.info(t('claims.blocked', { number: checked.result.card_number }), {
        autoClose: MAIN_SCREEN_TOAST_MS,
      });
      return true;
    } catch (error) {
      fail(serverErrorText(error, t('caller.actionFailed')));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const recordWin = async (): Promise<boolean> => {
    if (!game || !checked) return false;
    const { result } = checked;
    const body = {
      game_id: id,
      card_number: result.card_number,
      winner: String(result.card_number),
      players: game.cards.length,
      status: 'completed' as const,
      is_active: false as const,
    };
    timer.current?.stop();
    setBusy('record');
    try {
      const answer = await playApi.recordWin(body, winKeys.current.keyFor(body));
      winKeys.current.settle();
      let bonus: number | null =
        answer.jackpot_amount && answer.jackpot_amount > 0 ? answer.jackpot_amount : null;
      let jackpotMessage: string | null = null;
      if (bonus === null) {
        try {
          const happen = await playApi.jackpotHappen(answer.game_id);
          if (happen.status === JACKPOT_HAPPEN) {
            bonus = happen.amount ?? DEFAULT_JACKPOT_AMOUNT;
            jackpotMessage = formatJackpotMessage(happen, t);
          }
        } catch (error) {
          // SPEC section 8: if the jackpot check fails the win is still celebrated normally.
          console.warn('Jackpot check failed', error);
        }
      }
      const type = answer.win_type ?? result.win_type ?? 'bingo';
      const winner = t(winLabelKey(type));
      const amount = answer.win_amount ?? game.win_amount;
      toast.success(
        winRecordedMessage(
          { winner, amount, gameId: answer.game_id, bonus },
          (values) => t('callerMessages.recorded', values),
          (values) => t('callerMessages.jackpotBonus', values),
          money,
        ),
        { autoClose: 8000 },
      );
      // Every ball was called by hand: the server did not pay the jackpot, the agent decides.
      if (answer.jackpot_pending)
        toast.info(t('callerMessages.jackpotPending'), { autoClose: 8000 });
      const bonusNotice = stageBonusNotice(answer);
      if (bonusNotice)
        toast[bonusNotice.tone](t(bonusNotice.key, { amount: money(bonusNotice.amount) }), {
          autoClose: 8000,
        });
      setRecorded(true);
      stopVoice();
      setCelebration({
        winner,
        cardNumber: result.card_number,
        amount: money(amount),
        jackpot: bonus !== null ? { amount: money(bonus), message: jackpotMessage } : null,
        training: game?.training === true,
        winners: (answer.winners ?? []).map((w) => ({
          card: w.card_number,
          share: money(w.share),
          final: w.share_final,
        })),
      });
      void refresh();
      void queryClient.invalidateQueries({ queryKey: queryKeys.myGames });
      void queryClient.invalidateQueries({ queryKey: queryKeys.runningGames });
      return true;
    } catch (error) {
      winKeys.current.settle(error);
      console.warn('Recording the win failed', error);
      // SPEC's "Failed to record bingo win", with the server's reason when it refused the claim.
      const refused =
        error instanceof ApiError &&
        [
          'late_claim',
          'card_blocked',
          'winner_already_recorded',
          'drawer_cannot_pay_prize',
          'game_completed',
        ].includes(error.code ?? '');
      fail(refused ? serverErrorText(error, '') : t('callerMessages.recordFailed'));
      return false;
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    checkError,
    setCheckError,
    checked,
    recorded,
    celebration,
    endCelebration: () => setCelebration(null),
    check,
    block,
    recordWin,
  };
}
