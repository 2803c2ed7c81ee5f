import { useTranslation } from 'react-i18next';
import { Icon } from '@web/components/ui/icons';
import { useTheme } from '@web/lib/theme';
import { THEMES } from '@web/lib/themes';
import { ThemeSwatch, ThemeText } from '@web/components/theme-swatch';

/** The six themes of SPEC section 3, the same choice as the top-right picker; shown at once, kept on Save. */
export function ThemeChooser() {
  const { t } = useTranslation();
  const { theme, previewTheme } = useTheme();
  return (
    <fieldset>
      <legend className="sr-only">{t('settings.theme.title')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {THEMES.map((item) => {
          const checked = item.id === theme;
          return (
            <label
              key={item.id}
              className={`relative flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-focus ${
                checked ? 'border-primary bg-primary-soft' : 'border-line hover:bg-surface-muted'
              }`}
            >
              <input
                type="radio"
                name="theme"
                value={item.id}
                checked={checked}
                onChange={() => previewTheme(item.id)}
                className="absolute inset-0 z-10 cursor-pointer opacity-0"
              />
              <ThemeSwatch theme={item} />
              <ThemeText theme={item} className="min-w-0 flex-1" nameClassName="font-semibold" />
              {checked && <Icon name="check" size={18} className="shrink-0 text-primary" />}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
