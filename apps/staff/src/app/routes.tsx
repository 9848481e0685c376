import type { StaffPermission } from '@portal/contract';
import type { ComponentType } from 'react';

/**
 * Every console page: its path, menu entry and the permission it needs. The menu shows only
 * what the signed-in role may do (the server refuses the rest in staff-auth.ts either way).
 * Features add their pages here; they do not import each other.
 */
export interface ConsoleRoute {
  path: string;
  label: string;
  group: string;
  permission: StaffPermission;
  page: () => Promise<{ default: ComponentType }>;
}

export const CONSOLE_ROUTES: ConsoleRoute[] = [
  {
    path: 'dashboard',
    label: '数据看板',
    group: '概览',
    permission: 'dashboard',
    page: () => import('@/features/dashboard/dashboard-page'),
  },
  {
    path: 'site-settings',
    label: '站点设置',
    group: '卫健局管理',
    permission: 'site.settings',
    page: () => import('@/features/site-settings/site-settings-page'),
  },
  {
    path: 'access-policy',
    label: '页面访问策略',
    group: '卫健局管理',
    permission: 'access.policy',
    page: () => import('@/features/access-policy/access-policy-page'),
  },
  {
    path: 'citizens',
    label: '市民账号',
    group: '卫健局管理',
    permission: 'citizens',
    page: () => import('@/features/citizens/citizens-page'),
  },
  {
    path: 'staff-accounts',
    label: '工作人员账号',
    group: '卫健局管理',
    permission: 'staff.accounts',
    page: () => import('@/features/staff-accounts/staff-accounts-page'),
  },
  {
    path: 'sensitive-words',
    label: '敏感词',
    group: '卫健局管理',
    permission: 'sensitive.words',
    page: () => import('@/features/sensitive-words/sensitive-words-page'),
  },
  {
    path: 'audit',
    label: '审计日志',
    group: '卫健局管理',
    permission: 'audit',
    page: () => import('@/features/audit/audit-page'),
  },
  {
    path: 'hospital-profile',
    label: '医院主页',
    group: '医院管理',
    permission: 'hospital.profile',
    page: () => import('@/features/hospital-profile/hospital-profile-page'),
  },
  {
    path: 'departments-doctors',
    label: '科室与医生',
    group: '医院管理',
    permission: 'hospital.people',
    page: () => import('@/features/departments-doctors/departments-doctors-page'),
  },
  {
    path: 'booking-rules',
    label: '预约规则',
    group: '医院管理',
    permission: 'hospital.rules',
    page: () => import('@/features/booking-rules/booking-rules-page'),
  },
  {
    path: 'api-keys',
    label: '接口密钥',
    group: '医院管理',
    permission: 'hospital.keys',
    page: () => import('@/features/api-keys/api-keys-page'),
  },
  {
    path: 'schedules',
    label: '排班管理',
    group: '医院管理',
    permission: 'hospital.schedules',
    page: () => import('@/features/schedules/schedules-page'),
  },
  {
    path: 'bookings-today',
    label: '当日预约',
    group: '医院管理',
    permission: 'hospital.bookings',
    page: () => import('@/features/bookings-today/bookings-today-page'),
  },
  {
    path: 'evaluations',
    label: '就医评价审核',
    group: '医患互动',
    permission: 'interact.moderate',
    page: () => import('@/features/evaluations/evaluations-page'),
  },
  {
    path: 'consultations',
    label: '患者咨询',
    group: '医患互动',
    permission: 'consult.answer',
    page: () => import('@/features/consultations/consultations-page'),
  },
  {
    path: 'doctor-desk',
    label: '我的工作台',
    group: '医生工作台',
    permission: 'doctor.own',
    page: () => import('@/features/doctor-desk/doctor-desk-page'),
  },
  {
    path: 'editorial',
    label: '内容审核与发布',
    group: '内容管理',
    permission: 'content.edit',
    page: () => import('@/features/editorial/editorial-page'),
  },
  {
    path: 'search-insights',
    label: '搜索改进',
    group: '内容管理',
    permission: 'content.edit',
    page: () => import('@/features/search-insights/search-insights-page'),
  },
];
