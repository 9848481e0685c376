import type { HospitalProfile, HospitalProfileBody } from '@portal/contract';
import { Alert, App, Button, Card, Form, Input, Space, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { HospitalPicker, useHospitalChoice } from '@/components/hospital-picker';
import { errorText } from '@/lib/api';
import { useHospitalProfile, useUpdateHospitalProfile } from './api/hospital-profile';
import { NoticeList, PhoneList } from './profile-lists';

const required = (label: string, max: number) => ({
  required: true,
  whitespace: true,
  max,
  message: `请填写${label}（最多 ${max} 个字）`,
});

function formValues(view: HospitalProfile): HospitalProfileBody {
  const { intro, hours, transport, phones, notices } = view;
  return { intro, hours, transport, phones, notices };
}

/** The hospital's own page as citizens read it: intro, hours, transport, phones, notices. */
export default function HospitalProfilePage() {
  const [hospitalId] = useHospitalChoice();
  const profile = useHospitalProfile(hospitalId);
  const update = useUpdateHospitalProfile(hospitalId);
  const [form] = Form.useForm<HospitalProfileBody>();
  const { message } = App.useApp();
  const view = profile.data;

  useEffect(() => {
    if (view) form.setFieldsValue(formValues(view));
  }, [view, form]);

  const save = (values: HospitalProfileBody) =>
    update.mutate(
      { ...values, transport: values.transport ?? '', notices: values.notices ?? [] },
      {
        onSuccess: () => message.success('医院主页已保存，居民端已更新'),
        onError: (error) => message.error(errorText(error)),
      },
    );

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        医院主页
      </Typography.Title>
      <HospitalPicker />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="保存后居民端的医院主页和站内搜索随即更新：本服务进程立即生效，其他服务进程在 10 秒内、已打开过该页的浏览器在 1 分钟内更新。"
      />
      {profile.isError && <Alert type="error" showIcon title={errorText(profile.error)} />}
      {profile.isLoading && <Spin />}
      {view && (
        <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 960 }}>
          <Card title={<h2 style={headingStyle}>{view.name}</h2>} style={{ marginBottom: 16 }}>
            <Form.Item name="intro" label="医院介绍" rules={[required('医院介绍', 4000)]}>
              <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
            </Form.Item>
            <Form.Item name="hours" label="门诊时间" rules={[required('门诊时间', 500)]}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
            </Form.Item>
            <Form.Item
              name="transport"
              label="交通指引"
              rules={[{ max: 1000, message: '交通指引最多 1000 个字' }]}
            >
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
            </Form.Item>
          </Card>
          <Card title={<h2 style={headingStyle}>联系电话</h2>} style={{ marginBottom: 16 }}>
            <PhoneList />
          </Card>
          <Card title={<h2 style={headingStyle}>就诊须知</h2>} style={{ marginBottom: 16 }}>
            <NoticeList />
          </Card>
          <Space>
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              保存医院主页
            </Button>
            <Button onClick={() => form.setFieldsValue(formValues(view))}>还原未保存的修改</Button>
          </Space>
        </Form>
      )}
    </>
  );
}

const headingStyle = { fontSize: 16, margin: 0 };
