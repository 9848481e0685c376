/**
 * The pages that work with no network (issue 30): 我的预约 and 电子健康卡 read what 离线保存
 * (个人设置) kept on the device. Every other page needs the network and says so offline.
 * One list for the service worker's precache (vite.config.ts), the offline notice and the
 * guard; `module` is the route's file, whose chunk and imports the service worker keeps.
 * Plain data without imports: vite.config.ts reads it too.
 */
export const OFFLINE_PAGES = [
  {
    path: '/account/register',
    title: '我的预约',
    module: 'src/app/routes/account-appointments.tsx',
  },
  { path: '/account/bindcard', title: '电子健康卡', module: 'src/app/routes/account-bindcard.tsx' },
] as const;

/** Layouts the offline pages render inside: their chunks are precached with the pages. */
export const OFFLINE_LAYOUT_MODULES = ['src/app/routes/account.tsx'] as const;

/**
 * What the app's start imports lazily and cannot start without (main.tsx): the HTTP client,
 * which the site settings' read and the guard go through even offline. Precached with the entry.
 */
export const OFFLINE_START_MODULES = ['src/lib/http-client.ts'] as const;

/** Whether a router path (without the /12320 base) is one of the offline pages. */
export function isOfflinePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return OFFLINE_PAGES.some((page) => page.path === path);
}
