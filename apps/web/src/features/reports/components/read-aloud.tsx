import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

function chineseVoice(): SpeechSynthesisVoice | undefined {
  return window.speechSynthesis.getVoices().find((v) => v.lang.toLowerCase().startsWith('zh'));
}

/**
 * 语音朗读 (elder-and-a11y.md): reads the report's summary aloud through the browser's speech
 * synthesis with a Chinese voice; an on/off switch, hidden where the browser has no such voice.
 */
export function ReadAloud({ text }: { text: string }) {
  const supported = typeof window !== 'undefined' && 'speechSynthesis' in window;
  const [voice, setVoice] = useState<SpeechSynthesisVoice | undefined>(() =>
    supported ? chineseVoice() : undefined,
  );
  const [speaking, setSpeaking] = useState(false);

  useEffect(() => {
    if (!supported) return;
    // Voices arrive after page load in Chromium; ask again when they do.
    const speech = window.speechSynthesis;
    const update = () => setVoice(chineseVoice());
    speech.addEventListener('voiceschanged', update);
    return () => {
      speech.removeEventListener('voiceschanged', update);
      speech.cancel();
    };
  }, [supported]);

  if (!voice) return null;
  const toggle = () => {
    window.speechSynthesis.cancel();
    if (speaking) {
      setSpeaking(false);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.rate = 0.9;
    utterance.onend = () => setSpeaking(false);
    window.speechSynthesis.speak(utterance);
    setSpeaking(true);
  };
  return (
    <Button aria-pressed={speaking} onClick={toggle}>
      {speaking ? '停止朗读' : '朗读报告'}
    </Button>
  );
}
