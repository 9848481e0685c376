import { CONSULT_DISCLAIMER, CONSULT_TEXT_MAX } from '@portal/contract';
import { App, Button, Form, Input, Select, Space, Typography } from 'antd';
import { errorText } from '@/lib/api';
import { usePhrases } from './api/phrases';
import { useReplyToConsultation } from './api/reply-consultation';

/**
 * The answer box: text, a 常用语 picker that adds the chosen phrase to the text, 发送. The
 * disclaimer under it is what the patient sees beneath every answer.
 */
export function ReplyBox({ id }: { id: string }) {
  const [form] = Form.useForm<{ text: string }>();
  const phrases = usePhrases();
  const reply = useReplyToConsultation();
  const { message } = App.useApp();

  const insert = (phrase: string) => {
    const current = form.getFieldValue('text') ?? '';
    form.setFieldValue('text', current ? `${current}${phrase}` : phrase);
  };

  const send = ({ text }: { text: string }) =>
    reply.mutate(
      { id, body: { text: text.trim() } },
      {
        onSuccess: () => {
          message.success('回复已发送，患者会收到短信提醒');
          form.resetFields();
        },
        onError: (error) => message.error(errorText(error)),
      },
    );

  return (
    <Form form={form} name="consult-reply" layout="vertical" onFinish={send}>
      <Form.Item
        name="text"
        label="回复患者"
        rules={[
          { required: true, whitespace: true, message: '请填写回复内容' },
          { max: CONSULT_TEXT_MAX, message: `不超过 ${CONSULT_TEXT_MAX} 字` },
        ]}
      >
        <Input.TextArea rows={5} maxLength={CONSULT_TEXT_MAX} showCount />
      </Form.Item>
      <Space wrap>
        {/* Only acts: it keeps no value, so the same phrase can be chosen again. */}
        <Select<string | null>
          aria-label="插入常用语"
          placeholder="插入常用语"
          value={null}
          style={{ width: 240 }}
          loading={phrases.isLoading}
          notFoundContent="还没有常用语，可在“常用语”中添加"
          options={(phrases.data ?? []).map((p) => ({ value: p.id, label: p.text }))}
          onChange={(phraseId) => {
            const phrase = phrases.data?.find((p) => p.id === phraseId);
            if (phrase) insert(phrase.text);
          }}
          popupMatchSelectWidth={360}
        />
        <Button type="primary" htmlType="submit" loading={reply.isPending}>
          发送
        </Button>
      </Space>
      <Typography.Paragraph style={{ marginTop: 12, color: '#873800' }}>
        患者看到的每条回复下方都有“{CONSULT_DISCLAIMER}
        ”的提示：在线咨询只提供建议，不做诊断和处方；需要检查或治疗的，请建议线下就诊。
      </Typography.Paragraph>
    </Form>
  );
}
