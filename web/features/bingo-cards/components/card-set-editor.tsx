import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identicalCopies, newCardNumbers } from '@core/bingo/card-numbers';
import { validateCardBatchSize } from '@core/bingo/card-validation';
import type { GameMode } from '@core/bingo/modes';
import type { CardSet, SavedCard } from '@core/schemas/cards';
import type { Shop } from '@core/schemas/shops';
import { PrintCardsDialog } from '@web/components/print-cards-dialog';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { ProgressBar } from '@web/components/ui/progress-bar';
import { NetworkError } from '@web/lib/api-client';
import { readMaxCardNumber } from '@web/lib/board-config';
import { exportFileName, exportJson } from '@web/lib/cards/card-file';
import { readCachedCards, useCardSet } from '@web/lib/cards/card-sets';
import { queryKeys } from '@web/lib/query-keys';
import { newRandomGrid } from '@web/lib/cards/card-text';
import { downloadFile } from '@web/lib/download';
import { useFormatters } from '@web/lib/format';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useCardActions } from '../lib/use-card-actions';
import { CardConfirm, type Confirm } from './card-confirm';
import { CardEditModal } from './card-edit-modal';
import { CardTile, type TileAction } from './card-tile';
import { CardsToolbar } from './cards-toolbar';
import { ImportDialog } from './import-dialog';
import { NumberChoiceDialog, type NumberChoice } from './number-choice';
import { defaultCardName } from '../lib/card-name';

/** SPEC section 9: a 100 ms pause between the cards of a batch. */
const BATCH_PAUSE_MS = 100;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function cachedSet(shop: Shop, mode: GameMode): SavedCard[] {
  return readCachedCards(shop.id, mode).map((card) => ({
    card_number: card.cardNumber,
    name: card.name,
    grid: card.grid,
    created_at: card.createdAt,
    updated_at: card.updatedAt,
    created_by: null,
    updated_by: null,
  }));
}

