import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { GameMode } from '@core/bingo/modes';
import { Button } from '@web/components/ui/button';
import { FormError, SwitchField } from '@web/components/ui/field';
import { Modal } from '@web/components/ui/modal';
import { parseCardFile, type ImportProblem, type ParsedImport } from '@web/lib/cards/card-file';
import { cardsApi } from '@web/lib/cards/card-sets';
import { queryKeys } from '@web/lib/query-keys';
import { cardErrorText } from '@web/lib/cards/card-text';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { serverErrorText } from '@web/lib/validation';

const SHOWN_PROBLEMS = 20;

function problemText(problem: ImportProblem, t: TFunction): string {
  switch (problem.kind) {
    case 'unreadable':
    case 'empty':
      return t(`bingoCards.import.${problem.kind}`);
    case 'shape':
      return t('bingoCards.import.shape', { row: problem.row, found: problem.found });
    case 'cardNumber':
      return t('bingoCards.import.cardNumber', { row: problem.row });
    case 'twice':
      return t('bingoCards.import.twice', { row: problem.row, number: problem.cardNumber });
    case 'cell':
      return t('bingoCards.import.cell', {
        row: problem.row,
        number: problem.cardNumber,
        message: cardErrorText(problem.error, t),
      });
  }
}

/** Import a JSON export (or SPEC's saved cards) or a CSV: every row checked, problems listed. */
export function ImportDialog({
  shopId,
  mode,
  onClose,
}: {
  shopId: number;
  mode: GameMode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fileId = useId();
  const [parsed, setParsed] = useState<ParsedImport | null>(null);
  const [replace, setReplace] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const read = async (file: File | undefined) => {
    setError(null);
    setParsed(file ? parseCardFile(await file.text(), mode) : null);
  };

  const submit = async () => {
    if (!parsed || parsed.rows.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await cardsApi.import(shopId, mode, { cards: parsed.rows, replace });
      await queryClient.invalidateQueries({ queryKey: queryKeys.cardSet(shopId, mode) });
      toast.success(t('bingoCards.import.done', answer), { autoClose: MAIN_SCREEN_TOAST_MS });
      onClose();
    } catch (failure) {
      setError(serverErrorText(failure, t('bingoCards.toast.saveError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('bingoCards.import.title')}
      description={t('bingoCards.import.help')}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={busy} disabled={!parsed || parsed.rows.length === 0}>
            {t('bingoCards.import.submit', { count: parsed?.rows.length ?? 0 })}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div>
          <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium">
            {t('bingoCards.import.file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".json,.csv,.txt,application/json,text/csv"
            onChange={(event) => void read(event.target.files?.[0])}
            className="block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-line file:bg-surface file:px-3 file:py-2 file:font-semibold"
          />
        </div>
        {parsed && (
          <div className="space-y-2" data-testid="import-preview">
            <p className="font-semibold">
              {t('bingoCards.import.summary', { good: parsed.rows.length, total: parsed.total })}
            </p>
            {parsed.problems.length > 0 && (
              <ul
                className="max-h-48 list-disc space-y-0.5 overflow-y-auto pl-5 text-sm text-danger"
                aria-label={t('bingoCards.import.problems')}
                data-testid="import-problems"
              >
                {parsed.problems.slice(0, SHOWN_PROBLEMS).map((problem, i) => (
                  <li key={i}>{problemText(problem, t)}</li>
                ))}
                {parsed.problems.length > SHOWN_PROBLEMS && (
                  <li>
                    {t('bingoCards.import.more', {
                      count: parsed.problems.length - SHOWN_PROBLEMS,
                    })}
                  </li>
                )}
              </ul>
            )}
          </div>
        )}
        <SwitchField
          label={t('bingoCards.import.replace')}
          checked={replace}
          onChange={setReplace}
        />
        {error && <FormError>{error}</FormError>}
      </div>
    </Modal>
  );
}
