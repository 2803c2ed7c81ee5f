import { useTranslation } from 'react-i18next';
import { useTheme } from '@web/lib/theme';
import { THEMES, type Theme } from '@web/lib/themes';
import { Icon } from './ui/icons';
import { MenuButton } from './ui/menu-button';

function ThemeSwatch({ theme }: { theme: Theme }) {
  const [sidebar, page, accent] = theme.preview;
  return (
    <span
      className="relative grid h-9 w-12 shrink-0 grid-cols-[40%_60%] overflow-hidden rounded-md border border-line"
      aria-hidden="true"
    >
      <span style={{ backgroundColor: sidebar }} />
      <span className="flex items-end justify-end p-1" style={{ backgroundColor: page }}>
        <span className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: accent }} />
      </span>
    </span>
  );
}

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
            <ThemeSwatch theme={item} />
            <span className="min-w-0">
              <span className="flex items-center gap-1.5 font-medium">
                <Icon name={item.icon} size={16} className="text-ink-muted" />
                {t(item.name)}
              </span>
              <span className="block text-xs leading-snug text-ink-muted">
                {t(item.description)}
              </span>
            </span>
          </span>
        ),
      }))}
    />
  );
}
