/** The top menu of spec section 2, shared by the header and the home page's entries. */
export interface MenuEntry {
  label: string;
  path?: string;
  children?: MenuEntry[];
  /** Hidden in government mode (spec section 6: the convenience-query entry). */
  hideInGov?: boolean;
}

export const TOP_MENU: MenuEntry[] = [
  { label: '网站首页', path: '/home' },
  { label: '医院介绍', path: '/hospital/list' },
  { label: '预约挂号', path: '/register' },
  {
    label: '健康百科',
    children: [
      { label: '知识库', path: '/wiki/knowledge' },
      { label: '中医体质辨识', path: '/wiki/identify' },
    ],
  },
  {
    label: '医患互动',
    children: [
      { label: '就医评价', path: '/interact/evaluate' },
      { label: '患者咨询', path: '/interact/consult' },
    ],
  },
  { label: '药品查询', path: '/drug' },
  { label: '便民查询', path: '/inquiry', hideInGov: true },
];

/** Whether an entry is the current one: its own path, a path below it, or the route's activeMenu. */
export function isEntryActive(entry: MenuEntry, pathname: string, activeMenu?: string): boolean {
  if (entry.children) return entry.children.some((c) => isEntryActive(c, pathname, activeMenu));
  if (!entry.path) return false;
  if (activeMenu) return activeMenu === entry.path;
  return pathname === entry.path || pathname.startsWith(`${entry.path}/`);
}
