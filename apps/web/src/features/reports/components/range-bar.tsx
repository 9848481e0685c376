import { powersOfTenSpoken, type LabItem } from '@portal/contract';

/**
 * The range as the hospital wrote it. Reports stored before the feed kept one-bound ranges as
 * text have only the bound, so it is said the way a lab would write it.
 */
export function rangeText({ range, low, high }: LabItem): string | null {
  if (range) return range;
  if (low !== null && high !== null) return `${low}-${high}`;
  if (low !== null) return `≥ ${low}`;
  if (high !== null) return `≤ ${high}`;
  return null;
}

/**
 * Whether a bar means something: a number, a two-bound range in the order low ≤ high, and no
 * note. A range in another unit, upside down or with one bound would place the marker
 * somewhere that means nothing; the range text beside it says what the hospital sent.
 */
export function drawsBar({ value, low, high, note }: LabItem): boolean {
  return value !== null && low !== null && high !== null && low <= high && note === null;
}

/**
 * A small bar placing a value against its reference range: the range is the middle band and
 * the marker sits where the value falls (clamped at the ends). Said in words for screen
 * readers; the flag beside it says the same, so the bar is never the only sign.
 */
export function RangeBar({ item }: { item: LabItem }) {
  const { value, low, high } = item;
  if (!drawsBar(item) || value === null || low === null || high === null) return null;
  const span = high - low || Math.abs(high) || 1;
  const min = low - span / 2;
  const max = high + span / 2;
  const at = (v: number) => Math.min(100, Math.max(0, ((v - min) / (max - min)) * 100));
  const where = value > high ? '高于参考范围' : value < low ? '低于参考范围' : '在参考范围内';
  return (
    <span
      className="range-bar"
      role="img"
      aria-label={`${value}${powersOfTenSpoken(item.unit ?? '')}，${where}`}
    >
      <span
        className="range-bar__band"
        style={{ left: `${at(low)}%`, width: `${at(high) - at(low)}%` }}
      />
      <span className="range-bar__marker" style={{ left: `${at(value)}%` }} />
    </span>
  );
}
