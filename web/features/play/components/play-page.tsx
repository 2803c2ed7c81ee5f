import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@web/components/ui/brand-mark';
import { Icon } from '@web/components/ui/icons';
import { PreferencesBar } from '@web/components/preferences-bar';

/** The caller screen (/play): full screen, outside the sidebar layout. */
export function PlayPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-page text-ink">
      <title>{`${t('pages.play.title')} · ${t('app.brand')}`}</title>
      <header className="flex h-16 items-center gap-3 border-b border-line bg-surface px-4 sm:px-6">
        <Link
          to="/selection"
          className="inline-flex h-10 items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-medium hover:bg-surface-muted"
        >
          <Icon name="arrowLeft" size={18} />
          <span>{t('pages.play.back')}</span>
        </Link>
        <span
          className="hidden items-center gap-2 font-bold tracking-tight sm:flex"
          aria-hidden="true"
        >
          <BrandMark size={28} />
          {t('app.brand')}
        </span>
        <div className="ml-auto">
          <PreferencesBar />
        </div>
      </header>
      <main className="flex-1 px-4 py-6 sm:px-8">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {t('pages.play.title')}
        </h1>
        <p className="mt-1.5 text-ink-muted">{t('pages.play.subtitle')}</p>
      </main>
    </div>
  );
}
