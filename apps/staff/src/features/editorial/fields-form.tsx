import {
  BODY_SYSTEMS,
  CLINICAL_KINDS,
  WIKI_CATEGORIES,
  type EditorialFields,
  type EditorialKind,
} from '@portal/contract';
import { Button, Form, Input, Select, Space, type SelectProps } from 'antd';
import { useItems } from './api/items';
import { FIELD_LABELS, type MetaKey } from './field-labels';

const LISTS: MetaKey[] = ['aliases', 'departments', 'conditions', 'articles'];
/** Kinds with no body: the home page's featured list is ids only. */
const NO_BODY: EditorialKind[] = ['featured'];
/** Set when a reviewer approves (shown beside the form), or edited below as lines (sources). */
const NOT_INPUTS: MetaKey[] = ['reviewer', 'reviewedAt', 'sources'];

type Values = Record<string, unknown> & { body: string; sourcesText: string };

interface Props {
  kind: EditorialKind;
  fields: EditorialFields;
  busy: boolean;
  onSave: (fields: EditorialFields) => void;
  onSubmit: (fields: EditorialFields) => void;
}

function choices(
  kind: EditorialKind,
  key: MetaKey,
): { value: string; label: string }[] | undefined {
  if (key === 'system') return BODY_SYSTEMS.map((s) => ({ value: s, label: s }));
  // A help question's category is a help centre category's id, typed.
  if (key === 'category' && kind === 'article') {
    return WIKI_CATEGORIES.map((c) => ({ value: c.name, label: c.name }));
  }
  return undefined;
}

/** Which published items a featured list picks from. */
const PICKS: Partial<Record<MetaKey, 'condition' | 'article'>> = {
  conditions: 'condition',
  articles: 'article',
};

/**
 * Ids of published conditions or articles, shown by their names, in the order picked; an id
 * typed in is kept too, and the server says if it is not on the site.
 */
function ItemPicker({ of, ...props }: SelectProps<string[]> & { of: 'condition' | 'article' }) {
  const items = useItems(of);
  const options = (items.data ?? [])
    .filter((i) => i.published)
    .map((i) => ({ value: i.id, label: `${i.title}（${i.id}）` }));
  return (
    <Select
      {...props}
      mode="tags"
      options={options}
      optionFilterProp="label"
      loading={items.isLoading}
      tokenSeparators={[',', '，', '、']}
    />
  );
}

/**
 * A draft's front matter and Markdown body, as the content file holds them; the server checks
 * them with the file loader's rules and answers what to fix.
 */
export function FieldsForm({ kind, fields, busy, onSave, onSubmit }: Props) {
  const [form] = Form.useForm<Values>();
  // Notices and help answers cite no sources; conditions and articles do.
  const clinical = CLINICAL_KINDS.includes(kind);
  const hasBody = !NO_BODY.includes(kind);
  const sources = Array.isArray(fields.meta.sources) ? fields.meta.sources : [];
  const initial: Values = { ...fields.meta, body: fields.body, sourcesText: sources.join('\n') };

  const toFields = (v: Values): EditorialFields => {
    const meta: EditorialFields['meta'] = { ...fields.meta };
    for (const [key] of FIELD_LABELS[kind]) {
      if (NOT_INPUTS.includes(key)) continue;
      Object.assign(meta, { [key]: v[key] ?? (LISTS.includes(key) ? [] : '') });
    }
    if (clinical) {
      meta.sources = v.sourcesText
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean);
    }
    return { meta, body: hasBody ? v.body : '' };
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(v) => onSave(toFields(v))}
    >
      {FIELD_LABELS[kind]
        .filter(([key]) => !NOT_INPUTS.includes(key))
        .map(([key, label]) => {
          const options = choices(kind, key);
          const list = LISTS.includes(key);
          const picks = kind === 'featured' ? PICKS[key] : undefined;
          return (
            <Form.Item
              key={key}
              name={key}
              label={label}
              rules={[{ required: !list, message: `请填写${label}` }]}
            >
              {options ? (
                <Select options={options} style={{ maxWidth: 320 }} />
              ) : picks ? (
                <ItemPicker of={picks} />
              ) : list ? (
                <Select
                  mode="tags"
                  tokenSeparators={[',', '，', '、']}
                  open={false}
                  suffixIcon={null}
                />
              ) : (
                <Input />
              )}
            </Form.Item>
          );
        })}
      {clinical && (
        <Form.Item
          name="sourcesText"
          label="参考资料（每行一条：书名或指南、版次或年份、出版者）"
          rules={[{ required: true, whitespace: true, message: '至少填写一条参考资料' }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
        </Form.Item>
      )}
      {hasBody && (
        <Form.Item
          name="body"
          label={
            kind === 'notice'
              ? '正文（纯文字）'
              : kind === 'help'
                ? '回答（Markdown：每行一段、“- ” 或 “1. ” 列表、**加粗**；不用 ## 标题）'
                : '正文（Markdown：## 与 ### 标题、每行一段、“- ” 或 “1. ” 列表、**加粗**、表格）'
          }
          rules={[{ required: true, whitespace: true, message: '请填写正文' }]}
        >
          <Input.TextArea
            autoSize={{ minRows: 12, maxRows: 30 }}
            style={{ fontFamily: 'monospace' }}
          />
        </Form.Item>
      )}
      <Space wrap>
        <Button htmlType="submit" loading={busy}>
          保存草稿
        </Button>
        <Button
          type="primary"
          loading={busy}
          onClick={() => form.validateFields().then((v) => onSubmit(toFields(v)))}
        >
          保存并提交审核
        </Button>
      </Space>
    </Form>
  );
}
