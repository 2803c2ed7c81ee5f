import type { KeyboardEvent, Ref } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { navItemsFor, type NavItem, type NavItemId } from '@core/auth/navigation';
import { mayUseTwoFactor } from '@core/auth/two-factor-status';
import { useAuth } from '@web/lib/auth';
import { BrandMark } from '@web/components/ui/brand-mark';
import { Icon, type IconName } from '@web/components/ui/icons';

const NAV_ICONS: Record<NavItemId, IconName> = {
  home: 'home',
  gameBoard: 'grid',
  playGame: 'play',
  bingoCards: 'cards',
  cashier: 'register',
  shift: 'calendar',
  agent: 'briefcase',
  shops: 'store',
  reports: 'chart',
  settings: 'settings',
};

const ROLE_KEYS = ['admin', 'agent', 'cashier'];

interface SidebarProps {
  id: string;
  isMobile: boolean;
  open: boolean;
  onClose: () => void;
  closeButtonRef?: Ref<HTMLButtonElement>;
}

/** SPEC section 2 sidebar: brand, the role's items, Logout at the bottom; off-canvas on mobile. */
export function Sidebar({ id, isMobile, open, onClose, closeButtonRef }: SidebarProps) {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const items = navItemsFor(user?.role);
  const { pathname, hash } = useLocation();
  // Home leads to the role's own area (agent /agent, cashier /cashier, admin /admin), so two items
  // can share a page; only the last, most specific one is marked. Admin's Agent item is
  // /admin#agents: the hash tells it apart from Home.
  const current = `${pathname.replace(/(.)\/$/, '$1')}${hash}`;
  // Else the item whose page holds this one (/agent/cashiers is under the agent's /agent).
  const activeId =
    items.findLast((item) => item.path === current)?.id ??
    items
      .filter((item) => item.path !== '/' && pathname.startsWith(`${item.path}/`))
      .reduce<NavItem | undefined>(
        (best, item) => (best && best.path.length > item.path.length ? best : item),
        undefined,
      )?.id;
  const roleKey = user && ROLE_KEYS.includes(user.role) ? user.role : 'user';
  const initial = (user?.username ?? '?').trim().charAt(0).toUpperCase() || '?';

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isMobile && open && event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <aside
      id={id}
      inert={isMobile && !open}
      onKeyDown={onKeyDown}
      className={`sidebar print:hidden fixed inset-y-0 left-0 z-40 flex w-72 max-w-[85vw] flex-col bg-sidebar text-sidebar-ink shadow-2xl transition-transform duration-200 ease-out desk:sticky desk:top-0 desk:z-auto desk:border-r desk:border-sidebar-line desk:h-dvh desk:w-64 desk:max-w-none desk:translate-x-0 desk:shadow-none ${
        open ? 'translate-x-0' : '-translate-x-full'
      }`}
    >
      <div className="flex h-16 shrink-0 items-center gap-3 border-b border-sidebar-line px-5">
        <BrandMark size={34} />
        <span className="text-lg font-bold tracking-tight">{t('app.brand')}</span>
        {isMobile && (
          <button
            ref={closeButtonRef}
            type="button"
            aria-label={t('nav.closeMenu')}
            onClick={onClose}
            className="ml-auto inline-flex h-9 w-9 items-center justify-center rounded-lg text-sidebar-muted hover:bg-sidebar-hover hover:text-sidebar-ink"
          >
            <Icon name="close" size={20} />
          </button>
        )}
      </div>

      <nav aria-label={t('nav.main')} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={item.path}
                aria-current={item.id === activeId ? 'page' : undefined}
                className={`flex items-center gap-3 rounded-lg px-3 py-2.5 text-[0.9375rem] font-medium transition-colors ${
                  item.id === activeId
                    ? 'bg-sidebar-active text-sidebar-active-ink shadow-sm'
                    : 'text-sidebar-ink/85 hover:bg-sidebar-hover hover:text-sidebar-ink'
                }`}
              >
                <Icon name={NAV_ICONS[item.id]} size={20} className="shrink-0" />
                <span className="truncate">{t(`nav.${item.label ?? item.id}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="shrink-0 border-t border-sidebar-line p-3">
        {user && (
          <div className="mb-2 flex items-center gap-3 px-2 py-1.5">
            <span
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-sidebar-hover text-sm font-semibold"
              aria-hidden="true"
            >
              {initial}
            </span>
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold">{user.username}</span>
              <span className="block truncate text-xs text-sidebar-muted">
                {t(`roles.${roleKey}`)}
              </span>
            </span>
          </div>
        )}
        {mayUseTwoFactor(user?.role) && (
          <NavLink
            to="/security"
            end
            className={({ isActive }) =>
              `mb-1 flex items-center gap-3 rounded-lg px-3 py-2.5 text-[0.9375rem] font-medium transition-colors ${
                isActive
                  ? 'bg-sidebar-active text-sidebar-active-ink shadow-sm'
                  : 'text-sidebar-ink/85 hover:bg-sidebar-hover hover:text-sidebar-ink'
              }`
            }
          >
            <Icon name="lock" size={20} className="shrink-0" />
            <span className="truncate">{t('twoFactor.nav')}</span>
          </NavLink>
        )}
        <button
          type="button"
          onClick={logout}
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-[0.9375rem] font-medium text-sidebar-ink/85 transition-colors hover:bg-sidebar-hover hover:text-sidebar-ink"
        >
          <Icon name="logout" size={20} className="shrink-0" />
          <span>{t('nav.logout')}</span>
        </button>
      </div>
    </aside>
  );
}
