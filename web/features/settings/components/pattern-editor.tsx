import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LETTERS } from '@core/bingo/modes';
import { bitOf } from '@core/bingo/patterns/grid-mask';
import {
  MAX_DRAWN_MASKS,
  MAX_K,
  PATTERN_CLASSES,
  compilePattern,
} from '@core/bingo/patterns/pattern';
import { customPatternRequestSchema, type CustomPattern } from '@core/schemas/patterns';
import { FormRow, FormSelectField, FormTextField } from '@web/components/form/fields';
import { showServerError } from '@web/components/form/server-errors';
import { errorAt, useSchemaForm } from '@web/components/form/use-schema-form';
import { PatternGrid } from '@web/components/pattern-grid';
import { Button } from '@web/components/ui/button';
import { FormError } from '@web/components/ui/field';
import { Icon } from '@web/components/ui/icons';
import { Modal } from '@web/components/ui/modal';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { useSaveShopPattern } from '../api/patterns-api';

const SIDE = 5;
const CENTRE = bitOf(2, 2);
/** The most ways the preview draws; the count names them all. */
const PREVIEW_LIMIT = 48;

/**
 * One shape on a 5x5 grid: each cell a toggle button (click, Space or Enter). The centre is the
 * card's free space: always marked, so it is shown as FREE and left out of the drawn mask. Only
 * an "anywhere" shape moves, and a cell of it that sits on the centre must follow it elsewhere:
 * there the centre is a cell like the others (still labelled FREE).
 */
function ShapeGrid({
  mask,
  onChange,
  label,
  invalid,
  centreIsCell,
}: {
  mask: number;
  onChange: (mask: number) => void;
  label: string;
  invalid: boolean;
  centreIsCell: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={label}
      className={`grid w-full max-w-64 grid-cols-5 gap-1 rounded-lg border p-1.5 ${invalid ? 'border-danger' : 'border-line'}`}
    >
      {Array.from({ length: SIDE * SIDE }, (_, bit) => {
        const row = Math.floor(bit / SIDE);
        const column = bit % SIDE;
        const cellName = t('winPatterns.editor.cell', {
          letter: LETTERS[column],
          row: row + 1,
        });
        if (bit === CENTRE && !centreIsCell) {
          return (
            <span
              key={bit}
              aria-label={`${cellName}: ${t('winPatterns.editor.free')}`}
              role="img"
              className="flex aspect-square items-center justify-center rounded-md bg-primary/60 text-[0.6rem] font-bold text-on-primary"
            >
              {t('winPatterns.editor.free')}
            </span>
          );
        }
        const on = (mask & (1 << bit)) !== 0;
        return (
          <button
            key={bit}
            type="button"
            aria-pressed={on}
            aria-label={cellName}
            data-cell={`${row}-${column}`}
            onClick={() => onChange(mask ^ (1 << bitOf(row, column)))}
            className={`aspect-square rounded-md border text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus ${
              on
                ? 'border-primary bg-primary text-on-primary'
                : 'border-line bg-surface hover:bg-surface-muted'
            }`}
          >
            {row === 0 ? (
              LETTERS[column]
            ) : bit === CENTRE ? (
              <span className="text-[0.6rem]">{t('winPatterns.editor.free')}</span>
            ) : (
              ''
            )}
          </button>
        );
      })}
    </div>
  );
}

/** Every mask the class makes of the drawn shapes, or none while the drawing cannot be played. */
function previewMasks(values: { class: CustomPattern['class']; masks: number[]; k: number }) {
  const masks = [...new Set(values.masks.filter((mask) => mask > 0))];
  if (masks.length === 0) return [];
  const k = values.class === 'k_of_set' ? Math.min(Math.max(1, values.k || 1), masks.length) : 1;
  try {
    return [
      ...compilePattern({ key: 'preview', name: 'preview', class: values.class, masks, k }).masks,
    ];
  } catch {
    return [];
  }
}

/**
 * The custom pattern editor (decision 034): a name, a class and shapes drawn on 5x5 grids, with a
 * live preview of every way the class lets it win. Checked with the server's own schema; a name
 * the shop already uses comes back on the name field.
 */
