import { CONSULT_OVERDUE_HOURS, type StaffConsultBox } from '@portal/contract';
import { Button, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStaffConsultations } from './api/staff-consultations';
import { ConsultTable, PAGE_SIZE } from './consult-table';
import { ConsultThread } from './consult-thread';
import { PhrasesDrawer } from './phrases-drawer';

const BOXES: { box: StaffConsultBox; label: string }[] = [
  { box: 'department', label: '科室待接诊' },
  { box: 'mine', label: '我的咨询' },
  { box: 'closed', label: '已结束' },
];

/** An open box's tab with how many it holds (the same query as the box's first page). */
function BoxLabel({ box, label }: { box: StaffConsultBox; label: string }) {
  const total = useStaffConsultations({ box, pageNo: 1, pageSize: PAGE_SIZE }).data?.total;
  return <>{total === undefined ? label : `${label}（${total}）`}</>;
}

/**
 * 患者咨询: the department's untaken questions, the doctor's own, the ended ones; a thread
 * opens beside the list, kept in `?id=` so a reload or a shared link reopens it.
 */
export default function ConsultationsPage() {
  const [params, setParams] = useSearchParams();
  const [phrasesOpen, setPhrasesOpen] = useState(false);
  const box = (BOXES.find((b) => b.box === params.get('box')) ?? BOXES[0]!).box;
  const openId = params.get('id') ?? undefined;

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        患者咨询
      </Typography.Title>
      <Typography.Paragraph>
        科室待接诊的问题本科室任何一位医生都可接诊；等待超过 {CONSULT_OVERDUE_HOURS[0]}{' '}
        小时标为橙色，超过 {CONSULT_OVERDUE_HOURS[1]}{' '}
        小时标为红色，请优先处理。患者只显示性别和年龄。
        <Button type="link" onClick={() => setPhrasesOpen(true)}>
          管理常用语
        </Button>
      </Typography.Paragraph>
      <Tabs
        activeKey={box}
        onChange={(key) => update({ box: key })}
        items={BOXES.map(({ box: key, label }) => ({
          key,
          // The ended ones only grow: their count would say nothing.
          label: key === 'closed' ? label : <BoxLabel box={key} label={label} />,
          children: <ConsultTable box={key} label={label} onOpen={(id) => update({ id })} />,
        }))}
      />
      <ConsultThread id={openId} onClose={() => update({ id: null })} />
      <PhrasesDrawer open={phrasesOpen} onClose={() => setPhrasesOpen(false)} />
    </>
  );
}
