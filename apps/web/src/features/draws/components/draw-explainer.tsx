import { DRAW_PREFERENCES_MAX } from '@portal/contract';
import { DRAW_FAIRNESS } from '@/components/draw-window/draw-window';

/** The draw in plain words, the same for every schedule (README "放号抽签" says it in full). */
export function DrawExplainer({ scheduleId }: { scheduleId: string }) {
  return (
    <section className="draw-section" aria-labelledby="draw-how">
      <h2 id="draw-how">抽签怎样进行</h2>
      <dl className="draw-rules">
        <dt>谁可以登记</dt>
        <dd>
          已实名认证的本人或家人，在登记时间内登记；每位就诊人每次抽签只能登记一次。每日限约、待就诊数、30
          天限约和爽约暂停等预约规则，登记时检查一次，分号时再检查一次。登记不占号。
        </dd>
        <dt>什么时候登记都一样</dt>
        <dd>{DRAW_FAIRNESS}结果只看抽签顺序，与登记的先后、网速快慢都无关。</dd>
        <dt>事先公布的承诺值</dt>
        <dd>
          登记开始前，平台先定下一串保密的随机数（种子），并公布它的 SHA-256
          摘要，即“承诺值”。抽签后公布种子，任何人都能算出它的摘要与承诺值相同，说明种子在登记前已定下，事后没有更换。
        </dd>
        <dt>顺序怎样得出</dt>
        <dd>
          登记截止后，把全部登记按登记编号排好，算出这份名单的哈希值（名单里多一人、少一人或改动一处，哈希值都会不同）。再用种子和名单哈希通过
          HMAC-SHA256 产生随机数，按 Fisher–Yates 方法把名单打乱，得到抽签顺序。
        </dd>
        <dt>怎样分号</dt>
        <dd>
          按抽签顺序，每人得到自己最多 {DRAW_PREFERENCES_MAX}{' '}
          个意向时段中排在最前、仍有号的那个；选“任意时段”的人得到仍有号的最早时段。不符合预约规则的，不分号，并写明原因。
        </dd>
        <dt>候补</dt>
        <dd>
          号分完后，选了“未中签时加入候补”的人按抽签顺序进入候补；有人取消预约时，号依次给候补的人，并短信通知。
        </dd>
        <dt>剩余的号</dt>
        <dd>抽签后仍有剩余的号，先到先得，与平时预约一样。</dd>
        <dt>人人可以核对</dt>
        <dd>
          抽签后本页公布种子、名单哈希、登记名单（姓名部分遮挡）和每人的结果。可以按“在本机核验”在自己的浏览器里重算一遍，也可以用平台的命令行工具核对：
          <code className="draw-code">npm run cli -- draw verify {scheduleId}</code>
        </dd>
      </dl>
    </section>
  );
}
