import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';

type State = 'idle' | 'speaking' | 'paused';

const synth = (): SpeechSynthesis | undefined =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;

const chineseVoice = () =>
  synth()
    ?.getVoices()
    .find((v) => /^zh([-_]CN)?/i.test(v.lang));

/** Voices arrive after load in Chromium (voiceschanged), so availability is a subscription. */
function subscribe(onChange: () => void) {
  const s = synth();
  s?.addEventListener('voiceschanged', onChange);
  return () => s?.removeEventListener('voiceschanged', onChange);
}

/**
 * 语音朗读: the browser's speech synthesis in zh-CN, with pause, resume and stop. Hidden where the
 * browser has no Chinese voice. The text goes paragraph by paragraph, since some engines stop
 * a long utterance part way.
 */
export function ReadAloud({ paragraphs }: { paragraphs: string[] }) {
  const available = useSyncExternalStore(
    subscribe,
    () => !!chineseVoice(),
    () => false,
  );
  const [state, setState] = useState<State>('idle');

  // Leaving the page stops reading: it would otherwise go on over the next page.
  useEffect(() => () => synth()?.cancel(), []);

  if (!available) return null;
  const s = synth()!;

  const start = () => {
    s.cancel();
    const voice = chineseVoice();
    paragraphs.forEach((text, i) => {
      const u = new SpeechSynthesisUtterance(text);
      u.lang = 'zh-CN';
      if (voice) u.voice = voice;
      if (i === paragraphs.length - 1) u.onend = () => setState('idle');
      s.speak(u);
    });
    setState('speaking');
  };
  const stop = () => {
    s.cancel();
    setState('idle');
  };

  return (
    <div className="wiki-read-aloud" role="group" aria-label="语音朗读">
      {state === 'idle' && <Button onClick={start}>🔊 朗读全文</Button>}
      {state === 'speaking' && (
        <Button
          onClick={() => {
            s.pause();
            setState('paused');
          }}
        >
          暂停朗读
        </Button>
      )}
      {state === 'paused' && (
        <Button
          onClick={() => {
            s.resume();
            setState('speaking');
          }}
        >
          继续朗读
        </Button>
      )}
      {state !== 'idle' && <Button onClick={stop}>停止朗读</Button>}
      <span className="wiki-visually-hidden" role="status">
        {state === 'speaking' ? '正在朗读' : state === 'paused' ? '已暂停' : ''}
      </span>
    </div>
  );
}
