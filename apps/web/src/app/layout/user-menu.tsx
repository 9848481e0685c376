import { useState } from 'react';
import { UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import type { UserInfo } from '@portal/contract';
import { ACCOUNT_PATH } from '@/config/account-menu';
import { useSiteConfig } from '@/features/site/api/get-site-config';
import { logout } from '@/lib/auth';
import { headPhotoUrl } from '@/lib/head-photo';
import { sessionStore, storagePrefix } from '@/lib/session-store';

const LOGOUT_KEY = 'logout';

const items: MenuProps['items'] = [
  // `/account` opens the first personal-centre page that exists (ACCOUNT_HOME).
  { key: ACCOUNT_PATH, label: '我的主页' },
  { key: '/helpcenter', label: '帮助中心' },
  { type: 'divider' },
  { key: LOGOUT_KEY, label: '退出登录' },
];

function clearLocalEntries(prefix: string) {
  // Collected first: removing while iterating by index would skip entries.
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
  for (const key of keys) if (key?.startsWith(prefix)) localStorage.removeItem(key);
}

/** The signed-in top-bar entry (spec section 2): avatar, name and an account dropdown. */
export function UserMenu({ user }: { user: UserInfo }) {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { productCode } = useSiteConfig();
  // Mirrored only so the trigger can say whether its menu is open.
  const [open, setOpen] = useState(false);
  // USER_NO arrives masked from the server.
  const name = user.USER_NICKNAME || user.USER_NO;

  const signOut = () => {
    const store = sessionStore().getState();
    const token = store.token;
    store.clearAuth();
    clearLocalEntries(storagePrefix(productCode));
    // The session is gone on this side whatever the server answers.
    if (token) logout(token).catch(() => undefined);
    void navigate('/login');
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key !== LOGOUT_KEY) {
      void navigate(key);
      return;
    }
    modal.confirm({
      title: '退出登录',
      content: '确定要退出登录吗？',
      okText: '退出',
      cancelText: '取消',
      onOk: signOut,
    });
  };

  return (
    <Dropdown
      menu={{ items, onClick }}
      trigger={['click']}
      placement="bottomRight"
      classNames={{ root: 'user-menu-dropdown' }}
      // The menu-button pattern, not a page-load autofocus: opening by keyboard lands in the
      // menu, where the arrow keys move and Escape returns to the button.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      onOpenChange={setOpen}
    >
      <button
        type="button"
        className="user-menu-trigger"
        aria-label={`用户菜单：${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
      >
        <Avatar aria-hidden src={headPhotoUrl(user.HEAD_PHOTO)} icon={<UserOutlined />} alt="" />
        <span className="user-menu-name">{name}</span>
      </button>
    </Dropdown>
  );
}
