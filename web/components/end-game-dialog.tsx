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
}

/** Cancel a game (void) or close it with no winner, after saying what it does to the money. */
export function EndGameDialog({
  game,
  kind,
  onClose,
  onEnded,
}: {
  game: EndableGame;
  kind: EndGameKind;
  onClose: () => void;
  onEnded?: () => void;
}) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const endGame = useEndGame();
  const unplayed = game.called_count === 0;
  const message =
    kind === 'close'
      ? t('lifecycle.closeMessage', { amount: money(game.amount) })
      : t(unplayed ? 'lifecycle.cancelUnplayed' : 'lifecycle.cancelPlayed');
  return (
    <ReasonDialog
      title={t(kind === 'close' ? 'lifecycle.closeTitle' : 'lifecycle.cancelTitle', {
        id: game.id,
      })}
      message={message}
      confirmLabel={t(kind === 'close' ? 'lifecycle.close' : 'lifecycle.cancel')}
      required={kind === 'close'}
      busy={endGame.isPending}
      error={endGame.error ? serverErrorText(endGame.error, t('caller.actionFailed')) : null}
      onCancel={onClose}
      onConfirm={(reason) =>
        endGame.mutate(
          { id: game.id, kind, reason },
          {
            onSuccess: () => {
              toast.success(
                t(kind === 'close' ? 'lifecycle.closed' : 'lifecycle.cancelled', { id: game.id }),
                { autoClose: MAIN_SCREEN_TOAST_MS },
              );
              onEnded?.();
              onClose();
            },
          },
        )
      }
    />
  );
}
