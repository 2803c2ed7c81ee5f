import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRAINING_MAX_CARDS } from '@core/training/training-games';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { practiceGameInput, useStartGame } from '@web/lib/start-game';

/**
 * "Practice game" beside Start (decision 055): the selected cards (at most 10) played on the real
 * screens with no money. It asks first, in the app's dialog, so it is never taken for Start.
 */
export function PracticeStart({
  cards,
  shopId,
  onRefused,
}: {
  cards: number[];
  shopId: number | null;
  onRefused: (error: unknown, reason: string) => void;
}) {
  const { t } = useTranslation();
  const startGame = useStartGame();
  const [asking, setAsking] = useState(false);
  const ask = () => {
    const refusal =
      cards.length === 0
        ? t('gameBoard.start.nothingSelected')
        : cards.length > TRAINING_MAX_CARDS
          ? t('training.tooMany', { max: TRAINING_MAX_CARDS, count: cards.length })
          : shopId === null
            ? t('gameBoard.start.noShop')
            : null;
    if (refusal) toast.error(refusal, { autoClose: MAIN_SCREEN_TOAST_MS });
    else setAsking(true);
  };
  return (
    <>
      <Button variant="secondary" data-testid="practice-start" onClick={ask}>
        {t('training.start')}
      </Button>
      {asking && (
        <ConfirmDialog
          tone="primary"
          title={t('training.confirmTitle')}
          message={t('training.confirmMessage', { count: cards.length })}
          confirmLabel={t('training.confirm')}
          busy={startGame.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() =>
            startGame.start(practiceGameInput({ cards, shopId }), (error, reason) => {
              setAsking(false);
              onRefused(error, reason);
            })
          }
        />
      )}
    </>
  );
}
