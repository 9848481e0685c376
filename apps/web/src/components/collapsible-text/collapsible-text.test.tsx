import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CollapsibleText, foldPoint } from './collapsible-text';

describe('CollapsibleText', () => {
  it('shows a short text as it is, with no button', () => {
    const { container } = render(<CollapsibleText text="3.9-6.1" />);
    expect(container.textContent).toBe('3.9-6.1');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('folds a long text to its start and unfolds it with a real button', async () => {
    const user = userEvent.setup();
    const text = `${'参考范围'.repeat(40)}结尾`;
    const { container } = render(<CollapsibleText text={text} label="参考范围" />);
    const button = screen.getByRole('button', { name: '展开全文：参考范围' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(container).not.toHaveTextContent('结尾');
    await user.click(button);
    expect(screen.getByRole('button', { name: '收起：参考范围' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(container).toHaveTextContent(text);
  });

  it('folds after the third line and never splits a character in two', () => {
    expect(foldPoint('一\n二\n三\n四')).toBe(5);
    expect(foldPoint('一\n二\n三')).toBeNull();
    const emoji = '😀'.repeat(130);
    expect(foldPoint(emoji)).toBe(240);
  });
});
