import {
  STAFF_ROLE_NAMES,
  type NewStaffBody,
  type StaffAccountView,
  type StaffEnrolmentLink,
  type StaffRoleBody,
} from '@portal/contract';
import {
  Alert,
  App,
  Button,
  Form,
  Input,
  Modal,
  Space,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { ToneTag, type Tone } from '@/components/tone-tag';
import { errorText } from '@/lib/api';
import { useHospitals } from './api/placement';
import {
  useChangeStaffRole,
  useCreateStaffAccount,
  useResetStaffFactor,
  useStaffAccounts,
  useSwitchStaffAccount,
} from './api/staff-accounts';
import { EnrolmentLinkModal } from './enrolment-link-modal';
import { PlacementFields } from './placement-fields';

const STATUS: Record<StaffAccountView['status'], { text: string; tone: Tone }> = {
  pending: { text: '待开通', tone: 'warn' },
  active: { text: '正常', tone: 'ok' },
  disabled: { text: '已停用', tone: 'bad' },
};

/** Staff accounts: create (one-time link), disable, enable, reset the factor, change the role. */
export default function StaffAccountsPage() {
  const accounts = useStaffAccounts();
  const hospitals = useHospitals();
  const switchAccount = useSwitchStaffAccount();
  const reset = useResetStaffFactor();
  const { message, modal } = App.useApp();
  const [creating, setCreating] = useState(false);
  const [roleOf, setRoleOf] = useState<StaffAccountView | null>(null);
  const [link, setLink] = useState<StaffEnrolmentLink | null>(null);
  const hospitalName = (id: string | null) =>
    id ? (hospitals.data?.list.find((h) => h.id === id)?.name ?? id) : '—';

  const confirmSwitch = (row: StaffAccountView) => {
    const to = row.status === 'disabled' ? 'enable' : 'disable';
    modal.confirm({
      title: `${to === 'disable' ? '停用' : '启用'}账号 ${row.username}`,
      content:
        to === 'disable'
          ? '停用后该账号立即退出所有会话，且无法登录，直到重新启用。'
          : '启用后该账号可以重新登录。',
      okText: to === 'disable' ? '停用' : '启用',
      cancelText: '取消',
      onOk: () =>
        switchAccount.mutateAsync(
          { id: row.id, to },
          {
            onSuccess: () => message.success(to === 'disable' ? '账号已停用' : '账号已启用'),
            onError: (error) => message.error(errorText(error)),
          },
        ),
    });
  };

  const confirmReset = (row: StaffAccountView) =>
    modal.confirm({
      title: `重置 ${row.username} 的动态验证码`,
      content: '原验证器和恢复码立即失效，账号退出所有会话；须用新的开通链接重新设置密码和验证器。',
      okText: '重置',
      cancelText: '取消',
      onOk: () =>
        reset.mutateAsync(row.id, {
          onSuccess: setLink,
          onError: (error) => message.error(errorText(error)),
        }),
    });

  const columns: TableColumnsType<StaffAccountView> = [
    { title: '用户名', dataIndex: 'username' },
    { title: '姓名', dataIndex: 'name' },
    {
      title: '角色',
      dataIndex: 'role',
      render: (r: StaffAccountView['role']) => STAFF_ROLE_NAMES[r],
    },
    { title: '医院', dataIndex: 'hospitalId', render: hospitalName },
    {
      title: '状态',
      dataIndex: 'status',
      render: (s: StaffAccountView['status']) => (
        <ToneTag tone={STATUS[s].tone}>{STATUS[s].text}</ToneTag>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, row) => (
        <Space wrap size="small">
          <Button
            size="small"
            onClick={() => setRoleOf(row)}
            aria-label={`修改 ${row.username} 的角色`}
          >
            修改角色
          </Button>
          <Button
            size="small"
            disabled={row.status === 'disabled'}
            onClick={() => confirmReset(row)}
            aria-label={`重置 ${row.username} 的验证`}
          >
            重置验证
          </Button>
          <Button
            size="small"
            onClick={() => confirmSwitch(row)}
            aria-label={`${row.status === 'disabled' ? '启用' : '停用'} ${row.username}`}
          >
            {row.status === 'disabled' ? '启用' : '停用'}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        工作人员账号
      </Typography.Title>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => setCreating(true)}>
          新建账号
        </Button>
      </Space>
      {accounts.isError && <Alert type="error" showIcon title={errorText(accounts.error)} />}
      <Table
        rowKey="id"
        columns={columns}
        dataSource={accounts.data}
        loading={accounts.isLoading}
        scroll={{ x: true }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        size="middle"
      />
      <CreateModal open={creating} onClose={() => setCreating(false)} onCreated={setLink} />
      <RoleModal account={roleOf} onClose={() => setRoleOf(null)} />
      <EnrolmentLinkModal link={link} onClose={() => setLink(null)} />
    </>
  );
}

function CreateModal(props: {
  open: boolean;
  onClose: () => void;
  onCreated: (link: StaffEnrolmentLink) => void;
}) {
  const [form] = Form.useForm<NewStaffBody>();
  const create = useCreateStaffAccount();
  const { message } = App.useApp();
  const submit = (values: NewStaffBody) =>
    create.mutate(values, {
      onSuccess: (link) => {
        props.onClose();
        form.resetFields();
        props.onCreated(link);
      },
      onError: (error) => message.error(errorText(error)),
    });
  return (
    <Modal
      open={props.open}
      title="新建工作人员账号"
      okText="创建并生成开通链接"
      cancelText="取消"
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="username"
          label="用户名"
          extra="2–32 位小写字母、数字或 . _ -，以字母或数字开头"
          rules={[
            { required: true, message: '请输入用户名' },
            { pattern: /^[a-z0-9][a-z0-9._-]{1,31}$/, message: '用户名格式不正确' },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="name"
          label="姓名"
          rules={[
            { required: true, whitespace: true, max: 32, message: '请输入姓名（最多 32 字）' },
          ]}
        >
          <Input />
        </Form.Item>
        <PlacementFields />
      </Form>
    </Modal>
  );
}

function RoleModal({
  account,
  onClose,
}: {
  account: StaffAccountView | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<StaffRoleBody>();
  const change = useChangeStaffRole();
  const { message } = App.useApp();
  const submit = (body: StaffRoleBody) =>
    account &&
    change.mutate(
      { id: account.id, body },
      {
        onSuccess: () => {
          message.success('角色已修改，该账号需重新登录');
          onClose();
        },
        onError: (error) => message.error(errorText(error)),
      },
    );
  return (
    <Modal
      open={account !== null}
      title={account ? `修改 ${account.username} 的角色` : ''}
      okText="保存"
      cancelText="取消"
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          role: account?.role,
          hospitalId: account?.hospitalId ?? undefined,
          doctorId: account?.doctorId ?? undefined,
        }}
        preserve={false}
      >
        <PlacementFields />
      </Form>
    </Modal>
  );
}
