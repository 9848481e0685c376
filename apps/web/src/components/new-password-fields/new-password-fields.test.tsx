import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider, Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { antdBaseConfig } from '@/config/antd';
import { NewPasswordFields } from './new-password-fields';

function renderForm(onFinish = vi.fn()) {
  render(
    <ConfigProvider {...antdBaseConfig}>
      <Form layout="vertical" onFinish={onFinish}>
        <Form.Item label="原密码" name="oldPassword">
          <Input.Password />
        </Form.Item>
        <NewPasswordFields label="新密码" name="newPassword" differentFrom="oldPassword" />
        <Button htmlType="submit">提交</Button>
      </Form>
    </ConfigProvider>,
  );
  return { user: userEvent.setup({ delay: null }), onFinish };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('NewPasswordFields', () => {
  it('names both fields after the label and asks for each', async () => {
    const { user, onFinish } = renderForm();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入新密码')).toBeInTheDocument();
    expect(screen.getByText('请再次输入新密码')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('refuses a weak password, a reused one and a mismatched confirmation', async () => {
    const { user, onFinish } = renderForm();
    await user.type(field('新密码'), 'abcdefgh');
    expect(await screen.findByText('密码须包含字母、数字、符号中的至少两种')).toBeInTheDocument();

    await user.type(field('原密码'), 'Old#pass1');
    await user.clear(field('新密码'));
    await user.type(field('新密码'), 'Old#pass1');
    expect(await screen.findByText('新密码不能与原密码相同')).toBeInTheDocument();

    await user.clear(field('新密码'));
    await user.type(field('新密码'), 'New#pass1');
    await user.type(field('确认新密码'), 'New#pass2');
    expect(await screen.findByText('两次输入的新密码不一致')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('submits a good password confirmed alike', async () => {
    const { user, onFinish } = renderForm();
    await user.type(field('新密码'), 'New#pass1');
    await user.type(field('确认新密码'), 'New#pass1');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await vi.waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith(
        expect.objectContaining({ newPassword: 'New#pass1', confirm: 'New#pass1' }),
      ),
    );
  });
});