export function PatternEditor({
  shopId,
  pattern,
  onClose,
  onSaved,
}: {
  shopId: number;
  pattern: CustomPattern | null;
  onClose: () => void;
  onSaved: (pattern: CustomPattern) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveShopPattern(shopId);
  const form = useSchemaForm(customPatternRequestSchema, {
    defaultValues: pattern
      ? { name: pattern.name, class: pattern.class, masks: pattern.masks, k: pattern.k }
      : { name: '', class: 'fixed', masks: [0], k: 1 },
  });
  const values = useWatch({ control: form.control });
  const patternClass = values.class ?? 'fixed';
  // An empty list (every shape was empty at a submit) still shows one grid to draw on.
  const masks = useMemo(
    () => (values.masks && values.masks.length > 0 ? values.masks : [0]),
    [values.masks],
  );
  const k = Number(values.k ?? 1);
  const preview = useMemo(
    () => previewMasks({ class: patternClass, masks, k }),
    [patternClass, masks, k],
  );
  const kOfSet = patternClass === 'k_of_set';
  const shapesError = errorAt(form.formState.errors, 'masks');

  const setMasks = (next: number[]) =>
    form.setValue('masks', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  // Only k of a set takes k; it starts with two shapes to choose among.
  useEffect(() => {
    if (!kOfSet && form.getValues('k') !== 1) form.setValue('k', 1);
    const drawn = form.getValues('masks');
    if (kOfSet && drawn.length < 2) form.setValue('masks', [...drawn, 0]);
  }, [kOfSet, form]);

  const submit = form.handleSubmit((input) => {
    save.mutate(
      { id: pattern?.id, pattern: input },
      {
        onSuccess: (saved) => {
          toast.success(t('winPatterns.editor.saved'), { autoClose: MAIN_SCREEN_TOAST_MS });
          onSaved(saved);
        },
        onError: (error) =>
          showServerError(form, error, {
            fallback: t('winPatterns.editor.error'),
            codeFields: { pattern_name_taken: 'name' },
          }),
      },
    );
  });

  return (
    <Modal
      title={t(pattern ? 'winPatterns.editor.editTitle' : 'winPatterns.editor.newTitle')}
      onClose={onClose}
      onSubmit={() => {
        // Empty shapes are left out; none drawn at all: the schema says "Draw at least one shape".
        form.setValue(
          'masks',
          masks.filter((mask) => mask > 0),
          { shouldDirty: true },
        );
        void submit();
      }}
      busy={save.isPending}
      size="lg"
      footer={
        <>
          {form.formState.errors.root?.server?.message && (
            <div className="w-full">
              <FormError>{form.formState.errors.root.server.message}</FormError>
            </div>
          )}
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {t('winPatterns.editor.save')}
          </Button>
        </>
      }
    >
      <div className="space-y-4" data-testid="pattern-editor">
        <FormRow>
          <FormTextField
            form={form}
            name="name"
            label={t('winPatterns.editor.name')}
            autoComplete="off"
          />
          <FormSelectField
            form={form}
            name="class"
            label={t('winPatterns.editor.class')}
            hint={t(`winPatterns.classHints.${patternClass}`)}
          >
            {PATTERN_CLASSES.map((name) => (
              <option key={name} value={name}>
                {t(`winPatterns.classes.${name}`)}
              </option>
            ))}
          </FormSelectField>
        </FormRow>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('winPatterns.editor.shapes')}</legend>
          <p className="text-xs text-ink-muted">{t('winPatterns.editor.gridHint')}</p>
          {shapesError && <FormError>{shapesError}</FormError>}
          <div className="grid gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3">
            {masks.map((mask, index) => {
              const error = errorAt(form.formState.errors, `masks.${index}`);
              return (
                <div key={index} className="space-y-1.5" data-testid={`shape-${index + 1}`}>
                  <div className="flex items-center justify-between gap-2 text-sm font-medium">
                    <span>{t('winPatterns.editor.shape', { n: index + 1 })}</span>
                    {masks.length > 1 && (
                      <Button
                        size="sm"
                        variant="dangerGhost"
                        aria-label={t('winPatterns.editor.removeShape', { n: index + 1 })}
                        onClick={() => setMasks(masks.filter((_, i) => i !== index))}
                      >
                        <Icon name="close" size={16} />
                      </Button>
                    )}
                  </div>
                  <ShapeGrid
                    mask={mask}
                    label={t('winPatterns.editor.shape', { n: index + 1 })}
                    invalid={!!error}
                    centreIsCell={patternClass === 'anywhere'}
                    onChange={(next) => setMasks(masks.map((m, i) => (i === index ? next : m)))}
                  />
                  {error && <p className="text-sm text-danger">{error}</p>}
                </div>
              );
            })}
          </div>
          {masks.length < MAX_DRAWN_MASKS && (
            <Button variant="secondary" size="sm" onClick={() => setMasks([...masks, 0])}>
              {t('winPatterns.editor.addShape')}
            </Button>
          )}
        </fieldset>
        {kOfSet && (
          <FormSelectField form={form} name="k" numeric label={t('winPatterns.editor.k')}>
            {Array.from({ length: Math.min(MAX_K, Math.max(1, masks.length)) }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </FormSelectField>
        )}
        <section aria-labelledby="pattern-preview-title" className="space-y-2">
          <h3 id="pattern-preview-title" className="text-sm font-semibold">
            {t('winPatterns.editor.preview', { count: preview.length })}
          </h3>
          {preview.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('winPatterns.editor.previewEmpty')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2" data-testid="pattern-preview">
              {preview.slice(0, PREVIEW_LIMIT).map((way, index) => (
                <li key={way}>
                  <PatternGrid
                    mask={way}
                    size="sm"
                    label={`${values.name || t('winPatterns.editor.newTitle')} ${index + 1}`}
                  />
                </li>
              ))}
              {preview.length > PREVIEW_LIMIT && (
                <li className="self-center text-sm text-ink-muted">
                  +{preview.length - PREVIEW_LIMIT}
                </li>
              )}
            </ul>
          )}
        </section>
      </div>
    </Modal>
  );
}
