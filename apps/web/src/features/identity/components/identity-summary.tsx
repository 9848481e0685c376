import { useState } from 'react';
import { Alert, App, Button, Descriptions, Tag } from 'antd';
import type { DescriptionsProps } from 'antd';
import dayjs from '@/lib/dayjs';
import { ID_TYPE_LABELS, MOBILE_PATTERN, type IdentityInfo } from '@portal/contract';
import { prompt } from '@/components/prompt-dialog';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { editIdentity } from '../api/edit-identity';
import { redoIdentity } from '../api/redo-identity';
import { CARD_NUMBER_PATTERN, CARD_NUMBER_PROBLEM, PHONE_PROBLEM } from './identity-rules';
import { toast } from '@/lib/toast';

export interface IdentitySummaryProps {
  identity: IdentityInfo;
  /** The server's updated (masked) identity after a phone or card number change. */
  onChanged: (identity: IdentityInfo) => void;
  /** The verification is gone; the page shows the form again. */
  onRedone: () => void;
}

/** The verified identity as the server returns it (already masked), with its few edits. */
export function IdentitySummary({ identity, onChanged, onRedone }: IdentitySummaryProps) {
  const { modal } = App.useApp();
  const elderMode = useSession((s) => s.elderMode);
  const [error, setError] = useState<string | null>(null);

  const edit = async (field: 'phone' | 'cardno') => {
    setError(null);
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
    try {
      onChanged(await editIdentity({ type: field, data: value.trim() }));
      toast.success(field === 'phone' ? '手机号已修改' : '就诊卡号已保存');
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
    }
  };

  const redo = () => {
    setError(null);
    modal.confirm({
      title: '重新认证',
      content:
        '重新认证会清除当前的实名信息。再次完成认证之前，需要实名的页面（如报告查询、就诊卡绑定）将无法打开。已添加的就诊人不受影响。',
      okText: '确认重新认证',
      cancelText: '取消',
      onOk: async () => {
        try {
          await redoIdentity();
          onRedone();
        } catch (e) {
          if (e instanceof ApiError) setError(e.message);
        }
      },
    });
  };

  const items: DescriptionsProps['items'] = [
    { key: 'name', label: '姓名', children: identity.name },
    { key: 'type', label: '证件类型', children: ID_TYPE_LABELS[identity.type] },
    { key: 'idNo', label: '证件号码', children: identity.idNo },
    {
      key: 'phone',
      label: '手机号',
      children: (
        <span className="identity-value-with-action">
          {identity.phone}
          <Button type="link" aria-label="修改手机号" onClick={() => void edit('phone')}>
            修改
          </Button>
        </span>
      ),
    },
    {
      key: 'cardNo',
      label: '就诊卡号',
      children: (
        <span className="identity-value-with-action">
          {identity.cardNo ?? '未填写'}
          <Button
            type="link"
            aria-label={identity.cardNo ? '修改就诊卡号' : '添加就诊卡号'}
            onClick={() => void edit('cardno')}
          >
            {identity.cardNo ? '修改' : '添加'}
          </Button>
        </span>
      ),
    },
    { key: 'sex', label: '性别', children: identity.sex },
    { key: 'birthday', label: '出生日期', children: identity.birthday },
    {
      key: 'verifiedAt',
      label: '认证时间',
      children: dayjs(identity.verifiedAt).format('YYYY-MM-DD HH:mm'),
    },
  ];

  return (
    <div className="identity-summary">
      <p className="identity-status">
        {/* Solid: the theme's light success background fails contrast with its text. */}
        <Tag color="success" variant="solid">
          已实名
        </Tag>
        您已完成实名认证，以下信息中的证件号码和手机号已隐去部分数字。
      </p>
      <Descriptions
        items={items}
        column={elderMode ? 1 : { xs: 1, sm: 1, md: 2 }}
        layout={elderMode ? 'vertical' : 'horizontal'}
      />
      {error && <Alert className="identity-form-error" type="error" showIcon title={error} />}
      <Button onClick={redo}>重新认证</Button>
    </div>
  );
}
