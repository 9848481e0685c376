import {
  EDITORIAL_KIND_NAMES,
  SINGLE_ITEM_KINDS,
  type EditorialFields,
  type EditorialKind,
} from '@portal/contract';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ApiError, errorText } from '@/lib/api';
import { useCreateDraft, useSubmitVersion } from './api/version-actions';
import { FieldsForm } from './fields-form';

export const mayAddItems = (kind: EditorialKind): boolean => !SINGLE_ITEM_KINDS.includes(kind);

/** The contract's ItemId pattern: lowercase words of letters and digits joined by hyphens. */
const ITEM_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** An id like the content files' own, per kind (content/README.md). */
const ID_EXAMPLES: Record<string, string> = {
  condition: 'gao-xue-ya',
  article: 'dong-ji-yang-sheng',
  notice: '2026-liugan-yimiao',
  help: 'ru-he-qu-xiao-yu-yue',
};

/** A new item starts with no front matter and no body; the editor fills in the kind's fields. */
const EMPTY_FIELDS: EditorialFields = { meta: {}, body: '' };

interface Props {
  kind: EditorialKind;
  onOpen: (versionId: string) => void;
}

/** 新建{kind}: a dialog with the new item's id and its fields, which saves the first draft. */
export function NewItemButton({ kind, onOpen }: Props) {
  const [open, setOpen] = useState(false);
  const name = EDITORIAL_KIND_NAMES[kind];
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)} style={{ marginBottom: 12 }}>
        新建{name}
      </Button>
      <Modal
        open={open}
        title={`新建${name}`}
        footer={null}
        width={760}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        maskClosable={false}
      >
        {/* Mounted only while open: each dialog starts empty, with no earlier error. */}
        {open && (
          <NewItemForm
            kind={kind}
            onCreated={(id) => {
              setOpen(false);
              onOpen(id);
            }}
          />
        )}
      </Modal>
    </>
  );
}

function NewItemForm({
  kind,
  onCreated,
}: {
  kind: EditorialKind;
  onCreated: (id: string) => void;
}) {
  const [idForm] = Form.useForm<{ id: string }>();
  const [error, setError] = useState<string | null>(null);
  const { message } = App.useApp();
  const create = useCreateDraft();
  const submit = useSubmitVersion();

  const save = async (fields: EditorialFields, thenSubmit: boolean) => {
    setError(null);
    let id: string;
    try {
      ({ id } = await idForm.validateFields());
    } catch {
      // The id is above the fields: bring its message into view.
      idForm.scrollToField('id', { block: 'center' });
      return;
    }
    create.mutate(
      { kind, fields: { ...fields, meta: { ...fields.meta, id } } },
      {
        onSuccess: (version) => {
          if (!thenSubmit) {
            message.success('草稿已保存');
            onCreated(version.id);
            return;
          }
          // The draft exists either way: open it, and say whether it went to review.
          submit.mutate(version.id, {
            onSuccess: () => message.success('已提交审核'),
            onError: (e) => message.error(errorText(e)),
            onSettled: () => onCreated(version.id),
          });
        },
        onError: (e) => {
          // 409: the id is taken (a published item or another new one): say so at the id.
          if (e instanceof ApiError && e.status === 409) {
            idForm.setFields([{ name: 'id', errors: [e.message] }]);
            idForm.scrollToField('id', { block: 'center' });
          } else setError(errorText(e));
        },
      },
    );
  };

  return (
    <>
      <Form form={idForm} name={`new-${kind}`} layout="vertical">
        <Form.Item
          name="id"
          label="编号"
          extra={`拼音，用连字符分隔，如 ${ID_EXAMPLES[kind] ?? 'gao-xue-ya'}；只用小写字母、数字和连字符，新建后不能修改`}
          rules={[
            { required: true, message: '请填写编号' },
            { max: 80, message: '编号不超过 80 个字符' },
            {
              pattern: ITEM_ID,
              message: '编号只能用小写字母、数字和连字符，连字符不能在开头、结尾或连用',
            },
          ]}
        >
          <Input autoComplete="off" spellCheck={false} style={{ maxWidth: 360 }} />
        </Form.Item>
      </Form>
      <FieldsForm
        kind={kind}
        fields={EMPTY_FIELDS}
        busy={create.isPending || submit.isPending}
        onSave={(fields) => void save(fields, false)}
        onSubmit={(fields) => void save(fields, true)}
      />
      {error && (
        <Alert
          type="error"
          showIcon
          title="没有保存，请修改后再试"
          description={error}
          style={{ marginTop: 16 }}
        />
      )}
    </>
  );
}
