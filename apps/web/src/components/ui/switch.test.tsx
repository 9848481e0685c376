import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

function Demo({ loading = false, onSave = vi.fn() }) {
  const [on, setOn] = useState(false);
  return (
    <>
      <label htmlFor="sms">登录时需短信验证</label>
      <Switch
        id="sms"
        checked={on}
        loading={loading}
        onChange={(next) => {
          onSave(next);
          setOn(next);
        }}
      />
    </>
  );
}

describe('Switch', () => {
  it('is a switch named by its label, turned by a press and by the keyboard', async () => {
    const user = userEvent.setup();
    render(<Demo />);
    const toggle = screen.getByRole('switch', { name: '登录时需短信验证' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveTextContent('关');
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveTextContent('开');
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
  });

  it('ignores presses while it is saving and says it is busy', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Demo loading onSave={onSave} />);
    const toggle = screen.getByRole('switch', { name: '登录时需短信验证' });
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    await user.click(toggle);
    expect(onSave).not.toHaveBeenCalled();
    expect(toggle).not.toBeChecked();
  });
});
