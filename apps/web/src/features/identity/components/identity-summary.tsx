import { useState, type ReactNode } from 'react';
import dayjs from '@/lib/dayjs';
import {
  CARD_NUMBER_PATTERN,
  ID_TYPE_LABELS,
  MOBILE_PATTERN,
  type IdentityInfo,
} from '@portal/contract';
import { prompt } from '@/components/prompt-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useEditIdentity } from '../api/edit-identity';
import { useRedoIdentity } from '../api/redo-identity';
import { CARD_NUMBER_PROBLEM, PHONE_PROBLEM } from './identity-rules';

/** The server's refusal in words; other failures were already reported by the API client. */
const refusal = (error: unknown) => (error instanceof ApiError ? error.message : null);

/** The verified identity as the server returns it (already masked), with its few edits. */
export function IdentitySummary({ identity }: { identity: IdentityInfo }) {
  const editing = useEditIdentity();
  const redoing = useRedoIdentity();
  const [asking, setAsking] = useState(false);

  const edit = async (field: 'phone' | 'cardno') => {
    const value = await prompt(
      field === 'phone'
        ? {
            title: '修改手机号',
            message: '新的手机号',
            inputPattern: MOBILE_PATTERN,
            inputErrorMessage: PHONE_PROBLEM,
          }
        : {
            title: identity.cardNo ? '修改就诊卡号' : '添加就诊卡号',
            message: '就诊卡号',
            inputValue: identity.cardNo ?? '',
            inputPattern: CARD_NUMBER_PATTERN,
            inputErrorMessage: CARD_NUMBER_PROBLEM,
          },
    );
    if (value === null) return;
    redoing.reset();
    editing.mutate(
      { type: field, data: value.trim() },
      { onSuccess: () => toast.success(field === 'phone' ? '手机号已修改' : '就诊卡号已保存') },
    );
  };

  const withAction = (value: ReactNode, label: string, text: string, onClick: () => void) => (
    <span className="identity-value-with-action">
      {value}
      <Button variant="text" aria-label={label} onClick={onClick}>
        {text}
      </Button>
    </span>
  );

  const items: [string, ReactNode][] = [
    ['姓名', identity.name],
    ['证件类型', ID_TYPE_LABELS[identity.type]],
    ['证件号码', identity.idNo],
    ['手机号', withAction(identity.phone, '修改手机号', '修改', () => void edit('phone'))],
    [
      '就诊卡号',
      withAction(
        identity.cardNo ?? '未填写',
        identity.cardNo ? '修改就诊卡号' : '添加就诊卡号',
        identity.cardNo ? '修改' : '添加',
        () => void edit('cardno'),
      ),
    ],
    ['性别', identity.sex],
    ['出生日期', identity.birthday],
    ['认证时间', dayjs(identity.verifiedAt).format('YYYY-MM-DD HH:mm')],
  ];
  const problem = refusal(editing.error) ?? refusal(redoing.error);

  return (
    <div className="identity-summary">
      <p className="identity-status">
        <span className="badge badge--success">已实名</span>
        您已完成实名认证，以下信息中的证件号码和手机号已隐去部分数字。
      </p>
      <dl className="identity-facts">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {problem && <Alert className="identity-form-error" tone="error" title={problem} />}
      <Button onClick={() => setAsking(true)}>重新认证</Button>
      <ConfirmDialog
        open={asking}
        title="重新认证"
        okText="确认重新认证"
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          editing.reset();
          // A refusal stays on the page (above); the dialog closes either way.
          await redoing.mutateAsync().catch(() => undefined);
        }}
      >
        重新认证会清除当前的实名信息。再次完成认证之前，需要实名的页面（如报告查询、就诊卡绑定）将无法打开。已添加的就诊人不受影响。
      </ConfirmDialog>
    </div>
  );
}
