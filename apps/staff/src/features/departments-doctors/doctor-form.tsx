import { DOCTOR_TITLES, type AdminDepartment, type DoctorBody } from '@portal/contract';
import { App, Form, Input, Modal, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { errorText } from '@/lib/api';
import { useSaveDoctor } from './api/doctors';

export type DoctorEditing = { id?: string; values: DoctorBody } | null;

interface DoctorFormProps {
  hospitalId: string;
  editing: DoctorEditing;
  /** Departments in use, to put the doctor in. */
  departments: AdminDepartment[];
  onClose: () => void;
}

/** Adding or editing a doctor; the picture is generated from the name, never uploaded here. */
export function DoctorForm({ hospitalId, editing, departments, onClose }: DoctorFormProps) {
  const save = useSaveDoctor(hospitalId);
  const [form] = Form.useForm<DoctorBody>();
  const { message } = App.useApp();
  const byId = new Map(departments.map((d) => [d.id, d]));

  useEffect(() => {
    if (editing) form.setFieldsValue(editing.values);
  }, [editing, form]);

  const submit = (values: DoctorBody) =>
    save.mutate(
      {
        id: editing?.id,
        body: { ...values, specialty: values.specialty ?? '', intro: values.intro ?? '' },
      },
      {
        onSuccess: () => {
          message.success(editing?.id ? '医生信息已修改' : '医生已添加');
          onClose();
        },
        onError: (error) => message.error(errorText(error)),
      },
    );

  return (
    <Modal
      open={editing !== null}
      title={editing?.id ? '修改医生信息' : '添加医生'}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="name"
          label="姓名"
          extra="头像按姓名自动生成（姓氏配底色），不使用照片。"
          rules={[
            { required: true, whitespace: true, max: 20, message: '请填写姓名（最多 20 个字）' },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="title" label="职称" rules={[{ required: true, message: '请选择职称' }]}>
          <Select options={DOCTOR_TITLES.map((t) => ({ value: t, label: t }))} />
        </Form.Item>
        <Form.Item
          name="departmentId"
          label="科室"
          rules={[{ required: true, message: '请选择科室' }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="请选择科室"
            options={departments.map((d) => ({
              value: d.id,
              label: d.parentId ? `${byId.get(d.parentId)?.name ?? ''} / ${d.name}` : d.name,
            }))}
          />
        </Form.Item>
        <Form.Item name="specialty" label="擅长" rules={[{ max: 200, message: '最多 200 个字' }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="intro" label="医生介绍" rules={[{ max: 2000, message: '最多 2000 个字' }]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
        <Form.Item
          name="acceptsQuestions"
          label="接受在线咨询"
          valuePropName="checked"
          extra="关闭后，居民不能再点名向这位医生提问；已提的问题不受影响。"
        >
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
