import { CONSULT_PHRASE_MAX, CONSULT_PHRASES_MAX, type StaffPhrase } from '@portal/contract';
import { Alert, App, Button, Drawer, Form, Input, List, Popconfirm, Typography } from 'antd';
import { errorText } from '@/lib/api';
import { useAddPhrase } from './api/add-phrase';
import { useDeletePhrase } from './api/delete-phrase';
import { usePhrases } from './api/phrases';

/** 常用语: the doctor's own saved phrases, added and removed here, inserted from the reply box. */
export function PhrasesDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const phrases = usePhrases();
  const add = useAddPhrase();
  const remove = useDeletePhrase();
  const [form] = Form.useForm<{ text: string }>();
  const { message } = App.useApp();
  const list = phrases.data ?? [];

  const submit = ({ text }: { text: string }) =>
    add.mutate(
      { text: text.trim() },
      {
        onSuccess: () => {
          message.success('常用语已保存');
          form.resetFields();
        },
        onError: (error) => message.error(errorText(error)),
      },
    );

  const onDelete = (phrase: StaffPhrase) =>
    remove
      .mutateAsync(phrase.id, { onError: (error) => message.error(errorText(error)) })
      .catch(() => undefined);

  return (
    <Drawer open={open} onClose={onClose} title="常用语" size={480}>
      <Typography.Paragraph>
        回复时可从“插入常用语”中选用，最多 {CONSULT_PHRASES_MAX} 条，仅自己可见。
      </Typography.Paragraph>
      <Form form={form} name="consult-phrase" layout="vertical" onFinish={submit}>
        <Form.Item
          name="text"
          label="新的常用语"
          rules={[
            { required: true, whitespace: true, message: '请填写常用语' },
            { max: CONSULT_PHRASE_MAX, message: `不超过 ${CONSULT_PHRASE_MAX} 字` },
          ]}
        >
          <Input.TextArea rows={3} maxLength={CONSULT_PHRASE_MAX} showCount />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={add.isPending}
          disabled={list.length >= CONSULT_PHRASES_MAX}
        >
          添加
        </Button>
      </Form>
      {phrases.isError && <Alert type="error" showIcon title={errorText(phrases.error)} />}
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        我的常用语（{list.length}）
      </Typography.Title>
      <List<StaffPhrase>
        loading={phrases.isLoading}
        dataSource={list}
        locale={{ emptyText: '还没有常用语' }}
        renderItem={(phrase) => (
          <List.Item
            actions={[
              <Popconfirm
                key="delete"
                title="删除这条常用语？"
                okText="删除"
                cancelText="取消"
                onConfirm={() => onDelete(phrase)}
              >
                <Button size="small" danger aria-label={`删除常用语：${phrase.text}`}>
                  删除
                </Button>
              </Popconfirm>,
            ]}
          >
            <span style={{ whiteSpace: 'pre-wrap' }}>{phrase.text}</span>
          </List.Item>
        )}
      />
    </Drawer>
  );
}
