import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session-store';
import { ReadAloud } from './read-aloud';

const SIZES = [
  { label: '标准', scale: 1 },
  { label: '大', scale: 1.15 },
  { label: '特大', scale: 1.3 },
];

/**
 * Tools over reading matter: read aloud, a text size choice (standard mode only: elder mode is
 * already large) and printing. The body it wraps scales with the chosen size.
 */
export function ReadingTools({
  paragraphs,
  children,
}: {
  paragraphs: string[];
  children: ReactNode;
}) {
  const elderMode = useSession((s) => s.elderMode);
  const [size, setSize] = useState(0);
  const scale = elderMode ? 1 : SIZES[size]!.scale;
  return (
    <>
      <div className="wiki-tools">
        <ReadAloud paragraphs={paragraphs} />
        {!elderMode && (
          <div className="wiki-font" role="group" aria-label="字号">
            <span aria-hidden="true">字号</span>
            {SIZES.map((s, i) => (
              <Button
                key={s.label}
                variant={i === size ? 'primary' : 'default'}
                aria-pressed={i === size}
                onClick={() => setSize(i)}
              >
                {s.label}
              </Button>
            ))}
          </div>
        )}
        <Button onClick={() => window.print()}>打印</Button>
      </div>
      <div className="wiki-body" style={{ fontSize: `${scale}em` }}>
        {children}
      </div>
    </>
  );
}
