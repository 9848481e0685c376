import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicHealthService } from '@portal/contract';
import { ServiceList } from './service-list';

const service = (id: string, name: string): PublicHealthService => ({
  id,
  name,
  audience: `${name}的服务对象`,
  free: ['免费体检'],
  where: ['乡镇卫生院'],
  body: [],
  sources: ['国家基本公共卫生服务规范'],
});

const SERVICES = [service('records', '居民健康档案管理'), service('elderly', '老年人健康管理')];

// jsdom lays nothing out and has no scrollIntoView: bringing an opened one into view is the
// browser's part (the journey's).
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('ServiceList', () => {
  it('shows each service folded to its name, a heading button controlling a hidden region', () => {
    render(<ServiceList services={SERVICES} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['居民健康档案管理', '老年人健康管理']);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button.parentElement!.tagName).toBe('H3');
      const region = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(region).not.toBeVisible();
    }
    expect(screen.queryByText('老年人健康管理的服务对象')).not.toBeVisible();
  });

  it('opens one at a time, from the keyboard too, and closes the open one again', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    const user = userEvent.setup();
    render(<ServiceList services={SERVICES} />);
    const records = screen.getByRole('button', { name: '居民健康档案管理' });
    const elderly = screen.getByRole('button', { name: '老年人健康管理' });

    await user.click(records);
    expect(records).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: '居民健康档案管理' })).toHaveTextContent(
      '居民健康档案管理的服务对象',
    );

    elderly.focus();
    await user.keyboard('{Enter}');
    expect(elderly).toHaveAttribute('aria-expanded', 'true');
    expect(records).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: '居民健康档案管理' })).toBeNull();

    await user.keyboard(' ');
    expect(elderly).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });
});
