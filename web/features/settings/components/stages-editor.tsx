import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_STAGES, type PlanStage } from '@core/bingo/patterns/game-patterns';
import { Button } from '@web/components/ui/button';
import { SwitchField, inputClass } from '@web/components/ui/field';
import { Icon } from '@web/components/ui/icons';
import { StageBonusFields } from './stage-bonus-fields';

/** Two stages to start from: a line, then the full house, sharing the prize 40/60. */
const FIRST_STAGES: PlanStage[] = [
  { patterns: ['row_or_column'], share_percent: 40 },
  { patterns: ['full_house'], share_percent: 60 },
];

export const stagesTotal = (stages: readonly PlanStage[]) =>
  stages.reduce((sum, stage) => sum + (Number(stage.share_percent) || 0), 0);

/**
 * A game in stages (decision 034): 2 to 5 stages in order, each with the patterns that win it and
 * its share of the prize (the shares add up to 100%). Off: one stage, every pattern, the whole
 * prize. Saved with the shop's settings; the server checks it with the same schema.
 */
export function StagesEditor({
  stages,
  onChange,
  options,
  disabled,
  bonusLocked,
  error,
}: {
  stages: PlanStage[] | null;
  onChange: (stages: PlanStage[] | null) => void;
  /** Every pattern a stage may name: the presets and the shop's own, with their names. */
  options: readonly { key: string; name: string }[];
  disabled: boolean;
  /** A stage's bonus is paid from the drawer: its agent sets it; a cashier only reads it. */
  bonusLocked: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const nameOf = (key: string) => options.find((option) => option.key === key)?.name ?? key;
  const change = (index: number, stage: PlanStage) =>
    stages && onChange(stages.map((each, i) => (i === index ? stage : each)));
  const total = stages ? stagesTotal(stages) : 100;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3" data-testid="stages-editor">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {t('winPatterns.stages.title')}
      </h3>
      <SwitchField
        label={t('winPatterns.stages.switch')}
        description={t('winPatterns.stages.hint')}
        checked={stages !== null}
        disabled={disabled}
        onChange={(on) => onChange(on ? FIRST_STAGES.map((stage) => ({ ...stage })) : null)}
      />
      {stages && (
        <>
          <ol className="grid gap-3 lg:grid-cols-2">
            {stages.map((stage, index) => {
              const free = options.filter((option) => !stage.patterns.includes(option.key));
              return (
                <li
                  key={index}
                  data-stage={index + 1}
                  className="space-y-2 rounded-lg border border-line p-3"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="text-sm font-semibold">
                      {t('winPatterns.stageTitle', { n: index + 1 })}
                    </span>
                    {stages.length > 2 && (
                      <Button
                        size="sm"
                        variant="dangerGhost"
                        disabled={disabled}
                        aria-label={t('winPatterns.stages.remove', { n: index + 1 })}
                        onClick={() => onChange(stages.filter((_, i) => i !== index))}
                      >
                        <Icon name="close" size={16} />
                      </Button>
                    )}
                  </div>
                  <label className="block text-sm">
                    <span className="mb-1 block font-medium">
                      {t('winPatterns.stages.share', { n: index + 1 })}
                    </span>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={100}
                      step={1}
                      disabled={disabled}
                      value={Number.isFinite(stage.share_percent) ? stage.share_percent : ''}
                      onChange={(event) =>
                        change(index, { ...stage, share_percent: event.target.valueAsNumber })
                      }
                      className={`${inputClass} max-w-32`}
                    />
                  </label>
                  <StageBonusFields
                    stage={stage}
                    index={index}
                    disabled={disabled}
                    locked={bonusLocked}
                    onChange={(bonus) => change(index, { ...stage, bonus })}
                  />
                  <ul className="flex flex-wrap gap-1.5" aria-label={t('winPatterns.plays')}>
                    {stage.patterns.map((key) => (
                      <li
                        key={key}
                        className="flex items-center gap-1 rounded-full bg-primary-soft py-0.5 pr-1 pl-2.5 text-sm"
                      >
                        {nameOf(key)}
                        <button
                          type="button"
                          disabled={disabled}
                          aria-label={t('winPatterns.stages.removePattern', {
                            name: nameOf(key),
                            n: index + 1,
                          })}
                          onClick={() =>
                            change(index, {
                              ...stage,
                              patterns: stage.patterns.filter((other) => other !== key),
                            })
                          }
                          className="rounded-full p-0.5 hover:bg-surface focus-visible:outline-2 focus-visible:outline-focus"
                        >
                          <Icon name="close" size={14} />
                        </button>
                      </li>
                    ))}
                  </ul>
                  <label className="block text-sm">
                    <span className="sr-only">
                      {t('winPatterns.stages.addPattern', { n: index + 1 })}
                    </span>
                    <select
                      className={inputClass}
                      disabled={disabled}
                      value=""
                      onChange={(event) => {
                        if (event.target.value)
                          change(index, {
                            ...stage,
                            patterns: [...stage.patterns, event.target.value],
                          });
                      }}
                    >
                      <option value="">
                        {t('winPatterns.stages.addPattern', { n: index + 1 })}
                      </option>
                      {free.map((option) => (
                        <option key={option.key} value={option.key}>
                          {option.name}
                        </option>
                      ))}
                    </select>
                  </label>
                </li>
              );
            })}
          </ol>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p
              data-testid="stages-total"
              className={`text-sm ${total === 100 ? 'text-ink-muted' : 'font-semibold text-danger'}`}
            >
              {t('winPatterns.stages.total', { total })}
            </p>
            {stages.length < MAX_STAGES && (
              <Button
                size="sm"
                variant="secondary"
                disabled={disabled}
                onClick={() => onChange([...stages, { patterns: [], share_percent: 0 }])}
              >
                {t('winPatterns.stages.add')}
              </Button>
            )}
          </div>
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
        </>
      )}
    </section>
  );
}
