import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { input, jpg, names, setup } from './upload-test-helpers';

describe('Upload trigger: drop area, keyboard and disabled state', () => {
  it('takes only the first dropped file without multiple', async () => {
    const { httpRequest } = setup({ drag: true });
    fireEvent.drop(screen.getByRole('button', { name: /拖到此处/ }), {
      dataTransfer: { files: [jpg('first.jpg'), jpg('second.jpg')] },
    });
    expect(names()).toEqual(['first.jpg']);
    await waitFor(() => expect(httpRequest).toHaveBeenCalledTimes(1));
  });

  it('drops dropped files that do not match accept, silently', () => {
    const onExceed = vi.fn();
    setup({ drag: true, multiple: true, accept: '.jpg,image/*,application/pdf', onExceed });
    fireEvent.drop(screen.getByRole('button', { name: /拖到此处/ }), {
      dataTransfer: {
        files: [
          new File(['x'], 'A.JPG', { type: '' }),
          new File(['x'], 'b.png', { type: 'image/png' }),
          new File(['x'], 'c.pdf', { type: 'application/pdf' }),
          new File(['x'], 'd.exe', { type: 'application/x-msdownload' }),
        ],
      },
    });
    expect(names()).toEqual(['A.JPG', 'b.png', 'c.pdf']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('accepts any dropped file when accept is empty', () => {
    setup({ drag: true, multiple: true });
    fireEvent.drop(screen.getByRole('button', { name: /拖到此处/ }), {
      dataTransfer: { files: [new File(['x'], 'd.exe', { type: 'application/x-msdownload' })] },
    });
    expect(names()).toEqual(['d.exe']);
  });

  it('operates the drop area with Enter and Space', async () => {
    const { user } = setup({ drag: true });
    const area = screen.getByRole('button', { name: /拖到此处/ });
    const click = vi.spyOn(input(), 'click');
    area.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
    expect(area).toHaveAttribute('tabindex', '0');
  });

  it('ignores clicks, keys and drops while disabled', async () => {
    const { user, httpRequest } = setup({
      drag: true,
      disabled: true,
      fileList: [{ name: 'old.jpg' }],
    });
    const area = screen.getByRole('button', { name: /拖到此处/ });
    expect(area).toHaveAttribute('aria-disabled', 'true');
    const click = vi.spyOn(input(), 'click');
    await user.click(area);
    fireEvent.keyDown(area, { key: 'Enter' });
    fireEvent.drop(area, { dataTransfer: { files: [jpg('new.jpg')] } });
    expect(click).not.toHaveBeenCalled();
    expect(names()).toEqual(['old.jpg']);
    expect(httpRequest).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /删除/ })).not.toBeInTheDocument();
  });
});
