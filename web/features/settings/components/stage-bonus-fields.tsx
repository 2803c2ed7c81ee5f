import { useTranslation } from 'react-i18next';
import type { PlanStage, StageBonus } from '@core/bingo/patterns/game-patterns';
import { DEFAULT_MAX_CHANCE_PERCENT } from '@core/odds/accepted-chance';
import { inputClass } from '@web/components/ui/field';
import { useFormatters } from '@web/lib/format';

const NEW_BONUS: StageBonus = { within_calls: 50, amount: 10 };

/**
 * "Within N calls" for a stage: its first winner is paid the bonus from the drawer, when the
 * start judged its chance within what the agent accepts (decision 043). The agent sets it; a
 * cashier sees it and that it is the agent's.
 */
export function StageBonusFields({
  stage,
  index,
  disabled,
  locked,
  onChange,
}: {
  stage: PlanStage;
  index: number;
  disabled: boolean;
  locked: boolean;
  onChange: (bonus: StageBonus | null) => void;
}) {
  const { t } = useTranslation();
  const { money, figure, percent } = useFormatters();
  const { bonus } = stage;
  const n = index + 1;
  if (locked)
    return (
      <p data-testid="stage-bonus-locked" className="rounded-md bg-surface-muted p-2 text-xs">
        {bonus
          ? t('winPatterns.stages.bonusSet', {
              n,
              amount: money(bonus.amount),
              calls: figure(bonus.within_calls),
            })
          : t('winPatterns.stages.noBonus', { n })}{' '}
        <span className="text-ink-muted">{t('winPatterns.stages.bonusIsAgents')}</span>
      </p>
    );
  const number = (
    label: string,
    value: number | undefined,
    change: (value: number) => void,
    limits: { min: number; max?: number; step: number; placeholder?: string },
  ) => (
    <label className="block text-xs">
      <span className="mb-1 block font-medium">{label}</span>
      <input
        type="number"
        inputMode={limits.step < 1 ? 'decimal' : 'numeric'}
        min={limits.min}
        max={limits.max}
        step={limits.step}
        placeholder={limits.placeholder}
        disabled={disabled}
        value={value !== undefined && Number.isFinite(value) ? value : ''}
        onChange={(event) => change(event.target.valueAsNumber)}
        className={inputClass}
      />
    </label>
  );
  return (
    <fieldset className="space-y-2 rounded-md bg-surface-muted p-2">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="accent-primary"
          disabled={disabled}
          checked={!!bonus}
          onChange={(event) => onChange(event.target.checked ? { ...NEW_BONUS } : null)}
        />
        {t('winPatterns.stages.bonus', { n })}
      </label>
      {bonus && (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {number(
            t('winPatterns.stages.bonusCalls', { n }),
            bonus.within_calls,
            (value) => onChange({ ...bonus, within_calls: value }),
            { min: 1, max: 100, step: 1 },
          )}
          {number(
            t('winPatterns.stages.bonusAmount', { n }),
            bonus.amount,
            (value) => onChange({ ...bonus, amount: value }),
            { min: 0.01, step: 0.01 },
          )}
          {number(
            t('winPatterns.stages.bonusMaxChance', { n }),
            bonus.max_chance_percent,
            (value) => {
              const { max_chance_percent: _old, ...rest } = bonus;
              onChange(Number.isFinite(value) ? { ...rest, max_chance_percent: value } : rest);
            },
            { min: 0.01, max: 100, step: 0.01, placeholder: percent(DEFAULT_MAX_CHANCE_PERCENT) },
          )}
        </div>
      )}
    </fieldset>
  );
}
