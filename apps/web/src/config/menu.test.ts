import { describe, expect, it } from 'vitest';
import { TOP_MENU, isEntryActive } from './menu';

const byLabel = (label: string) => TOP_MENU.find((e) => e.label === label)!;

describe('top menu', () => {
  it('has the spec items in order with the two submenus', () => {
    expect(TOP_MENU.map((e) => e.label)).toEqual([
      '网站首页',
      '医院介绍',
      '预约挂号',
      '健康百科',
      '医患互动',
      '药品查询',
      '便民查询',
    ]);
    expect(byLabel('健康百科').children?.map((c) => c.label)).toEqual(['知识库', '中医体质辨识']);
    expect(byLabel('医患互动').children?.map((c) => c.label)).toEqual(['就医评价', '患者咨询']);
  });

  it('hides only the convenience query in government mode', () => {
    expect(TOP_MENU.filter((e) => e.hideInGov).map((e) => e.label)).toEqual(['便民查询']);
  });

  it('marks an entry active on its path and below it', () => {
    expect(isEntryActive(byLabel('医院介绍'), '/hospital/list')).toBe(true);
    expect(isEntryActive(byLabel('预约挂号'), '/register/confirm')).toBe(true);
    expect(isEntryActive(byLabel('药品查询'), '/hospital/list')).toBe(false);
  });

  it('follows activeMenu when the route sets one', () => {
    expect(isEntryActive(byLabel('医院介绍'), '/doctor', '/hospital/list')).toBe(true);
    expect(isEntryActive(byLabel('预约挂号'), '/doctor', '/hospital/list')).toBe(false);
  });

  it('marks a submenu active when one of its children is', () => {
    expect(isEntryActive(byLabel('健康百科'), '/wiki/identify')).toBe(true);
  });
});
