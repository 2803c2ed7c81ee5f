import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRAINING_MAX_CARDS } from '@core/training/training-games';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { practiceGameInput, type StartGameInput } from '@web/lib/start-game';

/**
 * "Practice game" beside Start (decision 055): the selected cards (at most 10) played on the real
 * screens with no money. It asks first, in the app's dialog, so it is never taken for Start. The
 * board starts it: this button is gone once the game runs, before the start's answer arrives.
 */
export function PracticeStart({
  cards,
  shopId,
  busy,
  onStart,
}: {
  cards: number[];
  shopId: number | null;
  busy: boolean;
  onStart: (input: StartGameInput) => void;
}) {
  const { t } = useTranslation();
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
      <Button variant="secondary" data-testid="practice-start" onClick={ask} busy={busy}>
        {t('training.start')}
      </Button>
      {asking && (
        <ConfirmDialog
          tone="primary"
          title={t('training.confirmTitle')}
          message={t('training.confirmMessage', { count: cards.length })}
          confirmLabel={t('training.confirm')}
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onStart(practiceGameInput({ cards, shopId }));
          }}
        />
      )}
    </>
  );
}
