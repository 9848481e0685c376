import { Tag } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

// antd's preset tag colours (green #389e0d, orange #d46b08, cyan #08979c) fall
// below 4.5:1 on their light backgrounds; these darker shades of the same hues pass WCAG AA.
const TONES = {
  ok: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  info: { color: '#003eb3', background: '#e6f4ff', borderColor: '#91caff' },
  active: { color: '#00474f', background: '#e6fffb', borderColor: '#87e8de' },
  warn: { color: '#873800', background: '#fff7e6', borderColor: '#ffc069' },
  bad: { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e' },
  muted: { color: '#434343', background: '#fafafa', borderColor: '#d9d9d9' },
} satisfies Record<string, CSSProperties>;

export type Tone = keyof typeof TONES;

export function ToneTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <Tag style={TONES[tone]}>{children}</Tag>;
}
