import { Navigate, type RouteObject } from 'react-router';
import { accountHome } from '@/config/account-menu';
import type { RouteHandle } from './route-meta';
import { lazyPage as page, lightPage } from './lazy-page';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import { StandaloneLayout } from './layout/standalone-layout';
import HomeRoute from './routes/home';
import NotFoundRoute from './routes/not-found';

const meta = (m: RouteHandle['meta']): RouteHandle => ({ meta: m });

/** `/account` itself is no page: it opens the first personal-centre page that exists. */
function AccountIndex() {
  return <Navigate to={accountHome(routes)} replace />;
}

/**
 * The one route table: path, lazy page and meta. Later features add their routes here
 * (standalone pages beside the layout, layout pages among its children).
 */
export const routes: RouteObject[] = [
  {
    element: <StandaloneLayout />,
    errorElement: <RouteError />,
    children: [
      {
        path: 'login',
        handle: meta({ title: '登录', action: 'login' }),
        lazy: lightPage(() => import('./routes/login')),
      },
      {
        path: 'accountRegister',
        handle: meta({ title: '注册', action: 'register' }),
        lazy: lightPage(() => import('./routes/account-register')),
      },
      {
        path: 'forget',
        handle: meta({ title: '找回密码', action: 'forget_password' }),
        lazy: lightPage(() => import('./routes/forget')),
      },
      {
        path: 'unbind',
        handle: meta({ title: '解除设备绑定', action: 'unbind_device' }),
        lazy: lightPage(() => import('./routes/unbind')),
      },
    ],
  },
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      {
        path: 'home',
        handle: meta({ title: '首页', action: 'index' }),
        // Bundled with the shell, not loaded on demand: most visits start here, and the page is
        // plain HTML and CSS, so a first visit needs no second round trip and no antd.
        Component: HomeRoute,
      },
      {
        path: 'hospital/list',
        handle: meta({ title: '医院介绍', action: 'hospital_list' }),
        lazy: lightPage(() => import('./routes/hospital-list')),
      },
      {
        path: 'hospital/detail/:id',
        handle: meta({
          title: '医院详情',
          action: 'hospital_detail',
          activeMenu: '/hospital/list',
        }),
        lazy: lightPage(() => import('./routes/hospital-detail')),
      },
      {
        path: 'hospital/department',
        handle: meta({ title: '科室排班', action: 'shiftcase', activeMenu: '/hospital/list' }),
        lazy: lightPage(() => import('./routes/hospital-department')),
      },
      {
        path: 'doctor',
        handle: meta({ title: '医生详情', action: 'doctor_detail', activeMenu: '/hospital/list' }),
        lazy: lightPage(() => import('./routes/doctor')),
      },
      {
        path: 'register',
        handle: meta({ title: '预约挂号', action: 'appoint' }),
        lazy: lightPage(() => import('./routes/register')),
      },
      {
        path: 'register/confirm',
        handle: meta({ title: '确认预约', action: 'order' }),
        lazy: lightPage(() => import('./routes/register-confirm')),
      },
      {
        path: 'wiki/knowledge',
        handle: meta({ title: '知识库', action: 'encyclopedia' }),
        lazy: lightPage(() => import('./routes/wiki-knowledge')),
        // The spec's subpages, each deep-linkable; the top menu's 知识库 stays highlighted.
        children: [
          { index: true, element: <Navigate to="base" replace /> },
          {
            path: 'base',
            handle: meta({
              title: '知识库',
              action: 'encyclopedia',
              activeMenu: '/wiki/knowledge',
            }),
            lazy: lightPage(() => import('./routes/wiki-base')),
          },
          {
            path: 'article',
            handle: meta({
              title: '科普文章',
              action: 'encyclopedia',
              activeMenu: '/wiki/knowledge',
            }),
            lazy: lightPage(() => import('./routes/wiki-article-list')),
          },
          {
            path: 'article/:id',
            handle: meta({
              title: '健康知识',
              action: 'knowledge_detail',
              activeMenu: '/wiki/knowledge',
            }),
            lazy: lightPage(() => import('./routes/wiki-article')),
          },
          {
            path: 'disease_list',
            handle: meta({
              title: '疾病 A–Z',
              action: 'encyclopedia',
              activeMenu: '/wiki/knowledge',
            }),
            lazy: lightPage(() => import('./routes/wiki-disease-list')),
          },
          {
            path: 'disease/:id',
            handle: meta({
              title: '疾病详情',
              action: 'knowledge_detail',
              activeMenu: '/wiki/knowledge',
            }),
            lazy: lightPage(() => import('./routes/wiki-condition')),
          },
          {
            path: 'disease_article_list',
            handle: meta({
              title: '疾病相关文章',
              action: 'encyclopedia',
              activeMenu: '/wiki/knowledge',
            }),
            lazy: lightPage(() => import('./routes/wiki-disease-articles')),
          },
          {
            path: 'media_article',
            handle: meta({
              title: '图解与音频',
              action: 'encyclopedia',
              activeMenu: '/wiki/knowledge',
            }),
            lazy: lightPage(() => import('./routes/wiki-media')),
          },
        ],
      },
      {
        path: 'wiki/identify',
        handle: meta({ title: '中医体质辨识', action: 'identification' }),
        lazy: lightPage(() => import('./routes/wiki-identify')),
      },
      {
        path: 'inquiry/guides/:id',
        handle: meta({ title: '办事指南', action: 'convenience_services', activeMenu: '/inquiry' }),
        lazy: lightPage(() => import('./routes/inquiry-guide')),
      },
      {
        path: 'inquiry/:tab?',
        handle: meta({ title: '便民查询', action: 'convenience_services', activeMenu: '/inquiry' }),
        lazy: lightPage(() => import('./routes/inquiry')),
      },
      {
        path: 'drug',
        handle: meta({ title: '药品查询', action: 'drug_control' }),
        lazy: lightPage(() => import('./routes/drug')),
      },
      {
        path: 'drug/detail/:id',
        handle: meta({ title: '药品详情', action: 'drug_control', activeMenu: '/drug' }),
        lazy: lightPage(() => import('./routes/drug-detail')),
      },
      {
        path: 'search',
        handle: meta({ title: '全站搜索' }),
        lazy: lightPage(() => import('./routes/search')),
      },
      {
        path: 'helpcenter',
        handle: meta({ title: '帮助中心', action: 'help' }),
        lazy: lightPage(() => import('./routes/helpcenter')),
      },
      {
        path: 'public_health',
        handle: meta({ title: '基本公共卫生服务' }),
        lazy: lightPage(() => import('./routes/public-health')),
      },
      {
        path: 'account',
        handle: meta({ title: '个人中心', action: 'container' }),
        lazy: lightPage(() => import('./routes/account')),
        children: [
          { index: true, Component: AccountIndex },
          // Personal-centre pages, in the spec's order (the side menu and 我的主页 follow it):
          // register, report, image_report, health_profile, authentication, bindcard, consult,
          // points, settings. Each one's entry appears in the side menu once its route is here.
          {
            path: 'register',
            handle: meta({ title: '我的预约', action: 'user_appoint' }),
            lazy: lightPage(() => import('./routes/account-appointments')),
          },
          {
            path: 'health_profile',
            handle: meta({ title: '健康档案', action: 'user_jkda' }),
            lazy: lightPage(() => import('./routes/account-health-profile')),
          },
          {
            path: 'authentication',
            handle: meta({ title: '实名认证', action: 'user_identity' }),
            lazy: page(() => import('./routes/account-authentication')),
          },
          {
            path: 'bindcard',
            handle: meta({ title: '绑定就诊卡', action: 'user_cardbind' }),
            lazy: lightPage(() => import('./routes/account-bindcard')),
          },
          {
            path: 'points',
            handle: meta({ title: '我的积分', action: 'user_integration' }),
            lazy: lightPage(() => import('./routes/account-points')),
          },
          {
            path: 'settings',
            handle: meta({ title: '个人设置', action: 'user_info' }),
            lazy: page(() => import('./routes/account-settings')),
          },
        ],
      },
      {
        path: '*',
        handle: meta({ title: '页面不存在' }),
        // Plain markup in the shell: a wrong link loads nothing more.
        Component: NotFoundRoute,
      },
    ],
  },
];
