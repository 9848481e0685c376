import {
  CONSTITUTION_NAMES,
  THRESHOLDS,
  VERDICT_LABELS,
  type ConstitutionScore,
  type Verdict,
} from '@portal/contract';
import { useSession } from '@/lib/session-store';
import { useMeasuredBox } from '@/lib/use-measured-box';

const FILL: Record<Verdict, string> = {
  yes: '#0958d9',
  basically: '#0958d9',
  tendency: '#ad4e00',
  no: '#8c8c8c',
};

const LINES = [
  { at: THRESHOLDS.tendency, label: '30' },
  { at: THRESHOLDS.yes, label: '40' },
  { at: THRESHOLDS.balanced, label: '60' },
];

/** The figure's width in pixels, following the layout (a phone turned, a window resized). */
/**
 * Each constitution's converted score as a bar from 0 to 100, drawn in SVG at the page's own
 * pixel size so the text keeps its size on a phone: the name and the score with its verdict in
 * words above each bar, and dashed lines at 30 (倾向是), 40 (是) and 60 (平和质).
 */
export function ScoreChart({ scores }: { scores: ConstitutionScore[] }) {
  const elder = useSession((s) => s.elderMode);
  const { ref, width } = useMeasuredBox<HTMLDivElement>();
  const font = elder ? 20 : 16;
  const small = elder ? 18 : 14;
  const top = small * 1.6;
  const bar = font * 1.2;
  const row = font * 1.5 + bar + font * 0.7;
  const height = top + scores.length * row;
  const x = (score: number) => (Math.min(100, Math.max(0, score)) / 100) * width;
  const words = scores
    .map((s) => `${CONSTITUTION_NAMES[s.type]} ${s.converted} 分，${VERDICT_LABELS[s.verdict]}`)
    .join('；');
  return (
    <div ref={ref} className="ident-chart">
      {width > 0 && (
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={`各体质转化分：${words}`}
          fontFamily="inherit"
        >
          {scores.map((s, i) => {
            const y = top + i * row;
            return (
              <g key={s.type}>
                <text x={0} y={y + font} fontSize={font} fontWeight={600} fill="#1f1f1f">
                  {CONSTITUTION_NAMES[s.type]}
                </text>
                <text x={width} y={y + font} fontSize={font} textAnchor="end" fill="#1f1f1f">
                  {s.converted} 分 · {VERDICT_LABELS[s.verdict]}
                </text>
                <rect x={0} y={y + font * 1.4} width={width} height={bar} rx={4} fill="#e8edf3" />
                <rect
                  x={0}
                  y={y + font * 1.4}
                  width={Math.max(x(s.converted), 2)}
                  height={bar}
                  rx={4}
                  fill={FILL[s.verdict]}
                />
              </g>
            );
          })}
          {LINES.map((line) => (
            <g key={line.at}>
              <text x={x(line.at)} y={small} fontSize={small} textAnchor="middle" fill="#595959">
                {line.label}
              </text>
              {/* Across the bars only, so the lines never run through the words. */}
              {scores.map((s, i) => {
                const y = top + i * row + font * 1.4;
                return (
                  <line
                    key={s.type}
                    x1={x(line.at)}
                    x2={x(line.at)}
                    y1={y - 4}
                    y2={y + bar + 4}
                    stroke="#1f1f1f"
                    strokeWidth={1.5}
                    strokeDasharray="4 3"
                  />
                );
              })}
            </g>
          ))}
        </svg>
      )}
    </div>
  );
}
