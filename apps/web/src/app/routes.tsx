import { Navigate, type RouteObject } from 'react-router';
import { accountHome } from '@/config/account-menu';
import { accountPages } from './account-pages';
import { page } from './lazy-page';
import { meta } from './route-meta';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import { StandaloneLayout } from './layout/standalone-layout';
import HomeRoute from './routes/home';
import NotFoundRoute from './routes/not-found';

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
        lazy: page(() => import('./routes/login')),
      },
      {
        path: 'accountRegister',
        handle: meta({ title: '注册', action: 'register' }),
        lazy: page(() => import('./routes/account-register')),
      },
      {
        path: 'forget',
        handle: meta({ title: '找回密码', action: 'forget_password' }),
        lazy: page(() => import('./routes/forget')),
      },
      {
        path: 'unbind',
        handle: meta({ title: '解除设备绑定', action: 'unbind_device' }),
        lazy: page(() => import('./routes/unbind')),
      },
      {
        // A shared imaging report: opened by its share code, signed out, read-only.
        path: 'share/pacs',
        handle: meta({ title: '影像报告（分享）' }),
        lazy: page(() => import('./routes/share-pacs')),
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
        // plain HTML and CSS, so a first visit needs no second round trip.
        Component: HomeRoute,
      },
      {
        path: 'hospital/list',
        handle: meta({ title: '医院介绍', action: 'hospital_list' }),
        lazy: page(() => import('./routes/hospital-list')),
      },
      {
        path: 'hospital/detail/:id',
        handle: meta({
          title: '医院详情',
          action: 'hospital_detail',
          activeMenu: '/hospital/list',
        }),
        lazy: page(() => import('./routes/hospital-detail')),
      },
      {
        path: 'hospital/department',
        handle: meta({ title: '科室排班', action: 'shiftcase', activeMenu: '/hospital/list' }),
        lazy: page(() => import('./routes/hospital-department')),
      },
      {
        path: 'doctor',
        handle: meta({ title: '医生详情', action: 'doctor_detail', activeMenu: '/hospital/list' }),
        lazy: page(() => import('./routes/doctor')),
      },
      {
        path: 'register',
        handle: meta({ title: '预约挂号', action: 'appoint' }),
        lazy: page(() => import('./routes/register')),
      },
      {
        path: 'register/confirm',
        handle: meta({ title: '确认预约', action: 'order' }),
        lazy: page(() => import('./routes/register-confirm')),
      },
      {
        // A drawn schedule's rules and published result: public, no sign-in, so anyone can check.
        path: 'register/draw',
        handle: meta({ title: '放号抽签' }),
        lazy: page(() => import('./routes/register-draw')),
      },
      {
        // A staff draft preview (noindex, no menu): the console's 标准版/长辈版 links open it.
        path: 'preview',
        handle: meta({ title: '草稿预览' }),
        lazy: page(() => import('./routes/preview')),
      },
      {
        path: 'wiki/knowledge',
        handle: meta({ title: '知识库', action: 'encyclopedia' }),
        lazy: page(() => import('./routes/wiki-knowledge')),
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
            lazy: page(() => import('./routes/wiki-base')),
          },
          {
            path: 'article',
            handle: meta({
              title: '科普文章',
              action: 'encyclopedia',
              activeMenu: '/wiki/knowledge',
            }),
            lazy: page(() => import('./routes/wiki-article-list')),
          },
          {
            path: 'article/:id',
            handle: meta({
              title: '健康知识',
              action: 'knowledge_detail',
              activeMenu: '/wiki/knowledge',
            }),
            lazy: page(() => import('./routes/wiki-article')),
          },
          {
            path: 'disease_list',
            handle: meta({
              title: '疾病 A–Z',
              action: 'encyclopedia',
              activeMenu: '/wiki/knowledge',
            }),
            lazy: page(() => import('./routes/wiki-disease-list')),
          },
          {
            path: 'disease/:id',
            handle: meta({
              title: '疾病详情',
              action: 'knowledge_detail',
              activeMenu: '/wiki/knowledge',
            }),
            lazy: page(() => import('./routes/wiki-condition')),
          },
          {
            path: 'disease_article_list',
            handle: meta({
              title: '疾病相关文章',
              action: 'encyclopedia',
              activeMenu: '/wiki/knowledge',
            }),
            lazy: page(() => import('./routes/wiki-disease-articles')),
          },
          {
            path: 'media_article',
            handle: meta({
              title: '图解与音频',
              action: 'encyclopedia',
              activeMenu: '/wiki/knowledge',
            }),
            lazy: page(() => import('./routes/wiki-media')),
          },
        ],
      },
      {
        path: 'wiki/identify',
        handle: meta({ title: '中医体质辨识', action: 'identification' }),
        lazy: page(() => import('./routes/wiki-identify')),
      },
      {
        path: 'interact/evaluate',
        handle: meta({ title: '就医评价', action: 'medical_evaluate' }),
        lazy: page(() => import('./routes/interact-evaluate')),
      },
      {
        path: 'interact/consult',
        handle: meta({ title: '患者咨询', action: 'consult' }),
        lazy: page(() => import('./routes/interact-consult')),
      },
      {
        path: 'inquiry/guides/:id',
        handle: meta({ title: '办事指南', action: 'convenience_services', activeMenu: '/inquiry' }),
        lazy: page(() => import('./routes/inquiry-guide')),
      },
      {
        path: 'inquiry/:tab?',
        handle: meta({ title: '便民查询', action: 'convenience_services', activeMenu: '/inquiry' }),
        lazy: page(() => import('./routes/inquiry')),
      },
      {
        path: 'drug',
        handle: meta({ title: '药品查询', action: 'drug_control' }),
        lazy: page(() => import('./routes/drug')),
      },
      {
        path: 'drug/detail/:id',
        handle: meta({ title: '药品详情', action: 'drug_control', activeMenu: '/drug' }),
        lazy: page(() => import('./routes/drug-detail')),
      },
      {
        path: 'search',
        handle: meta({ title: '全站搜索' }),
        lazy: page(() => import('./routes/search')),
      },
      {
        path: 'helpcenter',
        handle: meta({ title: '帮助中心', action: 'help' }),
        lazy: page(() => import('./routes/helpcenter')),
      },
      {
        path: 'public_health',
        handle: meta({ title: '基本公共卫生服务' }),
        lazy: page(() => import('./routes/public-health')),
      },
      {
        path: 'account',
        handle: meta({ title: '个人中心', action: 'container' }),
        lazy: page(() => import('./routes/account')),
        children: [{ index: true, Component: AccountIndex }, ...accountPages],
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
