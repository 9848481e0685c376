import { useId } from 'react';
import { DRAW_PREFERENCES_MAX, type Slot } from '@portal/contract';
import { Select } from '@/components/form/select';

const ORDINALS = ['第一意向', '第二意向', '第三意向'];
const ANY = '';

/**
 * The preferences after choosing `slotId` at `index` (index = length adds one): a slot is
 * wanted once, at the place last chosen for it; choosing 不指定 removes that place and the later
 * ones move up, so the order stays without gaps.
 */
export function choosePreference(prefs: readonly string[], index: number, slotId: string) {
  if (slotId === ANY) return prefs.filter((_, i) => i !== index);
  const next = [...prefs];
  next[index] = slotId;
  return next
    .filter((id, i) => id !== undefined && (id !== slotId || i === index))
    .slice(0, DRAW_PREFERENCES_MAX);
}

export const slotText = (s: Slot) => `${s.start}–${s.end}（${s.capacity} 个号）`;

/**
 * Up to three preferred time slots in order, each a native select (keyboard and screen reader
 * work as anywhere); the first one's 任意时段 means any slot, and each next select appears
 * once the one before it is chosen, offering only the slots not chosen yet.
 */
export function PreferencePicker({
  slots,
  value,
  onChange,
}: {
  slots: Slot[];
  value: string[];
  onChange: (prefs: string[]) => void;
}) {
  const id = useId();
  const shown = Math.min(value.length + 1, DRAW_PREFERENCES_MAX, slots.length);
  return (
    <fieldset className="draw-prefs">
      <legend>意向时段</legend>
      <p className="booking-muted" id={`${id}-hint`}>
        最多选 {DRAW_PREFERENCES_MAX} 个，按先后顺序分配；选“任意时段”则分给仍有号的最早时段。
      </p>
      {Array.from({ length: shown }, (_, i) => {
        const taken = new Set(value.filter((_, j) => j !== i));
        const options = [
          { value: ANY, label: i === 0 ? '任意时段（不指定）' : '不再指定' },
          ...slots
            .filter((s) => !taken.has(s.id))
            .map((s) => ({ value: s.id, label: slotText(s) })),
        ];
        return (
          <div key={i} className="draw-prefs__row">
            <label htmlFor={`${id}-${i}`}>{ORDINALS[i]}</label>
            <Select
              id={`${id}-${i}`}
              aria-describedby={`${id}-hint`}
              value={value[i] ?? ANY}
              options={options}
              onChange={(slotId) => onChange(choosePreference(value, i, slotId))}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
