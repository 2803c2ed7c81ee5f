import { useTranslation } from 'react-i18next';

/** Says, in the screen's language, that the server or the live feed cannot be reached. */
export function ConnectionNotice({ size = 'caller' }: { size?: 'caller' | 'tv' }) {
  const { t } = useTranslation();
  return (
    <p
      role="alert"
      data-testid="connection-notice"
      className={`inline-flex items-center gap-2 rounded-full bg-danger font-bold text-surface shadow ${
        size === 'tv' ? 'px-[1.6vmin] py-[0.6vmin] text-[2.4vmin]' : 'px-3 py-1 text-sm'
      }`}
    >
      <span
        aria-hidden="true"
        className={`${size === 'tv' ? 'h-[1.2vmin] w-[1.2vmin]' : 'h-2 w-2'} rounded-full bg-surface motion-safe:animate-pulse`}
      />
      {t('connection.offline')}
    </p>
  );
}
