import {
  ACCOUNT_RULE_FIELDS,
  type SiteSettingsBody,
  type SiteSettingsView,
} from '@portal/contract';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Space,
  Spin,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { errorText } from '@/lib/api';
import { useSiteSettings, useUpdateSiteSettings } from './api/site-settings';

/** The hotline, the footer and the account rules; each rule explained beside its field. */
export default function SiteSettingsPage() {
  const settings = useSiteSettings();
  const update = useUpdateSiteSettings();
  const [form] = Form.useForm<SiteSettingsBody>();
  const { message } = App.useApp();
  const view = settings.data;

  useEffect(() => {
    if (view) form.setFieldsValue(formValues(view));
  }, [view, form]);

  const save = (values: SiteSettingsBody) =>
    update.mutate(values, {
      onSuccess: () => message.success('站点设置已保存'),
      onError: (error) => message.error(errorText(error)),
    });

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        站点设置
      </Typography.Title>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="保存后市民端随即生效：本服务进程立即更新；其他服务进程和浏览器缓存在 20 秒内更新，账号规则在 30 秒内更新。"
      />
      {settings.isError && <Alert type="error" showIcon title={errorText(settings.error)} />}
      {settings.isLoading && <Spin />}
      {view && (
        <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 960 }}>
          <Card title={<h2 style={headingStyle}>热线与页脚</h2>} style={{ marginBottom: 16 }}>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="hotline" label="服务热线" rules={[required('服务热线', 32)]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="recordNumber" label="备案号" rules={[required('备案号', 64)]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item name="address" label="地址" rules={[required('地址', 100)]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="copyright" label="版权信息" rules={[required('版权信息', 100)]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="techSupport"
                  label="技术支持"
                  rules={[{ max: 64, message: '技术支持最多 64 个字' }]}
                >
                  <Input />
                </Form.Item>
              </Col>
            </Row>
            <PhoneList />
          </Card>
          <Card title={<h2 style={headingStyle}>市民账号规则</h2>} style={{ marginBottom: 16 }}>
            <Row gutter={16}>
              {ACCOUNT_RULE_FIELDS.map((field) => (
                <Col xs={24} md={12} key={field.key}>
                  <Form.Item
                    name={['accountRules', field.key]}
                    label={field.label}
                    extra={`${field.help}。单位：${field.unit}；默认 ${view.accountRuleDefaults[field.key]}；可设 ${field.min}–${field.max}。`}
                    rules={[
                      { required: true, message: `请填写${field.label}` },
                      {
                        type: 'integer',
                        min: field.min,
                        max: field.max,
                        message: `${field.label}应为 ${field.min} 到 ${field.max} 之间的整数`,
                      },
                    ]}
                  >
                    <InputNumber style={{ width: '100%' }} suffix={field.unit} precision={0} />
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </Card>
          <Space>
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              保存设置
            </Button>
            <Button onClick={() => form.setFieldsValue(formValues(view))}>还原未保存的修改</Button>
          </Space>
        </Form>
      )}
    </>
  );
}

const headingStyle = { fontSize: 16, margin: 0 };

const required = (label: string, max: number) => ({
  required: true,
  whitespace: true,
  max,
  message: `请填写${label}（最多 ${max} 个字）`,
});

function formValues(view: SiteSettingsView): SiteSettingsBody {
  const { hotline, address, phones, copyright, recordNumber, techSupport, accountRules } = view;
  return { hotline, address, phones, copyright, recordNumber, techSupport, accountRules };
}

/** The footer's phone numbers: a name and a number each, at most 10. */
function PhoneList() {
  return (
    <Form.List name="phones">
      {(fields, { add, remove }) => (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontSize: 14, marginBottom: 8 }}>页脚电话</legend>
          {fields.map((field, index) => (
            <Space key={field.key} align="start" wrap style={{ display: 'flex' }}>
              <Form.Item
                name={[field.name, 'label']}
                label={`电话 ${index + 1} 名称`}
                rules={[required('电话名称', 20)]}
              >
                <Input />
              </Form.Item>
              <Form.Item
                name={[field.name, 'number']}
                label={`电话 ${index + 1} 号码`}
                rules={[required('电话号码', 32)]}
              >
                <Input />
              </Form.Item>
              <Button
                style={{ marginTop: 30 }}
                onClick={() => remove(field.name)}
                aria-label={`删除电话 ${index + 1}`}
              >
                删除
              </Button>
            </Space>
          ))}
          <div>
            <Button onClick={() => add({ label: '', number: '' })} disabled={fields.length >= 10}>
              添加电话
            </Button>
          </div>
        </fieldset>
      )}
    </Form.List>
  );
}
