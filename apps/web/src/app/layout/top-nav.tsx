import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { TOP_MENU, isEntryActive, type MenuEntry } from '@/config/menu';
import { HeaderSearch } from '@/features/search/components/header-search';
import { useSiteConfig } from '@/lib/site-config';
import { useSession } from '@/lib/session-store';
import { ElderToggle } from './elder-toggle';
import { useActiveMenu } from './use-active-menu';
import { useHideOnScroll } from './use-hide-on-scroll';

// Signed-in people only: its menu and confirmation stay off a first visit.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/** Signing in or registering from the header comes back to this page (home is the default). */
function backHere(pathname: string, search: string): string {
  return pathname === '/home' ? '' : `?${new URLSearchParams({ redirect: pathname + search })}`;
}

/**
 * Site navigation is a <nav> of links (not role=menu, per elder-and-a11y.md); submenus are
 * disclosure buttons. Written in reading order: brand, search and tools, then the menu on a
 * row of its own (global.css). Below 768 px the menu folds behind one 菜单 button, placed
 * right before what it opens.
 */
export function TopNav() {
  const { siteName } = useSiteConfig();
  const gov = useSession((s) => s.gov);
  const user = useSession((s) => s.userInfo);
  const { pathname, search } = useLocation();
  const activeMenu = useActiveMenu();
  // Remembering where the fold was opened closes it on navigation without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const listId = useId();
  // A tap on the entry of the page one is on changes no address: close the fold by the tap.
  const closeFold = () => setOpenAt(null);
  const headerRef = useRef<HTMLElement>(null);
  const hidden = useHideOnScroll(headerRef, open);

  const entries = TOP_MENU.filter((e) => !(gov && e.hideInGov));

  return (
    <header ref={headerRef} className={hidden ? 'site-header is-hidden' : 'site-header'}>
      <div className="site-header-inner">
        <Link to="/home" className="site-brand">
          {siteName}
        </Link>
        <HeaderSearch />
        <div className="site-header-tools">
          <ElderToggle />
          {user ? (
            <Suspense fallback={<span className="user-menu-placeholder" />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            // Government mode signs in through the government portal, never here.
            !gov && (
              <span className="auth-links">
                <Link to={{ pathname: '/login', search: backHere(pathname, search) }}>登录</Link>
                <Link to={{ pathname: '/accountRegister', search: backHere(pathname, search) }}>
                  注册
                </Link>
              </span>
            )
          )}
        </div>
        <button
          type="button"
          className="nav-fold-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpenAt(open ? null : pathname)}
        >
          菜单
        </button>
        <nav aria-label="主导航" className={open ? 'site-nav is-open' : 'site-nav'}>
          <ul id={listId} className="site-nav-list">
            {gov ? (
              <li>
                <NavLink to="/account" className="site-nav-link" onClick={closeFold}>
                  个人中心
                </NavLink>
              </li>
            ) : (
              entries.map((entry) => (
                <NavItem
                  key={entry.label}
                  entry={entry}
                  active={isEntryActive(entry, pathname, activeMenu)}
                  onNavigate={closeFold}
                />
              ))
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function NavItem({
  entry,
  active,
  onNavigate,
}: {
  entry: MenuEntry;
  active: boolean;
  /** Any entry followed, the current page's too: the phone menu closes. */
  onNavigate: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const subId = useId();
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key === 'Escape') setExpanded(false);
  };

  if (!entry.children) {
    return (
      <li>
        <Link
          to={entry.path ?? '/home'}
          className={active ? 'site-nav-link is-active' : 'site-nav-link'}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
        >
          {entry.label}
        </Link>
      </li>
    );
  }

  return (
    <li
      ref={ref}
      className="has-sub"
      onBlur={(e) => {
        if (!ref.current?.contains(e.relatedTarget as Node | null)) setExpanded(false);
      }}
    >
      <button
        type="button"
        className={active ? 'site-nav-link is-active' : 'site-nav-link'}
        aria-expanded={expanded}
        aria-controls={subId}
        onClick={() => setExpanded((v) => !v)}
        onKeyDown={closeOnEscape}
      >
        {entry.label}
      </button>
      <ul id={subId} className="site-subnav" hidden={!expanded}>
        {entry.children.map((child) => (
          <li key={child.label}>
            <Link
              to={child.path ?? '/home'}
              className="site-subnav-link"
              onKeyDown={closeOnEscape}
              onClick={() => {
                setExpanded(false);
                onNavigate();
              }}
            >
              {child.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
