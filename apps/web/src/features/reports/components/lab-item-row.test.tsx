import { render, screen } from '@testing-library/react';
import type { LabItem } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { LabItemRow } from './lab-item-row';

const base: LabItem = {
  code: 'GLU',
  name: '葡萄糖',
  result: '6.3',
  value: 6.3,
  unit: 'mmol/L',
  low: 3.1,
  high: 6.2,
  range: '3.1-6.2',
  flag: 'H',
  note: null,
  trend: false,
};

function row(item: LabItem) {
  return render(
    <table>
      <tbody>
        <LabItemRow item={item} onTrend={() => {}} />
      </tbody>
    </table>,
  );
}

describe('LabItemRow', () => {
  it('says every flag in words and draws the bar for a two-bound range', () => {
    const { container } = row({ ...base, flag: 'AA' });
    expect(container).toHaveTextContent('!! 危急值（异常）');
    expect(screen.getByRole('img', { name: '6.3mmol/L，高于参考范围' })).toBeInTheDocument();
  });

  it('shows a note in words, no bar and never 正常 when the range could not be used', () => {
    const note = '参考范围单位（mg/dL）与结果不同，未判断高低';
    const { container } = row({ ...base, flag: null, low: 40, high: 109, range: '40-109', note });
    expect(container).toHaveTextContent(`说明：${note}`);
    expect(container).not.toHaveTextContent('正常');
    expect(screen.queryByRole('img')).toBeNull();
    expect(container).toHaveTextContent('40-109');
  });

  it('shows a one-bound range as sent and draws no bar', () => {
    const { container } = row({ ...base, flag: null, low: null, high: 4.5, range: '< 4.5' });
    expect(container).toHaveTextContent('< 4.5');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says a bound alone when an older report kept no range text', () => {
    const { container } = row({ ...base, flag: null, low: 1.5, high: null, range: null });
    expect(container).toHaveTextContent('≥ 1.5');
  });

  it('draws no bar for a range whose low bound is above its high one', () => {
    row({ ...base, low: 10, high: 5, range: '10-5' });
    expect(screen.queryByRole('img')).toBeNull();
  });
});
