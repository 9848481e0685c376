import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { UserInfo } from '@portal/contract';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ACCOUNT_PATH } from '@/config/account-menu';
import { useSiteConfig } from '@/lib/site-config';
import { logout } from '@/lib/auth';
import { headPhotoUrl } from '@/lib/head-photo';
import { hasOfflineState } from '@/lib/offline/marker';
import { sessionStore, storagePrefix } from '@/lib/session-store';

const LOGOUT = 'logout';

const ITEMS = [
  // `/account` opens the first personal-centre page that exists (ACCOUNT_HOME).
  { key: ACCOUNT_PATH, label: '我的主页' },
  { key: '/helpcenter', label: '帮助中心' },
  { key: LOGOUT, label: '退出登录' },
];

function clearLocalEntries(prefix: string) {
  // Collected first: removing while iterating by index would skip entries.
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
  for (const key of keys) if (key?.startsWith(prefix)) localStorage.removeItem(key);
}

/**
 * The signed-in top-bar entry (spec section 2): avatar, name and an account menu, as the
 * WAI-ARIA menu button (opening moves focus in, arrows move, Escape returns). Log out asks
 * for confirmation first. Plain markup: it is on every page a signed-in person opens.
 */
export function UserMenu({ user }: { user: UserInfo }) {
  const navigate = useNavigate();
  const { productCode } = useSiteConfig();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  // USER_NO arrives masked from the server.
  const name = user.USER_NICKNAME || user.USER_NO;

  useEffect(() => {
    if (!open) return;
    items.current[0]?.focus();
    const outside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const choose = (key: string) => {
    setOpen(false);
    if (key === LOGOUT) setConfirming(true);
    else void navigate(key);
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items.current.filter(Boolean) as HTMLButtonElement[];
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 }[event.key];
    if (to !== undefined) {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const signOut = () => {
    setConfirming(false);
    const store = sessionStore().getState();
    const token = store.token;
    // Saved offline data goes at once; the key signs its own revocation, sent now or, with
    // no network, when it is back.
    if (hasOfflineState()) {
      void import('@/lib/offline/offline-store')
        .then((offline) => offline.eraseOffline())
        .catch(() => undefined);
    }
    store.clearAuth();
    clearLocalEntries(storagePrefix(productCode));
    // The session is gone on this side whatever the server answers.
    if (token) logout(token).catch(() => undefined);
    void navigate('/login');
  };

  return (
    <div className="user-menu" ref={wrapper}>
      <button
        ref={trigger}
        type="button"
        className="user-menu-trigger"
        aria-label={`用户菜单：${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Avatar src={headPhotoUrl(user.HEAD_PHOTO)} />
        <span className="user-menu-name">{name}</span>
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label="用户菜单"
          className="user-menu-list"
          onKeyDown={onMenuKey}
        >
          {ITEMS.map((item, i) => (
            <li key={item.key} role="none">
              <button
                ref={(el) => {
                  items.current[i] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="user-menu-item"
                onClick={() => choose(item.key)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={confirming}
        title="退出登录"
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button onClick={() => setConfirming(false)}>取消</Button>
            <Button variant="primary" onClick={signOut}>
              退出
            </Button>
          </>
        }
      >
        <p>确定要退出登录吗？</p>
      </Dialog>
    </div>
  );
}
