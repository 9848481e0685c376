import type { CitizenView } from '@portal/contract';
import { Alert, App, Button, Card, Descriptions, Empty, Input, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { ToneTag } from '@/components/tone-tag';
import { errorText } from '@/lib/api';
import { chinaTime } from '@/lib/china-day';
import { useCitizenAction, useCitizens, type CitizenAction } from './api/citizens';

const ACTIONS: Record<CitizenAction, { label: string; confirm: string; done: string }> = {
  lock: {
    label: '锁定账号',
    confirm: '锁定后该账号立即退出所有设备，且无法登录（含政务服务平台登录），直到解除锁定。',
    done: '账号已锁定，全部会话已结束',
  },
  unlock: {
    label: '解除锁定',
    confirm: '解除锁定后该账号可以重新登录，密码错误记录同时清除。',
    done: '已解除锁定',
  },
  'end-sessions': {
    label: '结束全部会话',
    confirm: '该账号将在所有设备上退出登录，需要重新登录。',
    done: '全部会话已结束',
  },
};

/** Find a citizen by username or full phone; lock, unlock, sign out everywhere. */
export default function CitizensPage() {
  const [q, setQ] = useState('');
  const citizens = useCitizens(q);
  const searchId = useId();

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        市民账号
      </Typography.Title>
      <label htmlFor={searchId} style={{ display: 'block', marginBottom: 8 }}>
        用户名或完整手机号
      </label>
      <Input.Search
        id={searchId}
        enterButton="查找"
        maxLength={32}
        style={{ maxWidth: 420, marginBottom: 16 }}
        onSearch={(value) => setQ(value.trim())}
      />
      <Typography.Paragraph style={{ color: '#595959' }}>
        手机号和证件号码始终脱敏显示；按手机号查找须输入完整的 11 位号码。
      </Typography.Paragraph>
      {citizens.isError && <Alert type="error" showIcon title={errorText(citizens.error)} />}
      {citizens.data?.length === 0 && <Empty description={`没有找到“${q}”对应的市民账号`} />}
      {citizens.data?.map((c) => (
        <CitizenCard key={c.id} citizen={c} />
      ))}
    </>
  );
}

function CitizenCard({ citizen }: { citizen: CitizenView }) {
  const act = useCitizenAction();
  const { message, modal } = App.useApp();
  const locked = citizen.lockedAt !== null;

  const run = (action: CitizenAction) =>
    modal.confirm({
      title: `${ACTIONS[action].label}：${citizen.username}`,
      content: ACTIONS[action].confirm,
      okText: '确认',
      cancelText: '取消',
      onOk: () =>
        act.mutateAsync(
          { id: citizen.id, action },
          {
            onSuccess: () => message.success(ACTIONS[action].done),
            onError: (error) => message.error(errorText(error)),
          },
        ),
    });

  return (
    <Card style={{ maxWidth: 960, marginBottom: 16 }}>
      <Descriptions
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{citizen.username}</h2>}
        column={{ xs: 1, md: 2 }}
        bordered
        size="small"
      >
        <Descriptions.Item label="手机号">{citizen.phoneMasked}</Descriptions.Item>
        <Descriptions.Item label="昵称">{citizen.nickname ?? '未设置'}</Descriptions.Item>
        <Descriptions.Item label="注册方式">
          {citizen.via === 'gov' ? '政务服务平台' : '本站注册'}
        </Descriptions.Item>
        <Descriptions.Item label="注册时间">{chinaTime(citizen.registeredAt)}</Descriptions.Item>
        <Descriptions.Item label="实名认证">
          {citizen.verified ? `已认证（${citizen.idNumberMasked}）` : '未认证'}
        </Descriptions.Item>
        <Descriptions.Item label="当前登录会话">{citizen.liveSessions} 个</Descriptions.Item>
        <Descriptions.Item label="账号状态">
          {locked ? (
            <ToneTag tone="bad">已被锁定（{chinaTime(citizen.lockedAt!)}）</ToneTag>
          ) : citizen.failureLockMinutes > 0 ? (
            <ToneTag tone="warn">密码错误过多，{citizen.failureLockMinutes} 分钟后自动解除</ToneTag>
          ) : (
            <ToneTag tone="ok">正常</ToneTag>
          )}
        </Descriptions.Item>
      </Descriptions>
      <Space wrap style={{ marginTop: 16 }}>
        {!locked && <Button onClick={() => run('lock')}>锁定账号</Button>}
        {(locked || citizen.failureLockMinutes > 0) && (
          <Button onClick={() => run('unlock')}>解除锁定</Button>
        )}
        <Button disabled={citizen.liveSessions === 0} onClick={() => run('end-sessions')}>
          结束全部会话
        </Button>
      </Space>
    </Card>
  );
}
