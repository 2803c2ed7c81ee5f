import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Modal } from '@web/components/ui/modal';
import { formatCardList } from '@web/lib/cards/card-list';

export interface NumberChoice {
  next: number[];
  free: number[];
  boardMax: number;
}

/** Asked before new random cards would take numbers whose generated cartelas may be printed. */
export function NumberChoiceDialog({
  choice,
  onChoose,
  onCancel,
}: {
  choice: NumberChoice;
  onChoose: (numbers: number[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const freeRef = useRef<HTMLButtonElement>(null);
  const next = formatCardList(choice.next);
  const free = formatCardList(choice.free);
  const canUseFree = choice.free.length === choice.next.length;
  return (
    <Modal
      title={t('bingoCards.numberChoice.title', { count: choice.next.length, numbers: next })}
      onClose={onCancel}
      initialFocusRef={canUseFree ? freeRef : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={() => onChoose(choice.next)}>
            {t('bingoCards.numberChoice.replace', { numbers: next })}
          </Button>
          {canUseFree && (
            <Button ref={freeRef} onClick={() => onChoose(choice.free)}>
              {t('bingoCards.numberChoice.useFree', { numbers: free })}
            </Button>
          )}
        </>
      }
    >
      <p className="text-sm leading-relaxed">
        {t('bingoCards.numberChoice.message', { max: choice.boardMax, numbers: next })}
      </p>
    </Modal>
  );
}
