import { STAFF_ROLE_NAMES, staffMay, type StaffSessionAnswer } from '@portal/contract';
import { Button, Layout, Menu, Space, Typography, type MenuProps } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSignOut } from '@/features/auth/api/sign-out';
import { onUnauthenticated } from '@/lib/api';
import { CONSOLE_ROUTES } from './routes';

const { Header, Sider, Content } = Layout;

/** The menu of what this role may do, grouped as the route table groups it. */
function menuFor(me: StaffSessionAnswer): MenuProps['items'] {
  const allowed = CONSOLE_ROUTES.filter((r) => staffMay(me.staff.role, r.permission));
  const groups = [...new Set(allowed.map((r) => r.group))];
  return [
    { key: '/', label: <Link to="/">工作台首页</Link> },
    ...groups.map((group) => ({
      key: `group:${group}`,
      type: 'group' as const,
      label: group,
      children: allowed
        .filter((r) => r.group === group)
        .map((r) => ({ key: `/${r.path}`, label: <Link to={`/${r.path}`}>{r.label}</Link> })),
    })),
  ];
}

export function ConsoleLayout({ me, children }: { me: StaffSessionAnswer; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [collapsed, setCollapsed] = useState(false);
  const items = useMemo(() => menuFor(me), [me]);
  const current = CONSOLE_ROUTES.find((r) => location.pathname.startsWith(`/${r.path}`));

  useEffect(() => {
    document.title = `${current?.label ?? '工作台首页'} - 12320 工作台`;
  }, [current]);

  useEffect(() => {
    // The server ended the session (15 minutes idle, disabled, factor reset): sign in again.
    onUnauthenticated(() => {
      const back = encodeURIComponent(location.pathname + location.search);
      navigate(`/sign-in?redirect=${back}&expired=1`, { replace: true });
    });
  }, [location, navigate]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sider
        breakpoint="lg"
        collapsedWidth={0}
        collapsed={collapsed}
        onCollapse={setCollapsed}
        width={220}
        theme="light"
        style={{ borderRight: '1px solid #f0f0f0' }}
      >
        <div style={{ padding: '16px 24px', fontWeight: 600, fontSize: 16 }}>12320 工作台</div>
        <nav aria-label="工作台菜单">
          <Menu
            mode="inline"
            items={items}
            selectedKeys={[current ? `/${current.path}` : '/']}
            style={{ borderInlineEnd: 0 }}
          />
        </nav>
      </Sider>
      <Layout>
        <Header
          style={{
            background: '#fff',
            padding: '0 24px',
            display: 'flex',
            justifyContent: 'flex-end',
            borderBottom: '1px solid #f0f0f0',
          }}
        >
          <Space>
            <Typography.Text>
              {me.staff.name}（{STAFF_ROLE_NAMES[me.staff.role]}）
            </Typography.Text>
            <Button
              onClick={() =>
                signOut.mutate(undefined, {
                  onSettled: () => navigate('/sign-in', { replace: true }),
                })
              }
              loading={signOut.isPending}
            >
              退出登录
            </Button>
          </Space>
        </Header>
        <Content style={{ padding: 24 }}>
          <main id="main">{children}</main>
        </Content>
      </Layout>
    </Layout>
  );
}
