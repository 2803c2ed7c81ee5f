import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrintCardsDialog } from '@web/components/print-cards-dialog';
import { ResumeLink, RunningGameNotice } from '@web/components/running-game-notice';
import { useStartFee } from '@web/components/start-fee';
import { Button } from '@web/components/ui/button';
import { TakeAllowanceButton, needsHallAllowance } from '@web/components/hall-allowance';
import { FormError } from '@web/components/ui/field';
import { Icon } from '@web/components/ui/icons';
import { PageHeader } from '@web/components/ui/page-header';
import { useAuth } from '@web/lib/auth';
import {
  rangeNumbers,
  readCardValue,
  readGameShopId,
  readMaxCardNumber,
  readSelectedNumbers,
  readWinPercentage,
  saveCardValue,
  saveGameShopId,
  saveMaxCardNumber,
  saveSelectedNumbers,
  saveWinPercentage,
  winAmount,
} from '@web/lib/board-config';
import {
  activeTemplate,
  deactivateAll,
  readTemplates,
  saveTemplates,
  type CardTemplate,
} from '@web/lib/cards/card-templates';
import { useFormatters } from '@web/lib/format';
import { readGameSettings } from '@web/lib/game-settings';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { runningGameIdOf, runningGameOf, useRunningGames } from '@web/lib/running-games';
import { playStartChime } from '@web/lib/sound';
import { useCashierShops, useManagedShops } from '@web/lib/shops';
import { useSaveShopGameSettings, useShopGameSettings } from '@web/lib/shop-game-settings';
import { serverErrorText } from '@web/lib/validation';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { startGameInput, useStartGame } from '@web/lib/start-game';
import { BalancePanel } from './balance-panel';
import { CardManagementPanel } from './card-management-panel';
import { ConfigPanel } from './config-panel';
import { NumberGrid } from './number-grid';
import { PracticeStart } from './practice-start';
import { boardNumbers, pruned } from '../lib/board-selection';
import { StartSummary } from './start-summary';
import { ShopPicker } from '@web/components/shop-picker';
import { TemplateManagerModal } from './templates/template-manager-modal';

