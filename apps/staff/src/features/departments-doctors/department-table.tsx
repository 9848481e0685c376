import type { AdminDepartment } from '@portal/contract';
import {
  Alert,
  App,
  Button,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { errorText } from '@/lib/api';
import { useDepartments, useRetireDepartment, useSaveDepartment } from './api/departments';
import {
  DepartmentReleaseFields,
  releaseModeText,
  toDepartmentBody,
  toDepartmentForm,
  type DepartmentForm,
} from './department-release-fields';

// antd's green tag text is below 4.5:1 on its background; a darker green passes AA.
const IN_USE = { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' };

type Editing = { id?: string; values: DepartmentForm } | null;

/** Departments in their order, clinics under their category; add, edit, retire. */
export function DepartmentTable({ hospitalId }: { hospitalId: string }) {
  const departments = useDepartments(hospitalId);
  const save = useSaveDepartment(hospitalId);
  const retire = useRetireDepartment(hospitalId);
  const [editing, setEditing] = useState<Editing>(null);
  const [form] = Form.useForm<DepartmentForm>();
  const { message } = App.useApp();
  const list = departments.data ?? [];
  const byId = new Map(list.map((d) => [d.id, d]));
  const tops = list.filter((d) => !d.parentId && !d.retiredAt);

  const open = (next: Editing) => {
    setEditing(next);
    form.setFieldsValue(next?.values ?? toDepartmentForm());
  };

  const submit = (values: DepartmentForm) =>
    save.mutate(
      { id: editing?.id, body: toDepartmentBody(values) },
      {
        onSuccess: () => {
          message.success(editing?.id ? '科室已修改' : '科室已添加');
          setEditing(null);
        },
        onError: (error) => message.error(errorText(error)),
      },
    );

  const onRetire = (row: AdminDepartment) =>
    retire.mutate(row.id, {
      onSuccess: () => message.success(`${row.name}已停用`),
      onError: (error) => message.error(errorText(error)),
    });

  return (
    <>
      <Button
        type="primary"
        style={{ marginBottom: 16 }}
        onClick={() => open({ values: toDepartmentForm() })}
      >
        添加科室
      </Button>
      {departments.isError && <Alert type="error" showIcon title={errorText(departments.error)} />}
      <Table<AdminDepartment>
        rowKey="id"
        loading={departments.isLoading}
        dataSource={list}
        scroll={{ x: true }}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        columns={[
          { title: '科室', dataIndex: 'name' },
          {
            title: '上级科室',
            dataIndex: 'parentId',
            render: (id: string | null) => (id ? (byId.get(id)?.name ?? '') : '（一级科室）'),
          },
          { title: '在岗医生', dataIndex: 'doctors' },
          { title: '放号方式', key: 'releaseMode', render: (_, row) => releaseModeText(row) },
          {
            title: '状态',
            dataIndex: 'retiredAt',
            render: (at: string | null) =>
              at ? <Tag>已停用</Tag> : <Tag style={IN_USE}>使用中</Tag>,
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) =>
              row.retiredAt ? null : (
                <Space>
                  <Button
                    size="small"
                    aria-label={`修改${row.name}`}
                    onClick={() => open({ id: row.id, values: toDepartmentForm(row) })}
                  >
                    修改
                  </Button>
                  <Popconfirm
                    title={`停用${row.name}？居民端将不再显示该科室。`}
                    okText="停用"
                    cancelText="取消"
                    onConfirm={() => onRetire(row)}
                  >
                    <Button size="small" aria-label={`停用${row.name}`}>
                      停用
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.id ? '修改科室' : '添加科室'}
        okText="保存"
        cancelText="取消"
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        {/* Named: its fields' ids (department_name …) differ from the doctor form's beside it. */}
        <Form form={form} name="department" layout="vertical" onFinish={submit}>
          <Form.Item
            name="name"
            label="科室名称"
            rules={[
              {
                required: true,
                whitespace: true,
                max: 30,
                message: '请填写科室名称（最多 30 个字）',
              },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="parentId" label="上级科室" extra="不选则为一级科室（如内科、外科）">
            <Select
              allowClear
              placeholder="（一级科室）"
              options={tops
                .filter((d) => d.id !== editing?.id)
                .map((d) => ({ value: d.id, label: d.name }))}
            />
          </Form.Item>
          <Form.Item
            name="intro"
            label="科室介绍"
            rules={[{ max: 2000, message: '最多 2000 个字' }]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
          <DepartmentReleaseFields />
        </Form>
      </Modal>
    </>
  );
}
