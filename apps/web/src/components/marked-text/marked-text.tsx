import type { MarkedText as Segments } from '@portal/contract';

/** Text from the search service with its matched words in <mark>: segments, never HTML. */
export function MarkedText({ segments }: { segments: Segments }) {
  return <>{segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text))}</>;
}
