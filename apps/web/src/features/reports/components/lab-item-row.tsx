import { powersOfTen, type LabItem } from '@portal/contract';
import { CollapsibleText } from '@/components/collapsible-text/collapsible-text';
import { FlagLabel } from './report-marks';
import { RangeBar, drawsBar, rangeText } from './range-bar';

/**
 * An item the page could not judge: the hospital sent no flag and the note says why (a range
 * in another unit, bounds upside down). Such an item must not read as 正常.
 */
export const unjudged = (item: LabItem) => item.flag === null && item.note !== null;

/** One lab item: name, result with its flag in words, unit, range as sent, bar and trend. */
export function LabItemRow({ item, onTrend }: { item: LabItem; onTrend: (item: LabItem) => void }) {
  const range = rangeText(item);
  return (
    <tr className={item.flag ? 'lab-row lab-row--flagged' : 'lab-row'}>
      <th scope="row" data-label="项目">
        <span>
          <CollapsibleText text={item.name} label="项目名称" />
          <span className="lab-code">{item.code}</span>
        </span>
      </th>
      <td data-label="结果">
        <div className="lab-result-cell">
          <span className="lab-result">
            <CollapsibleText text={item.result} label={`${item.name}的结果`} />
          </span>{' '}
          {!unjudged(item) && <FlagLabel flag={item.flag} />}
          {item.note && (
            <span className="lab-note">
              说明：
              <CollapsibleText text={item.note} label="说明" />
            </span>
          )}
        </div>
      </td>
      <td data-label="单位">{item.unit ? powersOfTen(item.unit) : '—'}</td>
      <td data-label="参考范围">
        {range ? <CollapsibleText text={range} label={`${item.name}的参考范围`} /> : '—'}
      </td>
      <td data-label="位置" className="lab-bar-cell">
        {drawsBar(item) ? <RangeBar item={item} /> : '—'}
      </td>
      <td data-label="趋势" className="no-print">
        {item.trend ? (
          <button type="button" className="link-button" onClick={() => onTrend(item)}>
            查看趋势<span className="visually-hidden">：{item.name}</span>
          </button>
        ) : (
          '—'
        )}
      </td>
    </tr>
  );
}
