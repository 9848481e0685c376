import type { RouteObject } from 'react-router';
import { page } from './lazy-page';
import { meta } from './route-meta';

/**
 * The personal-centre pages, apart from the table (routes.tsx) so the centre's own layout
 * (routes/account.tsx) can list them without importing the table that loads it.
 */
export const accountPages: RouteObject[] = [
  // Personal-centre pages, in the spec's order (the side menu and 我的主页 follow it):
  // register, report, image_report, health_profile, authentication, bindcard, consult,
  // points, settings. Each one's entry appears in the side menu once its route is here.
  {
    path: 'register',
    handle: meta({ title: '我的预约', action: 'user_appoint' }),
    lazy: page(() => import('./routes/account-appointments')),
  },
  {
    path: 'report',
    handle: meta({ title: '检验报告', action: 'user_report' }),
    lazy: page(() => import('./routes/account-report')),
  },
  {
    path: 'image_report',
    handle: meta({ title: '影像报告', action: 'user_pacslist' }),
    lazy: page(() => import('./routes/account-image-report')),
  },
  {
    path: 'health_profile',
    handle: meta({ title: '健康档案', action: 'user_jkda' }),
    lazy: page(() => import('./routes/account-health-profile')),
  },
  {
    path: 'authentication',
    handle: meta({ title: '实名认证', action: 'user_identity' }),
    lazy: page(() => import('./routes/account-authentication')),
  },
  {
    path: 'bindcard',
    handle: meta({ title: '绑定就诊卡', action: 'user_cardbind' }),
    lazy: page(() => import('./routes/account-bindcard')),
  },
  {
    path: 'consult',
    handle: meta({ title: '我的咨询', action: 'user_consult' }),
    lazy: page(() => import('./routes/account-consult')),
  },
  {
    path: 'points',
    handle: meta({ title: '我的积分', action: 'user_integration' }),
    lazy: page(() => import('./routes/account-points')),
  },
  {
    path: 'settings',
    handle: meta({ title: '个人设置', action: 'user_info' }),
    lazy: page(() => import('./routes/account-settings')),
  },
];
