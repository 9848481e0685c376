import type { LabItem } from '@portal/contract';

/**
 * A small bar placing a value against its reference range: the range is the middle band and
 * the marker sits where the value falls (clamped at the ends). Said in words for screen
 * readers; the flag beside it says the same, so the bar is never the only sign.
 */
export function RangeBar({ item }: { item: LabItem }) {
  const { value, low, high } = item;
  if (value === null || (low === null && high === null)) return null;
  const lo = low ?? 0;
  const hi = high ?? lo * 2;
  const span = hi - lo || Math.abs(hi) || 1;
  const min = lo - span / 2;
  const max = hi + span / 2;
  const at = (v: number) => Math.min(100, Math.max(0, ((v - min) / (max - min)) * 100));
  const where = value > hi ? '高于参考范围' : value < lo ? '低于参考范围' : '在参考范围内';
  return (
    <span className="range-bar" role="img" aria-label={`${value}${item.unit ?? ''}，${where}`}>
      <span
        className="range-bar__band"
        style={{ left: `${at(lo)}%`, width: `${at(hi) - at(lo)}%` }}
      />
      <span className="range-bar__marker" style={{ left: `${at(value)}%` }} />
    </span>
  );
}
