import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@web/components/ui/field';
import { Panel } from '@web/components/ui/panel';
import { clampCardValue, clampWinPercentage } from '@web/lib/board-config';
import { CARD_VALUE, WIN_PERCENTAGE } from '@core/bingo/game-limits';
import { useFormatters } from '@web/lib/format';

interface ConfigPanelProps {
  selectedCount: number;
  cardValue: number;
  winPercentage: number;
  winAmount: number;
  onCardValueChange: (value: number) => void;
  onWinPercentageChange: (value: number) => void;
  /** The shop's settings are loading: the fields wait for them. */
  loading?: boolean;
  /** The agent's highest win % for the shop. */
  maxWinPercentage?: number;
  /** Why the shop did not take the values (over the limit...). */
  error?: string | null;
  /** A value was committed (left or Enter): store it on the shop. */
  onCommit?: (values: { cardValue: number; winPercentage: number }) => void;
}

/** A number field kept as typed text; a valid value applies at once, the rest on leaving it. */
function useNumberText(value: number, clamp: (text: string) => number, min: number, max: number) {
  const [text, setText] = useState(String(value));
  const inRange = (typed: string) => {
    const n = Number(typed);
    return typed.trim() !== '' && Number.isFinite(n) && n >= min && n <= max;
  };
  return { text, setText, inRange, commit: () => clamp(text) };
}

/** SPEC "Game Board" config: selected count, card value, win percentage, win amount and formula. */
export function ConfigPanel({
  selectedCount,
  cardValue,
  winPercentage,
  winAmount,
  onCardValueChange,
  onWinPercentageChange,
  loading = false,
  maxWinPercentage,
  error = null,
  onCommit,
}: ConfigPanelProps) {
  const { t } = useTranslation();
  const { money, figure, currency } = useFormatters();
  const value = useNumberText(cardValue, clampCardValue, CARD_VALUE.min, CARD_VALUE.max);
  const percent = useNumberText(
    winPercentage,
    clampWinPercentage,
    WIN_PERCENTAGE.min,
    WIN_PERCENTAGE.max,
  );

  const commitValue = () => {
    const next = value.commit();
    value.setText(String(next));
    onCardValueChange(next);
    onCommit?.({ cardValue: next, winPercentage: percent.commit() });
  };
  const commitPercent = () => {
    const next = percent.commit();
    percent.setText(String(next));
    onWinPercentageChange(next);
    onCommit?.({ cardValue: value.commit(), winPercentage: next });
  };
  const percentMax = maxWinPercentage ?? WIN_PERCENTAGE.max;

  return (
    <Panel title={t('gameBoard.config.title')}>
      <div className="space-y-4">
        <div
          role="group"
          aria-label={t('gameBoard.config.selected')}
          className="flex items-baseline justify-between gap-3 rounded-xl bg-surface-muted px-4 py-3"
        >
          <span aria-hidden="true" className="text-sm font-medium text-ink-muted">
            {t('gameBoard.config.selected')}
          </span>
          <span data-testid="selected-count" className="text-2xl font-semibold tabular-nums">
            {figure(selectedCount)}
          </span>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('gameBoard.config.cardValue', { symbol: currency.symbol })}
            type="number"
            inputMode="decimal"
            min={CARD_VALUE.min}
            max={CARD_VALUE.max}
            step="0.01"
            value={value.text}
            disabled={loading}
            hint={t('gameBoard.config.range', { min: CARD_VALUE.min, max: CARD_VALUE.max })}
            onChange={(event) => {
              value.setText(event.target.value);
              if (value.inRange(event.target.value))
                onCardValueChange(clampCardValue(event.target.value));
            }}
            onBlur={commitValue}
            onKeyDown={(event) => event.key === 'Enter' && commitValue()}
          />
          <TextField
            label={t('gameBoard.config.winPercentage')}
            type="number"
            inputMode="numeric"
            min={WIN_PERCENTAGE.min}
            max={percentMax}
            step="1"
            value={percent.text}
            disabled={loading}
            hint={t('gameBoard.config.range', { min: WIN_PERCENTAGE.min, max: percentMax })}
            onChange={(event) => {
              percent.setText(event.target.value);
              if (percent.inRange(event.target.value))
                onWinPercentageChange(clampWinPercentage(event.target.value));
            }}
            onBlur={commitPercent}
            onKeyDown={(event) => event.key === 'Enter' && commitPercent()}
          />
        </div>
        {loading && (
          <p role="status" className="text-sm text-ink-muted">
            {t('gameBoard.config.loading')}
          </p>
        )}
        {error && (
          <p role="alert" data-testid="board-settings-error" className="text-sm text-danger">
            {error}
          </p>
        )}
        <div
          role="group"
          aria-label={t('gameBoard.config.winAmount')}
          className="rounded-xl border border-primary/30 bg-primary-soft px-4 py-3"
        >
          <p aria-hidden="true" className="text-sm font-medium text-ink-muted">
            {t('gameBoard.config.winAmount')}
          </p>
          <p
            data-testid="win-amount"
            className="text-3xl font-semibold tracking-tight text-primary tabular-nums"
          >
            {money(winAmount)}
          </p>
          <p data-testid="win-formula" className="mt-1 text-xs text-ink-muted tabular-nums">
            {t('gameBoard.config.formula', {
              cards: figure(selectedCount),
              value: money(cardValue),
              percent: figure(winPercentage),
              amount: money(winAmount),
            })}
          </p>
        </div>
      </div>
    </Panel>
  );
}
