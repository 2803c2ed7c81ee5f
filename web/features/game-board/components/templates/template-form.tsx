import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, inputClass } from '@web/components/ui/field';
import { CARD_NUMBER } from '@core/bingo/game-limits';
import {
  PREVIEW_COUNT,
  draftNumbers,
  type NumberSource,
  type TemplateDraft,
  type TemplateError,
} from '@web/lib/cards/card-templates';

interface TemplateFormProps {
  draft: TemplateDraft;
  onChange: (draft: TemplateDraft) => void;
  errors: Partial<Record<'name' | 'numbers', TemplateError>>;
}

/** SPEC "Template manager": name, optional description, range 1..N or a custom list, preview. */
export function TemplateForm({ draft, onChange, errors }: TemplateFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const numbers = draftNumbers(draft);
  const preview = numbers.slice(0, PREVIEW_COUNT);
  const set = (patch: Partial<TemplateDraft>) => onChange({ ...draft, ...patch });
  const sources: { id: NumberSource; label: string }[] = [
    { id: 'range', label: t('templates.form.range') },
    { id: 'custom', label: t('templates.form.custom') },
  ];

  return (
    <div className="space-y-4">
      <TextField
        label={t('templates.form.name')}
        value={draft.name}
        maxLength={100}
        onChange={(event) => set({ name: event.target.value })}
        error={errors.name ? t(`templates.errors.${errors.name}`) : null}
        required
      />
      <div>
        <label htmlFor={`${id}-description`} className="mb-1.5 block text-sm font-medium">
          {t('templates.form.description')}
        </label>
        <textarea
          id={`${id}-description`}
          rows={2}
          maxLength={300}
          value={draft.description}
          onChange={(event) => set({ description: event.target.value })}
          className={inputClass}
        />
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">{t('templates.form.numbers')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {sources.map((source) => (
            <label
              key={source.id}
              className={`flex cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2.5 text-sm font-medium transition-colors ${
                draft.source === source.id
                  ? 'border-primary bg-primary-soft'
                  : 'border-line hover:bg-surface-muted'
              }`}
            >
              <input
                type="radio"
                name={`${id}-source`}
                value={source.id}
                checked={draft.source === source.id}
                onChange={() => set({ source: source.id })}
                className="accent-primary"
              />
              {source.label}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.source === 'range' ? (
        <TextField
          label={t('templates.form.rangeEnd')}
          type="number"
          inputMode="numeric"
          min={CARD_NUMBER.min}
          max={CARD_NUMBER.max}
          step="1"
          value={draft.rangeEnd}
          onChange={(event) => set({ rangeEnd: event.target.value })}
          hint={t('templates.form.rangeHint', {
            min: CARD_NUMBER.min,
            max: CARD_NUMBER.max,
          })}
          error={errors.numbers ? t(`templates.errors.${errors.numbers}`) : null}
        />
      ) : (
        <div>
          <label htmlFor={`${id}-custom`} className="mb-1.5 block text-sm font-medium">
            {t('templates.form.customList')}
          </label>
          <textarea
            id={`${id}-custom`}
            rows={3}
            value={draft.customList}
            placeholder="1, 5, 12, 40"
            onChange={(event) => set({ customList: event.target.value })}
            aria-invalid={errors.numbers ? true : undefined}
            aria-describedby={`${id}-custom-hint${errors.numbers ? ` ${id}-custom-error` : ''}`}
            className={inputClass}
          />
          <p id={`${id}-custom-hint`} className="mt-1 text-xs text-ink-muted">
            {t('templates.form.customHint')}
          </p>
          {errors.numbers && (
            <p id={`${id}-custom-error`} className="mt-1 text-sm text-danger">
              {t(`templates.errors.${errors.numbers}`)}
            </p>
          )}
        </div>
      )}
      <div
        role="group"
        aria-label={t('templates.form.preview')}
        className="rounded-lg bg-surface-muted px-3 py-2.5 text-sm"
      >
        <p aria-hidden="true" className="mb-1.5 text-xs font-medium text-ink-muted">
          {t('templates.form.preview')}
        </p>
        {preview.length === 0 ? (
          <p className="text-ink-muted">{t('templates.form.previewEmpty')}</p>
        ) : (
          <p data-testid="template-preview" className="flex flex-wrap items-center gap-1.5">
            {preview.map((n) => (
              <span
                key={n}
                className="inline-flex h-7 min-w-9 items-center justify-center rounded-md border border-line bg-surface px-1.5 font-semibold tabular-nums"
              >
                {n}
              </span>
            ))}
            <span className="ml-1 text-xs text-ink-muted">
              {t('templates.count', { n: numbers.length })}
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