/** SPEC "Game Board" (/selection): pick the cards sold, set the values, start the game. */
export function GameBoardPage() {
  const { t } = useTranslation();
  const { money, figure } = useFormatters();
  const { user } = useAuth();
  const isCashier = user?.role === 'cashier';
  const shops = useCashierShops(isCashier);
  const startGame = useStartGame();
  const running = useRunningGames(isCashier);

  const [templates, setTemplates] = useState(readTemplates);
  const [maxNumber, setMaxNumber] = useState(readMaxCardNumber);
  const template = activeTemplate(templates);
  const numbers = useMemo(() => boardNumbers(template, maxNumber), [template, maxNumber]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() =>
    pruned(new Set(readSelectedNumbers()), numbers),
  );
  const [cardValue, setCardValue] = useState(readCardValue);
  const [winPercentage, setWinPercentage] = useState(readWinPercentage);
  const [chosenShopId, setChosenShopId] = useState(readGameShopId);
  const [managing, setManaging] = useState(false);
  const [printing, setPrinting] = useState(false);
  const cardShops = useManagedShops();
  const printShops = cardShops.data?.filter((shop) => shop.is_active) ?? [];
  const [startError, setStartError] = useState<{
    reason: string;
    gameId: number | null;
    needsAllowance?: boolean;
  } | null>(null);

  useEffect(() => {
    saveSelectedNumbers([...selected].sort((a, b) => a - b));
  }, [selected]);

  const activeShops = useMemo(
    () => shops.data?.filter((shop) => shop.is_active) ?? undefined,
    [shops.data],
  );
  const shopId =
    activeShops?.find((shop) => shop.id === chosenShopId)?.id ?? activeShops?.[0]?.id ?? null;

  // Card value and win % are the shop's (decision 028): every till of the shop starts with them.
  const shopSettings = useShopGameSettings(isCashier ? shopId : null);
  const saveShopSettings = useSaveShopGameSettings(isCashier ? shopId : null);
  const [settingsError, setSettingsError] = useState<string | null>(null);
  // Newly loaded settings (another shop, or a value saved on another till) replace the values
  // shown; a field the server did not change keeps what is being typed in it.
  const [shownSettings, setShownSettings] = useState(shopSettings.data);
  const [settingsRevision, setSettingsRevision] = useState(0);
  if (shopSettings.data !== shownSettings) {
    const before = shownSettings;
    const next = shopSettings.data;
    setShownSettings(next);
    if (next) {
      const otherShop = before?.shop_id !== next.shop_id;
      const newValue =
        (otherShop || before.card_value !== next.card_value) && next.card_value !== cardValue;
      const newPercent =
        (otherShop || before.win_percentage !== next.win_percentage) &&
        next.win_percentage !== winPercentage;
      if (newValue) setCardValue(next.card_value);
      if (newPercent) setWinPercentage(next.win_percentage);
      if (newValue || newPercent) setSettingsRevision((revision) => revision + 1);
      setSettingsError(null);
    }
  }
  const storeOnShop = (values: { cardValue: number; winPercentage: number }) => {
    const saved = shopSettings.data;
    if (!saved) return;
    if (saved.card_value === values.cardValue && saved.win_percentage === values.winPercentage) {
      setSettingsError(null);
      return;
    }
    saveShopSettings.mutate(
      { card_value: values.cardValue, win_percentage: values.winPercentage },
      {
        onSuccess: () => setSettingsError(null),
        onError: (error) =>
          setSettingsError(serverErrorText(error, t('gameBoard.config.saveError'), t)),
      },
    );
  };

  const printShopId = shopId ?? printShops[0]?.id ?? null;
  // One game per shop (decision 029): while it runs, the board offers Resume instead of Start.
  const runningGame = isCashier && shopId !== null ? runningGameOf(running.data, shopId) : null;
  const count = selected.size;
  const sortedSelection = useMemo(() => [...selected].sort((a, b) => a - b), [selected]);
  const prize = winAmount(count, cardValue, winPercentage);
  const fee = useStartFee({ cards: count, cardValue, winPercentage });

  const toggle = useCallback((n: number) => {
    setStartError(null);
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(n)) next.delete(n);
      else next.add(n);
      return next;
    });
  }, []);
  const openTemplates = useCallback(() => setManaging(true), []);

  const changeTemplates = (next: CardTemplate[]) => {
    setStartError(null);
    saveTemplates(next);
    setTemplates(next);
    setSelected((previous) => pruned(previous, boardNumbers(activeTemplate(next), maxNumber)));
  };

  const changeMaxNumber = (max: number) => {
    setStartError(null);
    saveMaxCardNumber(max);
    setMaxNumber(max);
    const dropped = [...selected].filter((n) => n > max).length;
    if (dropped > 0)
      toast.info(t('gameBoard.cards.unselected', { count: dropped, max }), {
        autoClose: MAIN_SCREEN_TOAST_MS,
      });
    setSelected((previous) => pruned(previous, rangeNumbers(max)));
  };

  const refused = (error: unknown, reason: string) =>
    setStartError({
      reason,
      gameId: runningGameIdOf(error),
      needsAllowance: needsHallAllowance(error),
    });

  const start = () => {
    if (startGame.isPending) return;
    setStartError(null);
    if (count === 0) {
      toast.error(t('gameBoard.start.nothingSelected'), { autoClose: MAIN_SCREEN_TOAST_MS });
      return;
    }
    if (isCashier && shopId === null) {
      toast.error(t('gameBoard.start.noShop'), { autoClose: MAIN_SCREEN_TOAST_MS });
      return;
    }
    playStartChime();
    const cards = [...selected].sort((a, b) => a - b);
    startGame.start(startGameInput({ cards, cardValue, winPercentage, shopId }), refused);
  };

  const clearBoard = () => {
    setStartError(null);
    setSelected(new Set());
  };

  const actions = (
    <>
      <Button variant="secondary" onClick={clearBoard} disabled={count === 0}>
        {t('gameBoard.actions.clear')}
      </Button>
      {/* Games run on a till (a shop, its drawer): the admin, who has none, prints and previews. */}
      {runningGame ? (
        <ResumeLink gameId={runningGame.game_id} />
      ) : user?.role !== 'admin' ? (
        <>
          <PracticeStart
            cards={sortedSelection}
            shopId={shopId}
            busy={startGame.isPending}
            onStart={(input) => startGame.start(input, refused)}
          />
          <Button onClick={start} busy={startGame.isPending}>
            <Icon name="play" size={18} />
            {t('gameBoard.actions.start')}
          </Button>
        </>
      ) : (
        <p data-testid="start-on-till" className="max-w-xs text-sm text-ink-muted">
          {t('gameBoard.start.onTill')}
        </p>
      )}
    </>
  );

  const gridLabel = template
    ? t('gameBoard.grid.templateLabel', { name: template.name })
    : t('gameBoard.grid.label', { max: maxNumber });

  return (
    <div className="space-y-6 pb-24 desk:pb-0">
      <PageHeader
        title={t('pages.gameBoard.title')}
        subtitle={t('pages.gameBoard.subtitle')}
        actions={<div className="hidden items-center gap-2 desk:flex">{actions}</div>}
      />
      <BalancePanel />
      {startError && (
        <div data-testid="start-error" className="space-y-2">
          <FormError>{startError.reason}</FormError>
          {startError.gameId !== null && <ResumeLink gameId={startError.gameId} size="sm" />}
          {startError.needsAllowance && <TakeAllowanceButton onTaken={() => setStartError(null)} />}
        </div>
      )}
      {runningGame && startError?.gameId !== runningGame.game_id && (
        <RunningGameNotice game={runningGame} />
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <aside className="space-y-6 lg:order-last">
          {isCashier && (
            <ShopPicker
              query={shops}
              shops={activeShops}
              shopId={shopId}
              onChange={(id) => {
                setStartError(null);
                saveGameShopId(id);
                setChosenShopId(id);
              }}
            />
          )}
          {shopSettings.isError && (
            <ErrorAlert
              message={t('gameBoard.config.loadError')}
              onRetry={() => void shopSettings.refetch()}
              retrying={shopSettings.isFetching}
            />
          )}
          <ConfigPanel
            // A new shop, or its settings saved on another till, shows their values.
            key={`${shopId}-${settingsRevision}`}
            loading={isCashier && shopId !== null && shopSettings.isPending}
            maxWinPercentage={shopSettings.data?.limits.max_win_percentage}
            error={settingsError}
            onCommit={isCashier ? storeOnShop : undefined}
            selectedCount={count}
            cardValue={cardValue}
            winPercentage={winPercentage}
            winAmount={prize}
            // A refusal is about the amounts it was given: new amounts make a new start.
            onCardValueChange={(value) => {
              setStartError(null);
              saveCardValue(value);
              setCardValue(value);
            }}
            onWinPercentageChange={(value) => {
              setStartError(null);
              saveWinPercentage(value);
              setWinPercentage(value);
            }}
          />
          <StartSummary
            limits={shopSettings.data?.limits}
            chosen={{ cards: count, cardValue, prize }}
            winPercentage={winPercentage}
            shopId={isCashier ? shopId : null}
            runningGameId={runningGame?.game_id ?? null}
            oddsInput={
              isCashier && shopId !== null && count > 0 && !runningGame
                ? startGameInput({ cards: sortedSelection, cardValue, winPercentage, shopId })
                : null
            }
          />
          <CardManagementPanel
            template={template}
            maxNumber={maxNumber}
            onMaxNumberChange={changeMaxNumber}
            onManageTemplates={openTemplates}
            onClearTemplate={() => changeTemplates(deactivateAll(templates, new Date()))}
            onPrint={printShopId === null ? undefined : () => setPrinting(true)}
            qrShop={
              isCashier
                ? ([...(activeShops ?? []), ...printShops].find((s) => s.id === printShopId) ??
                  null)
                : null
            }
          />
        </aside>
        <section
          aria-labelledby="board-heading"
          className="rounded-2xl border border-line bg-surface shadow-xs"
        >
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-line px-4 py-3.5 sm:px-5">
            <h2 id="board-heading" className="text-base font-semibold tracking-tight">
              {template ? template.name : t('gameBoard.grid.title')}
            </h2>
            <p className="text-sm text-ink-muted tabular-nums">
              {t('gameBoard.grid.selectedOf', {
                selected: figure(count),
                total: figure(numbers.length),
              })}
            </p>
            <p className="w-full text-xs text-ink-muted">{t('gameBoard.grid.hint')}</p>
          </div>
          <div className="p-3 sm:p-4 desk:max-h-[calc(100dvh-12rem)] desk:overflow-y-auto">
            <NumberGrid
              label={gridLabel}
              numbers={numbers}
              selected={selected}
              onToggle={toggle}
              onOpenTemplates={openTemplates}
            />
          </div>
        </section>
      </div>
      <div
        data-testid="mobile-start-bar"
        className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-line bg-surface/95 px-4 py-3 shadow-lg backdrop-blur desk:hidden"
      >
        <p className="min-w-0 flex-1 text-sm leading-tight">
          <span className="block font-semibold tabular-nums">
            {t('gameBoard.mobile.selected', { n: figure(count) })}
          </span>
          <span className="block text-ink-muted tabular-nums">
            {t('gameBoard.mobile.win', { amount: money(prize) })}
          </span>
          {fee.preview && (
            <span
              data-testid="mobile-start-fee"
              className={`block tabular-nums ${fee.preview.covered ? 'text-ink-muted' : 'font-medium text-danger'}`}
            >
              {t('gameBoard.mobile.fee', { amount: money(fee.preview.fee) })}
            </span>
          )}
        </p>
        {actions}
      </div>
      {printing && printShopId !== null && (
        <PrintCardsDialog
          shops={printShops}
          shopId={printShopId}
          mode={shopSettings.data?.mode ?? readGameSettings().gameMode}
          from={Math.min(...numbers)}
          to={Math.min(Math.max(...numbers), Math.min(...numbers) + 999)}
          onClose={() => setPrinting(false)}
        />
      )}
      {managing && (
        <TemplateManagerModal
          templates={templates}
          onChange={changeTemplates}
          onClose={() => setManaging(false)}
          onSelect={(chosen) => {
            setManaging(false);
            toast.success(t('gameBoard.templateSelected', { name: chosen.name }), {
              autoClose: MAIN_SCREEN_TOAST_MS,
            });
          }}
        />
      )}
    </div>
  );
}
