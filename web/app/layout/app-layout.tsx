import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MOBILE_QUERY, useMediaQuery } from '@web/lib/use-media-query';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

const SIDEBAR_ID = 'app-sidebar';

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = isMobile && openedOn === pathname;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (menuOpen) closeButtonRef.current?.focus();
  }, [menuOpen]);

  const closeMenu = () => {
    setOpenedOn(null);
    menuButtonRef.current?.focus();
  };

  return (
    <div className="min-h-dvh bg-page text-ink desk:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('app.skipToContent')}
      </a>
      <Sidebar
        closeButtonRef={closeButtonRef}
        id={SIDEBAR_ID}
        isMobile={isMobile}
        open={menuOpen}
        onClose={closeMenu}
      />
      {menuOpen && (
        <div
          aria-hidden="true"
          data-testid="sidebar-overlay"
          onClick={closeMenu}
          className="fixed inset-0 z-30 bg-black/55 backdrop-blur-[2px]"
        />
      )}
      <div className="flex min-h-dvh min-w-0 flex-1 flex-col">
        <TopBar
          menuButtonRef={menuButtonRef}
          sidebarId={SIDEBAR_ID}
          menuOpen={menuOpen}
          onOpenMenu={() => setOpenedOn(pathname)}
        />
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 px-4 py-6 outline-none sm:px-6 desk:px-10 desk:py-8"
        >
          <div className="mx-auto w-full max-w-6xl">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