/** One shop's set in one mode: SPEC "Bingo Cards" on the server's copy. */
export function CardSetEditor({
  shop,
  shops,
  mode,
}: {
  shop: Shop;
  shops: Shop[];
  mode: GameMode;
}) {
  const { t } = useTranslation();
  const { dateTime, figure } = useFormatters();
  const queryClient = useQueryClient();
  const query = useCardSet(shop.id, mode);
  const actions = useCardActions(shop.id, mode);
  const [editing, setEditing] = useState<SavedCard | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [dialog, setDialog] = useState<'import' | 'print' | null>(null);
  const [batchText, setBatchText] = useState('5');
  const [batchError, setBatchError] = useState<string | null>(null);
  const [batch, setBatch] = useState<{ done: number; total: number } | null>(null);
  const [numberChoice, setNumberChoice] = useState<NumberChoice | null>(null);

  const offline = query.isError && query.error instanceof NetworkError;
  const set = query.data;
  const cards = set?.cards ?? (offline ? cachedSet(shop, mode) : []);
  const writable = set !== undefined;
  const latest = () => queryClient.getQueryData<CardSet>(queryKeys.cardSet(shop.id, mode));
  const nextNumber = () => Math.max(0, ...(latest()?.cards ?? []).map((c) => c.card_number)) + 1;

  const createAt = async (n: number, quiet: boolean) =>
    actions.create(
      { card_number: n, name: await defaultCardName(shop.language, n), grid: newRandomGrid(mode) },
      quiet,
    );

  const createCards = async (numbers: number[]) => {
    if (numbers.length === 1) {
      await createAt(numbers[0]!, false);
      return;
    }
    setBatch({ done: 0, total: numbers.length });
    for (const [i, n] of numbers.entries()) {
      if (i > 0) await pause(BATCH_PAUSE_MS);
      if (!(await createAt(n, true))) break;
      setBatch({ done: i + 1, total: numbers.length });
    }
    setBatch(null);
    toast.success(t('bingoCards.toast.createdMany', { count: numbers.length }), {
      autoClose: MAIN_SCREEN_TOAST_MS,
    });
  };

  /** New random cards never silently take a number whose generated cartela may be printed. */
  const planCards = (count: number) => {
    const boardMax = readMaxCardNumber();
    const saved = (latest()?.cards ?? []).map((c) => c.card_number);
    const plan = newCardNumbers(saved, boardMax, count);
    if (plan.replacesGenerated) setNumberChoice({ next: plan.next, free: plan.free, boardMax });
    else void createCards(plan.next);
  };

  const createMany = () => {
    const count = Number(batchText);
    const problem = validateCardBatchSize(count);
    setBatchError(problem && t('bingoCards.batchSize'));
    if (!problem) planCards(count);
  };

  const undoToast = (cardNumber: number) =>
    toast.info(
      ({ closeToast }) => (
        <div className="flex items-center gap-3">
          <span className="min-w-0 flex-1">
            {t('bingoCards.toast.deleted', { number: cardNumber })}
          </span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              closeToast();
              void actions.restore();
            }}
          >
            {t('bingoCards.toast.undo')}
          </Button>
        </div>
      ),
      { autoClose: 6000 },
    );

  const onAction = async (card: SavedCard, action: TileAction) => {
    if (action === 'update') setEditing(card);
    else if (action === 'regenerate' || action === 'deleteForever')
      setConfirm({ kind: action, card });
    else if (action === 'delete') {
      if (await actions.remove(card.card_number, false)) undoToast(card.card_number);
    } else {
      const n = nextNumber();
      const name = await defaultCardName(shop.language, n);
      await actions.create({ card_number: n, name, grid: card.grid }, true);
      toast.success(t('bingoCards.toast.duplicated', { number: n, from: card.card_number }), {
        autoClose: MAIN_SCREEN_TOAST_MS,
      });
    }
  };

  const confirmed = async () => {
    if (!confirm) return;
    if (confirm.kind === 'clear') await actions.clear();
    else if (confirm.kind === 'deleteForever') await actions.remove(confirm.card.card_number, true);
    else
      await actions.update(
        confirm.card.card_number,
        { name: confirm.card.name, grid: newRandomGrid(mode) },
        'regenerate',
      );
    setConfirm(null);
  };

  const exportCards = () => {
    try {
      if (!set) throw new Error('no set loaded');
      const now = new Date();
      const url = downloadFile(exportJson(set, now), exportFileName(set, now), 'application/json');
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      console.error('Export failed', error);
      toast.error(t('bingoCards.toast.exportError'), { autoClose: MAIN_SCREEN_TOAST_MS });
    }
  };

  const copies = identicalCopies(cards);
  const busyAction = batch ? 'batch' : (actions.busy?.action ?? null);
  const busyCard = actions.busy?.cardNumber ?? null;

  return (
    <div className="space-y-4">
      <CardsToolbar
        busy={busyAction}
        writable={writable}
        hasCards={cards.length > 0}
        canRestore={!!set?.last_deleted}
        batchText={batchText}
        batchError={batchError}
        onBatchText={(text) => {
          setBatchText(text);
          setBatchError(null);
        }}
        onCreateOne={() => planCards(1)}
        onCreateMany={createMany}
        onSaveNow={() => void actions.saveNow()}
        onExport={exportCards}
        onImport={() => setDialog('import')}
        onPrint={() => setDialog('print')}
        onClear={() => setConfirm({ kind: 'clear' })}
        onRestore={() => void actions.restore()}
      />
      {batch && (
        <ProgressBar
          label={t('bingoCards.createMany')}
          value={batch.done}
          max={batch.total}
          testId="batch-progress"
          text={t('bingoCards.creating', batch)}
        />
      )}
      <p
        className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted"
        data-testid="cards-stats"
      >
        <span>
          {t('bingoCards.total')}{' '}
          <strong className="text-ink tabular-nums" data-testid="cards-total">
            {figure(cards.length)}
          </strong>
        </span>
        <span>
          {t('bingoCards.lastSaved')}{' '}
          <strong className="text-ink">
            {set?.updated_at ? dateTime(set.updated_at) : t('bingoCards.neverSaved')}
          </strong>
        </span>
      </p>
      {offline && (
        <ErrorAlert
          message={t('bingoCards.offline')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.isError && !offline && (
        <ErrorAlert
          message={t('bingoCards.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.isPending ? (
        <p role="status" className="text-ink-muted">
          {t('app.loading')}
        </p>
      ) : cards.length === 0 ? (
        <EmptyState icon="cards" title={t('bingoCards.empty')}>
          <p>{t('bingoCards.emptyHint')}</p>
        </EmptyState>
      ) : (
        <ul
          className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
          aria-label={t('bingoCards.listLabel')}
        >
          {cards.map((card) => (
            <CardTile
              key={card.card_number}
              card={card}
              copyOf={copies.get(card.card_number) ?? null}
              disabled={!writable || busyAction !== null}
              busy={busyCard === card.card_number ? (actions.busy?.action as TileAction) : null}
              onAction={(action) => void onAction(card, action)}
            />
          ))}
        </ul>
      )}
      {editing && (
        <CardEditModal
          mode={mode}
          initial={{ cardNumber: editing.card_number, name: editing.name, grid: editing.grid }}
          saving={actions.busy?.action === 'update'}
          onClose={() => setEditing(null)}
          onSave={async (draft) => {
            const saved = await actions.update(editing.card_number, {
              name: draft.name,
              grid: draft.grid,
              ...(draft.cardNumber !== editing.card_number
                ? { card_number: draft.cardNumber }
                : {}),
            });
            if (saved) setEditing(null);
          }}
        />
      )}
      {numberChoice && (
        <NumberChoiceDialog
          choice={numberChoice}
          onCancel={() => setNumberChoice(null)}
          onChoose={(numbers) => {
            setNumberChoice(null);
            void createCards(numbers);
          }}
        />
      )}
      {confirm && (
        <CardConfirm
          confirm={confirm}
          count={cards.length}
          shopName={shop.name}
          busy={actions.busy !== null}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void confirmed()}
        />
      )}
      {dialog === 'import' && (
        <ImportDialog shopId={shop.id} mode={mode} onClose={() => setDialog(null)} />
      )}
      {dialog === 'print' && (
        <PrintCardsDialog
          shops={shops}
          shopId={shop.id}
          mode={mode}
          from={cards[0]?.card_number ?? 1}
          to={cards.at(-1)?.card_number ?? 100}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
