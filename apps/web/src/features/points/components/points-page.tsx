import { useSearchParams } from 'react-router';
import { POINT_SCOPE_WORDS, type PointEntry, type ScorePage } from '@portal/contract';
import { QueryState } from '@/components/query-state/query-state';
import { Empty } from '@/components/ui/empty';
import { Pager } from '@/components/ui/pager';
import { chinaDateTimeFull } from '@/lib/china-date';
import { POINTS_PAGE_SIZE, useScorePage } from '../api/get-score-page';
import './points.css';

function signed(amount: number): string {
  return amount > 0 ? `+${amount}` : String(amount);
}

function LedgerEntry({ entry }: { entry: PointEntry }) {
  return (
    <li className="points-entry">
      <div className="points-entry__what">
        <span className="points-entry__reason">{entry.reason}</span>
        <time className="points-entry__time" dateTime={entry.createdAt}>
          {chinaDateTimeFull(entry.createdAt)}
        </time>
      </div>
      <div className="points-entry__numbers">
        {/* Gain or loss in words too, not by the sign's colour alone. */}
        <span className={entry.amount > 0 ? 'points-entry__gain' : 'points-entry__loss'}>
          <span className="visually-hidden">{entry.amount > 0 ? '获得' : '扣除'}</span>
          {signed(entry.amount)} 分
        </span>
        <span className="points-entry__balance">余额 {entry.balance}</span>
      </div>
    </li>
  );
}

function Rules({ rules }: { rules: ScorePage['rules'] }) {
  return (
    <section className="box-section" aria-labelledby="points-rules">
      <h2 id="points-rules">怎样获得积分</h2>
      <ul className="points-rules">
        {rules.map((r) => (
          <li key={r.rule} className="points-rule">
            <span className="points-rule__how">{r.how}</span>
            <span className="points-rule__amount">
              +{r.amount} 分（{POINT_SCOPE_WORDS[r.scope]}）
            </span>
          </li>
        ))}
      </ul>
      <p className="points-note">
        “每天一次”按北京时间计算，零点起算新的一天。每一笔积分变动都记在明细里，附有原因和变动后的余额。
      </p>
    </section>
  );
}

/** /account/points (我的积分): the balance, the ledger a page at a time, and how to earn. */
export function PointsPage() {
  const [params] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const score = useScorePage(pageNo);
  return (
    <div className="box-page points-page">
      <h1>我的积分</h1>
      <QueryState query={score}>
        {(data) => (
          <>
            <p className="points-balance">
              当前积分 <strong className="points-balance__value">{data.balance}</strong> 分
            </p>
            <section className="box-section" aria-labelledby="points-ledger">
              <h2 id="points-ledger">积分明细</h2>
              {data.total === 0 ? (
                <Empty
                  description="还没有积分记录。完成实名认证、每天登录或保存体质辨识结果都能获得积分。"
                  action={{ label: '去做中医体质辨识', to: '/wiki/identify' }}
                />
              ) : (
                <>
                  <p className="points-note" role="status">
                    共 {data.total} 条记录，最新的在前
                  </p>
                  <ol className="points-ledger" aria-label="积分明细">
                    {data.list.map((entry) => (
                      <LedgerEntry key={entry.id} entry={entry} />
                    ))}
                  </ol>
                  <Pager page={data.pageNo} pages={Math.ceil(data.total / POINTS_PAGE_SIZE)} />
                </>
              )}
            </section>
            <Rules rules={data.rules} />
          </>
        )}
      </QueryState>
    </div>
  );
}
