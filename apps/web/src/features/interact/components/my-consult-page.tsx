import { Link, useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state/query-state';
import { PageFrame, Panel } from '@/components/ui/panel';
import { useConsultation } from '../api/get-consultation';
import { ConsultThread } from './consult-thread';
import { MyConsultList } from './my-consult-list';
import './consult.css';

function Thread({ id, back }: { id: string; back: string }) {
  const detail = useConsultation(id);
  return (
    <Panel title="咨询详情">
      <Link className="consult-back" to={back}>
        返回咨询列表
      </Link>
      <QueryState query={detail}>{(d) => <ConsultThread detail={d} />}</QueryState>
    </Panel>
  );
}

/**
 * /account/consult (我的咨询): the consultations in tabs by status with unread marks; `?id=`
 * opens one thread (reading it clears its mark).
 */
export function MyConsultPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const rest = new URLSearchParams(params);
  rest.delete('id');
  const query = rest.toString();
  const back = query ? `/account/consult?${query}` : '/account/consult';
  return (
    <PageFrame title="我的咨询" className="consult-mine">
      {id ? (
        <Thread key={id} id={id} back={back} />
      ) : (
        <Panel title="咨询列表">
          <p className="consult-muted">
            医生回复后会短信通知您，有新回复的咨询带红色数字。想问新问题，请到
            <Link to="/interact/consult#ask">患者咨询</Link>。
          </p>
          <MyConsultList />
        </Panel>
      )}
    </PageFrame>
  );
}
