import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Slot } from '@portal/contract';
import { PreferencePicker, choosePreference } from './preference-picker';

// Several selections by a simulated user take seconds when the web tests run together.
vi.setConfig({ testTimeout: 30_000 });

const slot = (id: string, start: string): Slot => ({
  id,
  start,
  end: start.replace(':00', ':30'),
  capacity: 2,
  remaining: 2,
});
const slots = [slot('a', '08:00'), slot('b', '09:00'), slot('c', '10:00'), slot('d', '11:00')];

describe('choosePreference', () => {
  it('adds in order, moves a slot chosen again and closes the gap when one is cleared', () => {
    expect(choosePreference([], 0, 'b')).toEqual(['b']);
    expect(choosePreference(['b'], 1, 'a')).toEqual(['b', 'a']);
    // b chosen again as the second: it leaves the first place, a moves up.
    expect(choosePreference(['b', 'a'], 1, 'b')).toEqual(['b']);
    expect(choosePreference(['b', 'a', 'c'], 0, '')).toEqual(['a', 'c']);
    expect(choosePreference(['b', 'a', 'c'], 3, 'd')).toEqual(['b', 'a', 'c']);
  });
});

function Harness() {
  const [prefs, setPrefs] = useState<string[]>([]);
  return (
    <>
      <PreferencePicker slots={slots} value={prefs} onChange={setPrefs} />
      <output>{prefs.join(',')}</output>
    </>
  );
}

describe('PreferencePicker', () => {
  it('offers the next choice once one is made, without the slots already chosen, at most three', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: '第一意向' })).toHaveValue('');
    await user.selectOptions(screen.getByRole('combobox', { name: '第一意向' }), 'c');
    const second = screen.getByRole('combobox', { name: '第二意向' });
    expect([...second.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '不再指定',
      '08:00–08:30（2 个号）',
      '09:00–09:30（2 个号）',
      '11:00–11:30（2 个号）',
    ]);
    await user.selectOptions(second, 'a');
    await user.selectOptions(screen.getByRole('combobox', { name: '第三意向' }), 'd');
    expect(screen.getAllByRole('combobox')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('c,a,d');
    // Clearing the first moves the others up: a is now the first preference.
    await user.selectOptions(screen.getByRole('combobox', { name: '第一意向' }), '');
    expect(screen.getByRole('status')).toHaveTextContent('a,d');
    expect(screen.getByRole('combobox', { name: '第一意向' })).toHaveValue('a');
  });
});
