import { bookingRulesInWords, type BookingRulesBody } from '@portal/contract';
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
import { HospitalPicker, useHospitalChoice } from '@/components/hospital-picker';
import { errorText } from '@/lib/api';
import { useBookingRules, useUpdateBookingRules } from './api/booking-rules';
import { ReleaseModeFields } from './release-mode-fields';
import { RULE_FIELDS, type RuleField } from './rule-fields';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

function rulesFor(field: RuleField) {
  if (field.kind === 'time') {
    return [
      { required: true, message: `请填写${field.label}` },
      { pattern: CLOCK, message: `${field.label}应为 24 小时制的 时:分，如 08:00` },
    ];
  }
  return [
    { required: true, message: `请填写${field.label}` },
    {
      type: 'integer' as const,
      min: field.min,
      max: field.max,
      message: `${field.label}应为 ${field.min} 到 ${field.max} 之间的整数`,
    },
  ];
}

/** The hospital's booking rules, each explained; citizens read them in plain words. */
export default function BookingRulesPage() {
  const [hospitalId] = useHospitalChoice();
  const rules = useBookingRules(hospitalId);
  const update = useUpdateBookingRules(hospitalId);
  const [form] = Form.useForm<BookingRulesBody>();
  const { message } = App.useApp();
  const view = rules.data;

  useEffect(() => {
    if (view) form.setFieldsValue(view);
  }, [view, form]);

  const save = (values: BookingRulesBody) =>
    update.mutate(values, {
      onSuccess: () => message.success('预约规则已保存，居民端立即按新规则执行'),
      onError: (error) => message.error(errorText(error)),
    });

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        预约规则
      </Typography.Title>
      <HospitalPicker />
      {rules.isError && <Alert type="error" showIcon title={errorText(rules.error)} />}
      {rules.isLoading && <Spin />}
      {view && (
        <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 960 }}>
          <Card title={<h2 style={headingStyle}>规则设置</h2>} style={{ marginBottom: 16 }}>
            <Row gutter={16}>
              {RULE_FIELDS.map((field) => (
                <Col xs={24} md={12} key={field.key}>
                  <Form.Item
                    name={field.key}
                    label={field.label}
                    extra={
                      field.kind === 'number'
                        ? `${field.help}。可设 ${field.min}–${field.max} ${field.unit}。`
                        : `${field.help}。北京时间，24 小时制。`
                    }
                    rules={rulesFor(field)}
                  >
                    {field.kind === 'time' ? (
                      <Input placeholder="08:00" style={{ width: 160 }} />
                    ) : (
                      <InputNumber precision={0} suffix={field.unit} style={{ width: 160 }} />
                    )}
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </Card>
          <ReleaseModeFields headingStyle={headingStyle} />
          <Card title={<h2 style={headingStyle}>居民看到的规则</h2>} style={{ marginBottom: 16 }}>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {bookingRulesInWords(view).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Card>
          <Space>
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              保存预约规则
            </Button>
            <Button onClick={() => form.setFieldsValue(view)}>还原未保存的修改</Button>
          </Space>
        </Form>
      )}
    </>
  );
}

const headingStyle = { fontSize: 16, margin: 0 };
