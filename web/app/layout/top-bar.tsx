import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@web/components/ui/brand-mark';
import { Icon } from '@web/components/ui/icons';
import { PreferencesBar } from '@web/components/preferences-bar';
import { HallStatusBar } from '@web/components/hall-status';

interface TopBarProps {
  sidebarId: string;
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef?: Ref<HTMLButtonElement>;
}

export function TopBar({ sidebarId, menuOpen, onOpenMenu, menuButtonRef }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-20 shrink-0 border-b border-line bg-surface/90 backdrop-blur print:hidden">
      <div className="flex h-16 items-center gap-3 px-4 sm:px-6 desk:px-8">
        <button
          ref={menuButtonRef}
          type="button"
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          onClick={onOpenMenu}
          className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-line bg-surface text-ink hover:bg-surface-muted desk:hidden"
        >
          <Icon name="menu" size={22} />
        </button>
        <span
          className="flex items-center gap-2 font-bold tracking-tight desk:hidden"
          aria-hidden="true"
        >
          <BrandMark size={28} />
          <span className="hidden min-[420px]:inline">{t('app.brand')}</span>
        </span>
        <div className="ml-auto">
          <PreferencesBar />
        </div>
      </div>
      <HallStatusBar />
    </header>
  );
}
