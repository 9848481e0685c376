import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimeRanges } from './time-ranges';

describe('TimeRanges', () => {
  it('wraps each clock range, whatever its dash, and leaves the words as they are', () => {
    const text = '周一至周日 上午 08:00-12:00，下午 13:30–17:00；夜间 18:00至21:00；急诊 24 小时';
    const { container } = render(<TimeRanges text={text} />);
    expect(container.textContent).toBe(text);
    expect([...container.querySelectorAll('.time-range')].map((s) => s.textContent)).toEqual([
      '08:00-12:00',
      '13:30–17:00',
      '18:00至21:00',
    ]);
  });

  it('shows text without a range as it is', () => {
    const { container } = render(<TimeRanges text="24 小时" />);
    expect(container.textContent).toBe('24 小时');
    expect(container.querySelector('.time-range')).toBeNull();
  });
});
