import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESET_PATTERNS } from '@core/bingo/patterns/presets';
import { SwitchField } from '@web/components/ui/field';
import { patternName } from '@web/lib/pattern-names';
import { useOwnPatterns } from '../api/shops-api';

/**
 * The patterns a shop's cashier may choose among (decision 045): every pattern (null), or those
 * ticked, the presets first and then the shop's own.
 */
export function AllowedPatternsField({
  shopId,
  value,
  onChange,
}: {
  shopId: number;
  value: string[] | null;
  onChange: (next: string[] | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const own = useOwnPatterns(shopId);
  const patterns = [...PRESET_PATTERNS, ...(own.data ?? [])];
  const toggle = (key: string, on: boolean) => {
    const current = value ?? [];
    onChange(on ? [...current, key] : current.filter((k) => k !== key));
  };
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">{t('shopLimits.allowedTitle')}</legend>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {t('shopLimits.allowedHint')}
      </p>
      <SwitchField
        label={t('shopLimits.allowAll')}
        checked={value === null}
        onChange={(all) => onChange(all ? null : patterns.map((pattern) => pattern.key))}
      />
      {value !== null && (
        <div className="grid max-h-56 gap-1 overflow-y-auto sm:grid-cols-2">
          {patterns.map((pattern) => (
            <label key={pattern.key} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={value.includes(pattern.key)}
                onChange={(event) => toggle(pattern.key, event.target.checked)}
              />
              {patternName(t, pattern)}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
