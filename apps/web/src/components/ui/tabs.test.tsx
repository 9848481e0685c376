import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

describe('Tabs', () => {
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
