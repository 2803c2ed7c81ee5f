import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { inputClass } from '@web/components/ui/field';
import { Icon } from '@web/components/ui/icons';
import type { CardAction } from '../lib/use-card-actions';

export interface ToolbarProps {
  busy: CardAction | 'batch' | null;
  writable: boolean;
  hasCards: boolean;
  canRestore: boolean;
  batchText: string;
  batchError: string | null;
  onBatchText: (text: string) => void;
  onCreateOne: () => void;
  onCreateMany: () => void;
  onSaveNow: () => void;
  onExport: () => void;
  onImport: () => void;
  onPrint: () => void;
  onClear: () => void;
  onRestore: () => void;
}

/** SPEC's toolbar: create one or several, Save Now, Export, Clear All, Restore; plus import, print. */
export function CardsToolbar(props: ToolbarProps) {
  const { t } = useTranslation();
  const countId = useId();
  const locked = !props.writable || props.busy !== null;
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3 shadow-xs sm:p-4">
      <div className="flex flex-wrap items-end gap-2">
        <Button onClick={props.onCreateOne} disabled={locked} busy={props.busy === 'create'}>
          <Icon name="cards" size={18} />
          {t('bingoCards.createOne')}
        </Button>
        <div className="flex items-end gap-2">
          <div>
            <label htmlFor={countId} className="mb-1 block text-xs font-medium text-ink-muted">
              {t('bingoCards.howMany')}
            </label>
            <input
              id={countId}
              type="number"
              inputMode="numeric"
              min={1}
              max={50}
              value={props.batchText}
              onChange={(event) => props.onBatchText(event.target.value)}
              aria-invalid={props.batchError ? true : undefined}
              aria-describedby={props.batchError ? `${countId}-error` : undefined}
              className={`${inputClass} h-10 w-20 py-1.5`}
            />
          </div>
          <Button
            variant="secondary"
            onClick={props.onCreateMany}
            disabled={locked}
            busy={props.busy === 'batch'}
          >
            {t('bingoCards.createMany')}
          </Button>
        </div>
        <span className="hidden h-8 w-px bg-line sm:block" aria-hidden="true" />
        <Button
          variant="secondary"
          onClick={props.onSaveNow}
          disabled={props.busy !== null}
          busy={props.busy === 'save'}
        >
          {t('bingoCards.saveNow')}
        </Button>
        <Button variant="secondary" onClick={props.onExport} disabled={!props.hasCards}>
          {t('bingoCards.export')}
        </Button>
        <Button variant="secondary" onClick={props.onImport} disabled={locked}>
          {t('bingoCards.import.open')}
        </Button>
        <Button variant="secondary" onClick={props.onPrint}>
          {t('printCards.open')}
        </Button>
        <Button
          variant="secondary"
          onClick={props.onRestore}
          disabled={locked || !props.canRestore}
          busy={props.busy === 'restore'}
        >
          {t('bingoCards.restoreLast')}
        </Button>
        <Button
          variant="dangerGhost"
          onClick={props.onClear}
          disabled={locked || !props.hasCards}
          busy={props.busy === 'clear'}
        >
          {t('bingoCards.clearAll')}
        </Button>
      </div>
      {props.batchError && (
        <p id={`${countId}-error`} role="alert" className="text-sm text-danger">
          {props.batchError}
        </p>
      )}
    </div>
  );
}
