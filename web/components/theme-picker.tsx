import { useTranslation } from 'react-i18next';
import { useTheme } from '@web/lib/theme';
import { THEMES } from '@web/lib/themes';
import { ThemeSwatch, ThemeText } from './theme-swatch';
import { MenuButton } from './ui/menu-button';

export function ThemePicker() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const current = THEMES.find((item) => item.id === theme) ?? THEMES[0];

  return (
    <MenuButton
      label={t('preferences.theme')}
      icon="palette"
      currentText={current ? t(current.name) : ''}
      value={theme}
      onSelect={setTheme}
      menuClassName="w-80"
      options={THEMES.map((item) => ({
        value: item.id,
        label: t(item.name),
        description: t(item.description),
        content: (
          <span className="flex items-center gap-3">
            <ThemeSwatch theme={item} className="relative" />
            <ThemeText theme={item} className="min-w-0" nameClassName="font-medium" />
          </span>
        ),
      }))}
    />
  );
}
