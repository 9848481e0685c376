import { NavLink, Outlet } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
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
          <Avatar size={56} src={headPhotoUrl(user.HEAD_PHOTO)} />
          <span className="account-name">{user.USER_NICKNAME || user.USER_NO}</span>
          {user.USER_STATUS === 1 ? (
            <span className="badge badge--success">已实名</span>
          ) : (
            <span className="badge badge--warning">未实名</span>
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
