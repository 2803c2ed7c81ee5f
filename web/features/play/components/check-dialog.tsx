import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardSourceFor } from '@core/bingo/card-lookup';
import { Button } from '@web/components/ui/button';
import { trainingTitle } from '@web/components/training-mark';
import { Modal } from '@web/components/ui/modal';
import type { GameCardsResponse } from '@core/schemas/cards';

/**
 * Check Winner: the board number to check. The card is the shop's saved card of that number as
 * the game started with it, else the generated one; the server says which (and judges it).
 */
export function CheckDialog({
  cards,
  gameCards,
  busy,
  error,
  onCheck,
  onClose,
  training,
}: {
  cards: readonly number[];
  training?: boolean;
  /** null while the server's answer is on its way. */
  gameCards: GameCardsResponse | null;
  busy: boolean;
  error: string | null;
  onCheck: (cardNumber: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const trimmed = value.trim();
  const number = /^\d{1,5}$/.test(trimmed) ? Number(trimmed) : null;
  const lookup = useMemo(
    () =>
      number === null || gameCards === null
        ? null
        : cardSourceFor(number, cards, gameCards.saved_numbers),
    [number, cards, gameCards],
  );
  const source =
    number !== null && gameCards === null
      ? t('check.sourceLoading')
      : lookup === null || 'error' in lookup
        ? t('check.sourceNone')
        : t(lookup.source === 'saved' ? 'check.sourceSaved' : 'check.sourceGenerated');

  const submit = () => {
    if (number === null) {
      setLocalError(t('check.invalidNumber'));
      return;
    }
    if (lookup !== null && 'error' in lookup) {
      setLocalError(t('callerMessages.unselected'));
      onCheck(number);
      return;
    }
    setLocalError(null);
    onCheck(number);
  };
  const shown = localError ?? error;

  return (
    <Modal
      title={trainingTitle(t, t('check.title'), training)}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            {t('check.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('check.check')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('check.label')}
          <input
            name="cardNumber"
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setLocalError(null);
            }}
            aria-invalid={shown !== null}
            className="h-12 rounded-lg border border-line bg-surface px-3 text-2xl font-bold tabular-nums text-ink focus-visible:outline-2 focus-visible:outline-focus"
          />
        </label>
        {shown && (
          <p role="alert" className="text-sm font-semibold text-danger">
            {shown}
          </p>
        )}
        <p className="text-sm text-ink-muted">{t('check.note')}</p>
        <dl className="flex flex-wrap justify-between gap-2 border-t border-line pt-3 text-xs text-ink-muted">
          <div className="flex gap-1">
            <dt>{t('check.cachedCards')}</dt>
            <dd className="font-semibold text-ink" data-testid="cached-count">
              {gameCards?.saved_card_count ?? t('check.sourceLoading')}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('check.source')}</dt>
            <dd className="font-semibold text-ink" data-testid="card-source">
              {source}
            </dd>
          </div>
        </dl>
      </div>
    </Modal>
  );
}
