import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BingoLettersHead } from '@web/components/ui/bingo-letters';
import { GRID_SIZE, isCentre } from '@core/bingo/card';
import {
  MAX_CELL_LENGTH,
  applyCellEdit,
  validateCard,
  validateCardName,
  type TextGrid,
} from '@core/bingo/card-validation';
import { LETTERS, type GameMode } from '@core/bingo/modes';
import { CARD_NUMBER, isCardNumber } from '@core/bingo/game-limits';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { Modal } from '@web/components/ui/modal';
import { cardErrorText, cellIssueText } from '@web/lib/cards/card-text';

export interface CardDraft {
  cardNumber: number;
  name: string;
  grid: TextGrid;
}

const SHOWN_ISSUES = 3;

/**
 * Update (SPEC "Bingo Cards" and section 5): the name, the number and the 25 cells, checked as
 * typed by the same rules the server applies; Save stays disabled while any error exists.
 */
export function CardEditModal({
  initial,
  mode,
  saving,
  onSave,
  onClose,
}: {
  initial: CardDraft;
  mode: GameMode;
  saving: boolean;
  onSave: (draft: CardDraft) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial.name);
  const [numberText, setNumberText] = useState(String(initial.cardNumber));
  const [grid, setGrid] = useState<TextGrid>(initial.grid);
  const [nameTouched, setNameTouched] = useState(false);
  const errors = useMemo(() => validateCard(grid, mode), [grid, mode]);
  const cellErrors = new Map(errors.map((error) => [`${error.row}:${error.column}`, error]));
  const nameError = validateCardName(name);
  const cardNumber = /^\d{1,5}$/.test(numberText.trim()) ? Number(numberText.trim()) : NaN;
  const numberValid = isCardNumber(cardNumber);
  const canSave = errors.length === 0 && nameError === null && numberValid;
  const title = t('bingoCards.edit.title', { number: initial.cardNumber });

  return (
    <Modal
      title={title}
      onClose={onClose}
      busy={saving}
      size="lg"
      onSubmit={() => canSave && onSave({ cardNumber, name: name.trim(), grid })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={saving} disabled={!canSave}>
            {t('bingoCards.edit.save')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
          <TextField
            label={t('bingoCards.edit.name')}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setNameTouched(true)}
            error={
              nameTouched || name !== initial.name
                ? nameError && t('bingoCards.edit.nameRequired')
                : null
            }
          />
          <TextField
            label={t('bingoCards.edit.number')}
            type="number"
            inputMode="numeric"
            min={1}
            max={CARD_NUMBER.max}
            value={numberText}
            onChange={(event) => setNumberText(event.target.value)}
            error={numberValid ? null : t('bingoCards.edit.numberInvalid')}
          />
        </div>
        <table className="w-full table-fixed border-separate border-spacing-1.5">
          <caption className="sr-only">{title}</caption>
          <BingoLettersHead />
          <tbody>
            {Array.from({ length: GRID_SIZE }, (_, row) => (
              <tr key={row}>
                {Array.from({ length: GRID_SIZE }, (_, column) => {
                  const error = cellErrors.get(`${row}:${column}`);
                  const centre = isCentre(row, column);
                  return (
                    <td key={column}>
                      <input
                        value={grid[row]?.[column] ?? ''}
                        inputMode={centre ? 'text' : 'numeric'}
                        maxLength={centre ? 16 : MAX_CELL_LENGTH}
                        autoComplete="off"
                        aria-label={t('bingoCards.edit.cell', {
                          row: row + 1,
                          letter: LETTERS[column],
                        })}
                        aria-invalid={error ? true : undefined}
                        title={error ? cellIssueText(error.issue, t) : undefined}
                        onChange={(event) =>
                          setGrid(applyCellEdit(grid, row, column, event.target.value))
                        }
                        className={`h-11 w-full rounded-lg border text-center text-base font-bold tabular-nums focus-visible:outline-2 focus-visible:outline-focus ${
                          error
                            ? 'border-danger bg-danger-soft text-danger'
                            : centre
                              ? 'border-primary bg-primary-soft text-ink'
                              : 'border-line bg-surface text-ink'
                        }`}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <div
          className="rounded-lg border border-line bg-surface-muted px-3 py-2 text-sm"
          data-testid="edit-status"
        >
          <p className="font-semibold tabular-nums">
            <span className="text-success">
              {t('bingoCards.edit.valid', { count: 25 - errors.length })}
            </span>
            {' · '}
            <span className={errors.length ? 'text-danger' : ''}>
              {t('bingoCards.edit.errors', { count: errors.length })}
            </span>
          </p>
          {errors.length > 0 && (
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-danger" data-testid="edit-issues">
              {errors.slice(0, SHOWN_ISSUES).map((error) => (
                <li key={`${error.row}:${error.column}`}>{cardErrorText(error, t)}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Modal>
  );
}
