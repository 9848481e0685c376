import type { ImmunizationSchedule, Vaccine } from '@portal/contract';
import { ScrollRegion } from '@/components/scroll-region/scroll-region';

/**
 * A vaccine's doses in words, youngest first: 共 2 剂：13 岁（2 剂）. The row header carries it so a
 * row whose only doses lie in columns scrolled out of view (HPV at 13 岁) never looks empty.
 */
export function dosesInWords(vaccine: Vaccine, ages: string[]): string {
  const given = ages.filter((a) => vaccine.doses[a]?.length);
  const total = given.reduce((n, a) => n + vaccine.doses[a]!.length, 0);
  const when = given.map((a) => {
    const n = vaccine.doses[a]!.length;
    return n > 1 ? `${a}（${n} 剂）` : a;
  });
  return `共 ${total} 剂：${when.join('、')}`;
}

/**
 * The schedule as a table that scrolls sideways in its own region (ScrollRegion). The vaccine
 * column stays put, so every dose has its row's name.
 */
export function ImmunizationTable({ schedule }: { schedule: ImmunizationSchedule }) {
  return (
    <>
      {/* The title stands outside the scroller: a caption is as wide as the table and was cut. */}
      <h3 id="ph-table-title" className="ph-table-title">
        国家免疫规划疫苗儿童免疫程序
      </h3>
      <p className="ph-table-key">
        表中写的是第几剂；每种疫苗名称下写着它一共几剂、在哪些年龄接种。
      </p>
      <ScrollRegion
        className="ph-table-scroll"
        labelledBy="ph-table-title"
        hint="表格较宽，请左右滑动查看更多月龄（用键盘时先选中表格，再按 ← →）。"
      >
        <table className="ph-table">
          <caption className="visually-hidden">
            国家免疫规划疫苗儿童免疫程序（表中数字是第几剂）
          </caption>
          <thead>
            <tr>
              <th scope="col">疫苗</th>
              <th scope="col">预防的疾病</th>
              {schedule.ages.map((a) => (
                <th key={a} scope="col">
                  {a}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {schedule.vaccines.map((v) => (
              <tr key={v.abbr}>
                <th scope="row">
                  {v.name}
                  <span className="ph-table__meta">
                    {v.route} · {dosesInWords(v, schedule.ages)}
                  </span>
                </th>
                <td>{v.disease}</td>
                {schedule.ages.map((a) => (
                  <td key={a}>{v.doses[a] ? `第 ${v.doses[a].join('、')} 剂` : ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
