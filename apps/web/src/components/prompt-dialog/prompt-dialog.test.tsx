import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROMPT_DEFAULT_ERROR } from '@/config/locale';
import { prompt, type PromptOptions } from './prompt';
import { PromptHost } from './prompt-host';

function mountHost() {
  return render(<PromptHost />);
}

/** The dialog is labelled by its title too, so look only at form fields. */
const field = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });

/** Opens a prompt and waits for its dialog. */
async function ask(options: PromptOptions) {
  let result!: Promise<string | null>;
  act(() => {
    result = prompt(options);
  });
  const dialog = await screen.findByRole('dialog', { name: options.title });
  return { result, dialog };
}

describe('PromptHost / prompt()', () => {
  it('shows a titled dialog with a labelled input and resolves the value on confirm', async () => {
    const user = userEvent.setup();
    mountHost();
    const { result } = await ask({
      title: '修改昵称',
      message: '请输入新昵称',
      inputValue: '老张',
    });
    const input = field('请输入新昵称');
    expect(input).toHaveValue('老张');
    await user.clear(input);
    await user.type(input, '张三');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await expect(result).resolves.toBe('张三');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves focus into the input when the dialog opens', async () => {
    mountHost();
    await ask({ title: '备注', inputType: 'textarea' });
    await waitFor(() => expect(field('备注')).toHaveFocus());
  });

  it('labels the input with the title when there is no message', async () => {
    mountHost();
    await ask({ title: '填写备注', inputPlaceholder: '可选' });
    expect(field('填写备注')).toHaveAttribute('placeholder', '可选');
  });

  it('resolves null on cancel and on the close button labelled 关闭', async () => {
    const user = userEvent.setup();
    mountHost();
    const first = await ask({ title: '一' });
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    await expect(first.result).resolves.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const second = await ask({ title: '二' });
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await expect(second.result).resolves.toBeNull();
  });

  it('uses custom button texts', async () => {
    mountHost();
    await ask({ title: 't', confirmButtonText: '提交', cancelButtonText: '算了' });
    expect(screen.getByRole('button', { name: /提\s*交/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /算\s*了/ })).toBeInTheDocument();
  });

  it('shows the default error in words and stays open when the pattern fails', async () => {
    const user = userEvent.setup();
    mountHost();
    let settled = false;
    const { result } = await ask({ title: '手机号', inputPattern: /^1\d{10}$/ });
    void result.then(() => {
      settled = true;
    });
    const input = field('手机号');
    await user.type(input, '123');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(PROMPT_DEFAULT_ERROR);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', alert.id);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(settled).toBe(false);

    // Fixing the value clears the error, then confirming works.
    await user.clear(input);
    await user.type(input, '13812345678');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await expect(result).resolves.toBe('13812345678');
  });

  it('shows inputErrorMessage for a false validator and a validator string as is', async () => {
    const user = userEvent.setup();
    mountHost();
    const { result } = await ask({
      title: '年龄',
      inputValidator: (v) => (v === '' ? false : Number(v) > 0 || '年龄必须大于 0'),
      inputErrorMessage: '请填写年龄',
    });
    const ok = screen.getByRole('button', { name: /确\s*定/ });
    await user.click(ok);
    expect(screen.getByRole('alert')).toHaveTextContent('请填写年龄');
    await user.type(field('年龄'), '-1');
    expect(screen.getByRole('alert')).toHaveTextContent('年龄必须大于 0');
    await user.clear(field('年龄'));
    await user.type(field('年龄'), '30');
    await user.click(ok);
    await expect(result).resolves.toBe('30');
  });

  it('confirms with Enter in a single-line input', async () => {
    const user = userEvent.setup();
    mountHost();
    const { result } = await ask({ title: '姓名' });
    await user.type(field('姓名'), '李四{Enter}');
    await expect(result).resolves.toBe('李四');
  });

  it('does not confirm with Enter when validation fails', async () => {
    const user = userEvent.setup();
    mountHost();
    await ask({ title: '姓名', inputPattern: /\S/ });
    await user.type(field('姓名'), '{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(PROMPT_DEFAULT_ERROR);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('inserts a newline on Enter in a textarea and confirms with the button', async () => {
    const user = userEvent.setup();
    mountHost();
    const { result } = await ask({ title: '留言', inputType: 'textarea' });
    const area = field('留言');
    expect(area.tagName).toBe('TEXTAREA');
    await user.type(area, '第一行{Enter}第二行');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(area).toHaveValue('第一行\n第二行');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await expect(result).resolves.toBe('第一行\n第二行');
  });

  it('renders a password input for inputType password', async () => {
    const user = userEvent.setup();
    mountHost();
    const { result } = await ask({ title: '密码', inputType: 'password' });
    const input = field('密码');
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, 'secret{Enter}');
    await expect(result).resolves.toBe('secret');
  });

  it('queues a second prompt until the first is answered', async () => {
    const user = userEvent.setup();
    mountHost();
    const first = await ask({ title: '第一个' });
    let second!: Promise<string | null>;
    act(() => {
      second = prompt({ title: '第二个' });
    });
    expect(screen.queryByRole('dialog', { name: '第二个' })).not.toBeInTheDocument();
    await user.type(field('第一个'), 'a{Enter}');
    await expect(first.result).resolves.toBe('a');
    await screen.findByRole('dialog', { name: '第二个' });
    // The second dialog starts with its own empty value.
    expect(field('第二个')).toHaveValue('');
    await user.type(field('第二个'), 'b{Enter}');
    await expect(second).resolves.toBe('b');
  });

  it('answers null when the host unmounts and rejects once it is gone', async () => {
    const { unmount } = mountHost();
    const { result } = await ask({ title: 't' });
    unmount();
    await expect(result).resolves.toBeNull();
    await expect(prompt({ title: 't' })).rejects.toThrow(/PromptHost/);
  });
});
