import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanStage } from '@core/bingo/patterns/game-patterns';
import { CONDITION_PRESETS, PRESET_PATTERNS } from '@core/bingo/patterns/presets';
import type { CustomPattern } from '@core/schemas/patterns';
import { PatternGrid, patternPicture } from '@web/components/pattern-grid';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { SwitchField } from '@web/components/ui/field';
import { Icon } from '@web/components/ui/icons';
import { Panel } from '@web/components/ui/panel';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { patternName } from '@web/lib/pattern-names';
import { useDeleteShopPattern, useShopPatterns } from '../api/patterns-api';
import { PatternEditor } from './pattern-editor';
import { StagesEditor } from './stages-editor';
import { useAuth } from '@web/lib/auth';
import { useShopPatternOptions } from '@web/lib/shop-patterns';

/** The presets SPEC's four switches do not already stand for. */
const SWITCH_KEYS = new Set(Object.values(CONDITION_PRESETS));
const CHOOSABLE_PRESETS = PRESET_PATTERNS.filter((pattern) => !SWITCH_KEYS.has(pattern.key));

/** One choosable pattern: its mini grid and name, a keyboard-operable checkbox. */
function PatternTile({
  pattern,
  name,
  checked,
  disabled,
  onChange,
}: {
  pattern: { key: string; masks: readonly number[]; k: number };
  name: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label
      data-testid={`pattern-tile-${pattern.key}`}
      className={`flex cursor-pointer items-center gap-2.5 rounded-lg border p-2 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ${
        checked ? 'border-primary bg-primary-soft' : 'border-line hover:bg-surface-muted'
      } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="accent-primary"
      />
      <PatternGrid mask={patternPicture(pattern)} size="sm" className="pointer-events-none" />
      <span className="min-w-0 break-words font-medium">{name}</span>
    </label>
  );
}

/**
 * The shop's win patterns besides SPEC's switches (decision 034): the presets to choose from, the
 * shop's own (new, edit, delete) and the skip-unused rule. What is chosen is saved with the rest
 * of the shop's settings.
 */
export function WinPatternsPanel({
  shopId,
  disabled,
  chosen,
  onChoose,
  skipUnused,
  onSkipUnused,
  stages,
  onStages,
  stagesError,
}: {
  shopId: number | null;
  disabled: boolean;
  chosen: readonly string[];
  onChoose: (key: string, on: boolean) => void;
  skipUnused: boolean;
  onSkipUnused: (on: boolean) => void;
  stages: PlanStage[] | null;
  onStages: (stages: PlanStage[] | null) => void;
  stagesError: string | null;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const own = useShopPatterns(shopId);
  const options = useShopPatternOptions(shopId);
  const [editing, setEditing] = useState<CustomPattern | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CustomPattern | null>(null);
  const remove = useDeleteShopPattern(shopId ?? 0);
  const chosenSet = new Set(chosen);

  const confirmDelete = (pattern: CustomPattern) => {
    remove.mutate(pattern.id, {
      onSuccess: () => {
        onChoose(pattern.key, false);
        setDeleting(null);
        toast.success(t('winPatterns.deleted'), { autoClose: MAIN_SCREEN_TOAST_MS });
      },
      onError: () => {
        setDeleting(null);
        toast.error(t('winPatterns.deleteError'));
      },
    });
  };

  return (
    <Panel title={t('winPatterns.title')}>
      <div className="space-y-5" data-testid="win-patterns">
        <p className="text-sm text-ink-muted">{t('winPatterns.hint')}</p>
        <fieldset disabled={disabled}>
          <legend className="mb-2 flex w-full flex-wrap items-baseline justify-between gap-2 text-sm font-semibold">
            <span>{t('winPatterns.presets')}</span>
            <span className="font-normal text-ink-muted" data-testid="patterns-chosen">
              {t('winPatterns.chosen', { count: chosen.length })}
            </span>
          </legend>
          <div className="grid grid-cols-2 gap-2 md:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5">
            {CHOOSABLE_PRESETS.map((pattern) => (
              <PatternTile
                key={pattern.key}
                pattern={pattern}
                name={patternName(t, pattern)}
                checked={chosenSet.has(pattern.key)}
                disabled={disabled}
                onChange={(on) => onChoose(pattern.key, on)}
              />
            ))}
          </div>
        </fieldset>
        <section aria-labelledby="own-patterns-title" className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="own-patterns-title" className="text-sm font-semibold">
              {t('winPatterns.own')}
            </h3>
            <Button size="sm" disabled={disabled} onClick={() => setEditing('new')}>
              <Icon name="sparkles" size={16} />
              {t('winPatterns.new')}
            </Button>
          </div>
          {shopId !== null && own.isPending && (
            <p role="status" className="text-sm text-ink-muted">
              {t('winPatterns.ownLoading')}
            </p>
          )}
          {own.isError && (
            <ErrorAlert
              message={t('winPatterns.ownError')}
              onRetry={() => void own.refetch()}
              retrying={own.isFetching}
            />
          )}
          {own.data?.length === 0 && <EmptyState icon="grid" title={t('winPatterns.ownEmpty')} />}
          {own.data && own.data.length > 0 && (
            <ul className="grid grid-cols-1 gap-2 md:grid-cols-2 xl:grid-cols-3">
              {own.data.map((pattern) => (
                <li
                  key={pattern.id}
                  data-testid={`own-pattern-${pattern.name}`}
                  className="flex items-center gap-2 rounded-lg border border-line p-2"
                >
                  <PatternTile
                    pattern={pattern}
                    name={pattern.name}
                    checked={chosenSet.has(pattern.key)}
                    disabled={disabled}
                    onChange={(on) => onChoose(pattern.key, on)}
                  />
                  <span className="ml-auto flex shrink-0 gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('winPatterns.edit', { name: pattern.name })}
                      onClick={() => setEditing(pattern)}
                    >
                      <Icon name="settings" size={16} />
                    </Button>
                    <Button
                      size="sm"
                      variant="dangerGhost"
                      aria-label={t('winPatterns.delete', { name: pattern.name })}
                      onClick={() => setDeleting(pattern)}
                    >
                      <Icon name="close" size={16} />
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <SwitchField
          label={t('winPatterns.skipUnused')}
          description={t('winPatterns.skipUnusedHint')}
          checked={skipUnused}
          disabled={disabled}
          onChange={onSkipUnused}
        />
        <StagesEditor
          bonusLocked={user?.role === 'cashier'}
          stages={stages}
          onChange={onStages}
          disabled={disabled}
          error={stagesError}
          options={options}
        />
      </div>
      {editing !== null && shopId !== null && (
        <PatternEditor
          shopId={shopId}
          pattern={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (editing === 'new') onChoose(saved.key, true);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('winPatterns.deleteTitle')}
          message={t('winPatterns.deleteMessage', { name: deleting.name })}
          confirmLabel={t('common.delete')}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => confirmDelete(deleting)}
        />
      )}
    </Panel>
  );
}
