import { useTranslation } from 'react-i18next';
import type { Theme } from '@web/lib/themes';
import { Icon } from './ui/icons';

/** A theme's colours in small: sidebar, page and accent. */
export function ThemeSwatch({ theme, className = '' }: { theme: Theme; className?: string }) {
  const [sidebar, page, accent] = theme.preview;
  return (
    <span
      className={[
        className,
        'grid h-9 w-12 shrink-0 grid-cols-[40%_60%] overflow-hidden rounded-md border border-line',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-hidden="true"
    >
      <span style={{ backgroundColor: sidebar }} />
      <span className="flex items-end justify-end p-1" style={{ backgroundColor: page }}>
        <span className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: accent }} />
      </span>
    </span>
  );
}

/** A theme's icon, name and description, as the theme choices show them. */
export function ThemeText({
  theme,
  className,
  nameClassName,
}: {
  theme: Theme;
  className: string;
  nameClassName: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={className}>
      <span className={`flex items-center gap-1.5 ${nameClassName}`}>
        <Icon name={theme.icon} size={16} className="text-ink-muted" />
        {t(theme.name)}
      </span>
      <span className="block text-xs leading-snug text-ink-muted">{t(theme.description)}</span>
    </span>
  );
}
