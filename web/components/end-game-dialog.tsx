import { useTranslation } from 'react-i18next';
import { useFormatters } from '@web/lib/format';
import { useEndGame, type EndGameKind } from '@web/lib/game-lifecycle';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { serverErrorText } from '@web/lib/validation';
import { ReasonDialog } from './reason-dialog';

export interface EndableGame {
  id: number;
  amount: number;
  called_count: number;
  /** A reset clears the calls, not the fact that the game was played. */
  reset_count?: number;
}

const TEXTS = {
  cancel: {
    title: 'lifecycle.cancelTitle',
    confirm: 'lifecycle.cancel',
    done: 'lifecycle.cancelled',
  },
  close: { title: 'lifecycle.closeTitle', confirm: 'lifecycle.close', done: 'lifecycle.closed' },
  pause: { title: 'lifecycle.pauseTitle', confirm: 'lifecycle.pause', done: 'lifecycle.paused' },
} as const;

/**
 * Cancel a game (void), close it with no winner, or pause it, after saying what it does to the
 * money. `overseer`: the agent or the admin acting on a cashier's game, who always gives a reason.
 */
export function EndGameDialog({
  game,
  kind,
  overseer = false,
  onClose,
  onEnded,
}: {
  game: EndableGame;
  kind: EndGameKind;
  overseer?: boolean;
  onClose: () => void;
  onEnded?: () => void;
}) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const endGame = useEndGame();
  const unplayed = game.called_count === 0 && !game.reset_count;
  const message =
    kind === 'close'
      ? t('lifecycle.closeMessage', { amount: money(game.amount) })
      : kind === 'pause'
        ? t('lifecycle.pauseMessage')
        : t(unplayed ? 'lifecycle.cancelUnplayed' : 'lifecycle.cancelPlayed');
  const texts = TEXTS[kind];
  return (
    <ReasonDialog
      title={t(texts.title, { id: game.id })}
      message={message}
      confirmLabel={t(texts.confirm)}
      // The server asks a reason to close, to cancel a played game, and of an overseer.
      required={kind === 'close' || overseer || !unplayed}
      busy={endGame.isPending}
      error={endGame.error ? serverErrorText(endGame.error, t('caller.actionFailed')) : null}
      onCancel={onClose}
      onConfirm={(reason) =>
        endGame.mutate(
          { id: game.id, kind, reason },
          {
            onSuccess: () => {
              toast.success(t(texts.done, { id: game.id }), { autoClose: MAIN_SCREEN_TOAST_MS });
              onEnded?.();
              onClose();
            },
          },
        )
      }
    />
  );
}
