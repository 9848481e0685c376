import { UserOutlined } from '@ant-design/icons';
import { Avatar, Tag } from 'antd';
import { NavLink, Outlet } from 'react-router';
import type { AccountEntry } from '@/config/account-menu';
import { headPhotoUrl } from '@/lib/head-photo';
import { useSession } from '@/lib/session-store';

/**
 * The personal centre (`/account`): who is signed in, a side menu of the pages that exist and
 * the current page. The side menu is site navigation, so it is a `<nav>` of links.
 */
export function AccountLayout({ entries }: { entries: AccountEntry[] }) {
  const user = useSession((s) => s.userInfo);
  return (
    <div className="page-container account-centre">
      {user && (
        <div className="account-header">
          <Avatar
            aria-hidden
            size={56}
            src={headPhotoUrl(user.HEAD_PHOTO)}
            icon={<UserOutlined />}
            alt=""
          />
          <span className="account-name">{user.USER_NICKNAME || user.USER_NO}</span>
          {user.USER_STATUS === 1 ? (
            <Tag color="success" variant="solid">
              已实名
            </Tag>
          ) : (
            <Tag color="warning" variant="solid">
              未实名
            </Tag>
          )}
        </div>
      )}
      <div className="account-body">
        <nav aria-label="个人中心" className="account-nav">
          <ul className="account-nav-list">
            {entries.map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} className="account-nav-link">
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account-content">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
