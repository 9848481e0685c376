import type { MarkedText } from '@portal/contract';

/** About two lines of a results list. */
const SNIPPET_LENGTH = 90;
/** Context kept before the first mark of a snippet. */
const LEAD = 16;

type Range = [start: number, end: number];

/** Where `marks` (normalized query words, longest first) occur in `text`, in order. */
function rangesOf(text: string, marks: string[]): Range[] {
  const lower = text.toLowerCase();
  // Offsets must stay those of `text`; a rare case change of length falls back to exact case.
  const haystack = lower.length === text.length ? lower : text;
  const taken: Range[] = [];
  for (const mark of marks) {
    if (!mark) continue;
    for (let at = haystack.indexOf(mark); at >= 0; at = haystack.indexOf(mark, at + mark.length)) {
      const end = at + mark.length;
      if (!taken.some(([s, e]) => at < e && end > s)) taken.push([at, end]);
    }
  }
  return taken.sort((a, b) => a[0] - b[0]);
}

/** How many characters of `text` the marks cover. */
export function coveredLength(text: string, marks: string[]): number {
  return rangesOf(text, marks).reduce((sum, [start, end]) => sum + end - start, 0);
}

/** Never cuts a character outside the basic plane in half. */
function safeIndex(text: string, i: number): number {
  const code = text.charCodeAt(i);
  return code >= 0xdc00 && code <= 0xdfff ? i - 1 : i;
}

function segments(text: string, ranges: Range[], from: number, to: number): MarkedText {
  const out: MarkedText = [];
  let at = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    if (s > at) out.push({ text: text.slice(at, s) });
    out.push({ text: text.slice(s, e), mark: true });
    at = e;
  }
  if (at < to) out.push({ text: text.slice(at, to) });
  return out;
}

/** `text` with every occurrence of the marks marked (a title). */
export function markText(text: string, marks: string[]): MarkedText {
  return segments(text, rangesOf(text, marks), 0, text.length);
}

/**
 * The passage of `body` with the most marked words in SNIPPET_LENGTH characters, starting a
 * little before the first of them, with … where text was cut; the body's start when none
 * occurs (a match on the title, or by pinyin).
 */
export function snippetOf(body: string, marks: string[]): MarkedText {
  const text = body.replace(/\s+/g, ' ').trim();
  const ranges = rangesOf(text, marks);
  let best = -1;
  let bestCount = 0;
  ranges.forEach(([start], i) => {
    const count = ranges.slice(i).filter(([, end]) => end <= start + SNIPPET_LENGTH).length;
    if (count > bestCount) [best, bestCount] = [i, count];
  });
  let from = best < 0 ? 0 : Math.max(0, ranges[best]![0] - LEAD);
  // A passage near the end starts earlier rather than coming out short.
  from = safeIndex(text, Math.max(0, Math.min(from, text.length - SNIPPET_LENGTH)));
  const to = safeIndex(text, Math.min(text.length, from + SNIPPET_LENGTH));
  const out = segments(text, ranges, from, to);
  const first = out[0];
  const last = out.at(-1);
  if (from > 0) {
    if (first && !first.mark) first.text = `…${first.text}`;
    else out.unshift({ text: '…' });
  }
  if (to < text.length) {
    if (last && !last.mark) last.text += '…';
    else out.push({ text: '…' });
  }
  return out;
}
