import { Button, Form, Input, Space } from 'antd';

const PHONE_PATTERN = /^[0-9][0-9 ()+转-]{2,39}$/;

/** The hospital's phone numbers: a name and a number each, 1 to 10. */
export function PhoneList() {
  return (
    <Form.List name="phones">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Space key={field.key} align="start" wrap>
              <Form.Item
                name={[field.name, 'label']}
                label={`电话 ${index + 1} 名称`}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    max: 20,
                    message: '请填写名称（最多 20 个字）',
                  },
                ]}
              >
                <Input placeholder="如 总机" />
              </Form.Item>
              <Form.Item
                name={[field.name, 'number']}
                label={`电话 ${index + 1} 号码`}
                rules={[
                  { required: true, message: '请填写号码' },
                  { pattern: PHONE_PATTERN, message: '号码只能含数字、空格、-、()、+ 和“转”' },
                ]}
              >
                <Input placeholder="如 0999-6623120 转 8120" />
              </Form.Item>
              <Button
                style={{ marginTop: 30 }}
                disabled={fields.length <= 1}
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
        </>
      )}
    </Form.List>
  );
}

/** Notices shown on the hospital page, one paragraph each, at most 20. */
export function NoticeList() {
  return (
    <Form.List name="notices">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <div key={field.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
              <Form.Item
                name={field.name}
                label={`须知 ${index + 1}`}
                style={{ flex: 1 }}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    max: 300,
                    message: '请填写须知（最多 300 个字）',
                  },
                ]}
              >
                <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} style={{ width: '100%' }} />
              </Form.Item>
              <Button
                style={{ marginTop: 30 }}
                onClick={() => remove(field.name)}
                aria-label={`删除须知 ${index + 1}`}
              >
                删除
              </Button>
            </div>
          ))}
          <Button onClick={() => add('')} disabled={fields.length >= 20}>
            添加须知
          </Button>
        </>
      )}
    </Form.List>
  );
}
