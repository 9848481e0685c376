import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadAloud } from './read-aloud';

function fakeSpeech(langs: string[]) {
  const listeners = new Set<() => void>();
  const speech = {
    voices: langs.map((lang) => ({ lang, name: lang })),
    getVoices() {
      return this.voices;
    },
    speak: vi.fn(),
    cancel: vi.fn(),
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
    arrive(lang: string) {
      this.voices = [...this.voices, { lang, name: lang }];
      listeners.forEach((f) => f());
    },
  };
  vi.stubGlobal('speechSynthesis', speech);
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      constructor(public text: string) {}
    },
  );
  return speech;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReadAloud', () => {
  it('stays hidden until the browser has a Chinese voice', () => {
    const speech = fakeSpeech(['en-US']);
    render(<ReadAloud text="血常规" />);
    expect(screen.queryByRole('button')).toBeNull();
    act(() => speech.arrive('zh-CN'));
    expect(screen.getByRole('button', { name: '朗读报告' })).toBeTruthy();
  });

  it('reads the text and is a switch that stops it', async () => {
    const speech = fakeSpeech(['zh-CN']);
    render(<ReadAloud text="空腹血糖 7.5 偏高" />);
    await userEvent.click(screen.getByRole('button', { name: '朗读报告' }));
    expect(speech.speak).toHaveBeenCalledWith(
      expect.objectContaining({ text: '空腹血糖 7.5 偏高' }),
    );
    const stop = screen.getByRole('button', { name: '停止朗读' });
    expect(stop.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(stop);
    expect(screen.getByRole('button', { name: '朗读报告' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});
