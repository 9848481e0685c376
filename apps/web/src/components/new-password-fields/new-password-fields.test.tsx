import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from '@/components/form/fields';
import { rules, useForm } from '@/components/form/use-form';
import { NewPasswordFields, newPasswordRules } from './new-password-fields';

function ChangeForm({ onFinish }: { onFinish: (values: Record<string, string>) => void }) {
  const form = useForm(
    { oldPassword: '', newPassword: '', confirm: '' },
    {
      oldPassword: [rules.required('请输入原密码')],
      ...newPasswordRules('新密码', 'newPassword', 'oldPassword'),
    },
  );
  return (
    <form noValidate onSubmit={form.onSubmit(onFinish)}>
      <PasswordField form={form} name="oldPassword" label="原密码" />
      <NewPasswordFields form={form} label="新密码" name="newPassword" />
      <button type="submit">提交</button>
    </form>
  );
}

function renderForm(onFinish = vi.fn()) {
  render(<ChangeForm onFinish={onFinish} />);
  return { user: userEvent.setup({ delay: null }), onFinish };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('NewPasswordFields', () => {
  it('names both fields after the label, asks for each and focuses the first missing', async () => {
    const { user, onFinish } = renderForm();
    await user.type(field('原密码'), 'Old#pass1');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入新密码')).toBeInTheDocument();
    expect(screen.getByText('请再次输入新密码')).toBeInTheDocument();
    expect(field('新密码')).toHaveFocus();
    expect(field('新密码')).toHaveAccessibleDescription(expect.stringContaining('请输入新密码'));
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('refuses a weak password, a reused one and a mismatched confirmation', async () => {
    const { user, onFinish } = renderForm();
    await user.type(field('新密码'), 'abcdefgh');
    await user.tab();
    expect(await screen.findByText('密码须包含字母、数字、符号中的至少两种')).toBeInTheDocument();

    await user.type(field('原密码'), 'Old#pass1');
    await user.clear(field('新密码'));
    await user.type(field('新密码'), 'Old#pass1');
    expect(await screen.findByText('新密码不能与原密码相同')).toBeInTheDocument();

    await user.clear(field('新密码'));
    await user.type(field('新密码'), 'New#pass1');
    await user.type(field('确认新密码'), 'New#pass2');
    await user.tab();
    expect(await screen.findByText('两次输入的新密码不一致')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('submits a good password confirmed alike', async () => {
    const { user, onFinish } = renderForm();
    await user.type(field('原密码'), 'Old#pass1');
    await user.type(field('新密码'), 'New#pass1');
    await user.type(field('确认新密码'), 'New#pass1');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(onFinish).toHaveBeenCalledWith(
      expect.objectContaining({ newPassword: 'New#pass1', confirm: 'New#pass1' }),
    );
  });
});
