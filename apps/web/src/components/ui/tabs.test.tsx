import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Demo() {
  const [active, setActive] = useState('a');
  return (
    <Tabs
      label="预约状态"
      active={active}
      onChange={setActive}
      items={[
        { key: 'a', label: '待就诊', content: <p>甲</p> },
        { key: 'b', label: '已完成', content: <p>乙</p> },
        { key: 'c', label: '已取消', content: <p>丙</p> },
      ]}
    />
  );
}

/** Tabs kept in the address, as links to it. */
function LinkedDemo() {
  const [params, setParams] = useSearchParams();
  const search = (key: string) => (key === 'a' ? '' : `?tab=${key}`);
  return (
    <Tabs
      label="排列方式"
      active={params.get('tab') ?? 'a'}
      onChange={(key) => setParams(search(key), { replace: true })}
      linkTo={(key) => ({ pathname: '/list', search: search(key) })}
      items={[
        { key: 'a', label: '按字母', content: <p>甲</p> },
        { key: 'b', label: '按系统', content: <p>乙</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('as links: each tab has its address, a click, the keys and Space switch in place', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/list']}>
        <LinkedDemo />
      </MemoryRouter>,
    );
    const b = screen.getByRole('tab', { name: '按系统' });
    expect(b.tagName).toBe('A');
    expect(b).toHaveAttribute('href', '/list?tab=b');
    expect(screen.getByRole('tab', { name: '按字母' })).toHaveAttribute('href', '/list');
    await user.click(b);
    expect(screen.getByRole('tabpanel', { name: '按系统' })).toHaveTextContent('乙');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '按字母', selected: true })).toHaveFocus();
    screen.getByRole('tab', { name: '按系统' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('tab', { name: '按系统', selected: true })).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });

  it('moves between tabs with the arrow keys, Home and End, focus following', async () => {
    const user = userEvent.setup();
    render(<Demo />);
    expect(screen.getByRole('tablist', { name: '预约状态' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: '待就诊' })).toHaveTextContent('甲');
    await user.tab();
    expect(screen.getByRole('tab', { name: '待就诊' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '已完成' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: '已完成' })).toHaveTextContent('乙');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: '已取消', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '待就诊', selected: true })).toHaveFocus();
    // Only the active tab is in the tab order.
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });
});
