import { SENSITIVE_WORD_MAX, type SensitiveWordView } from '@portal/contract';
import {
  Alert,
  App,
  Button,
  Form,
  Input,
  Popconfirm,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { errorText } from '@/lib/api';
import { chinaTime } from '@/lib/china-day';
import {
  useAddSensitiveWord,
  useRemoveSensitiveWord,
  useSensitiveWords,
} from './api/sensitive-words';

/** The words citizens' evaluations are screened against: add and remove. */
export default function SensitiveWordsPage() {
  const words = useSensitiveWords();
  const add = useAddSensitiveWord();
  const remove = useRemoveSensitiveWord();
  const [form] = Form.useForm<{ word: string }>();
  const { message } = App.useApp();

  const submit = ({ word }: { word: string }) =>
    add.mutate(word.trim(), {
      onSuccess: (added) => {
        message.success(`已添加“${added.word}”`);
        form.resetFields();
      },
      onError: (error) => message.error(errorText(error)),
    });

  const columns: TableColumnsType<SensitiveWordView> = [
    { title: '敏感词', dataIndex: 'word' },
    { title: '添加人', dataIndex: 'createdBy', render: (by: string | null) => by ?? '—' },
    { title: '添加时间', dataIndex: 'createdAt', render: chinaTime },
    {
      title: '操作',
      key: 'remove',
      width: 100,
      render: (_, row) => (
        <Popconfirm
          title={`删除敏感词“${row.word}”？`}
          okText="删除"
          cancelText="取消"
          onConfirm={() =>
            remove.mutateAsync(row.id, {
              onSuccess: () => message.success(`已删除“${row.word}”`),
              onError: (error) => message.error(errorText(error)),
            })
          }
        >
          <Button size="small" aria-label={`删除敏感词 ${row.word}`}>
            删除
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        敏感词
      </Typography.Title>
      <Typography.Paragraph>
        市民提交的就医评价按此列表检查（全角、繁体、词中夹空格或符号也能识别），含有列表中词语的评价先进入“就医评价审核”，审核通过后才发布。每个词
        1 到 {SENSITIVE_WORD_MAX} 个字符，首尾空格自动去除，不可重复。
      </Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={submit} style={{ marginBottom: 16 }}>
        <Form.Item
          name="word"
          label="新敏感词"
          rules={[
            { required: true, whitespace: true, message: '请输入敏感词' },
            {
              max: SENSITIVE_WORD_MAX,
              message: `敏感词最多 ${SENSITIVE_WORD_MAX} 个字符`,
              transform: (v: string) => v?.trim(),
            },
          ]}
        >
          <Input style={{ width: 240 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            添加
          </Button>
        </Form.Item>
      </Form>
      {words.isError && <Alert type="error" showIcon title={errorText(words.error)} />}
      <Table
        rowKey="id"
        columns={columns}
        dataSource={words.data}
        loading={words.isLoading}
        scroll={{ x: true }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: '还没有敏感词' }}
        size="middle"
      />
    </>
  );
}
