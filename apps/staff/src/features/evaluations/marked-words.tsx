import type { MarkedText } from '@portal/contract';

// What the screening skips inside a word: spaces, punctuation and symbols (“坏 蛋”, “坏.蛋”).
const SEPARATOR = /[\s\p{P}\p{S}]/u;

/** One character as the screening compares it: full-width to half-width (NFKC), lower case. */
const fold = (ch: string) => ch.normalize('NFKC').toLowerCase();

/**
 * The text in segments with the matched words marked, found the way the server found them
 * through full-width letters and separators inside a word. A word written in traditional
 * characters stays unmarked here (the server converts them with a dictionary the console does
 * not load); the list of matched words beside the text names it either way.
 */
export function markWords(text: string, words: readonly string[]): MarkedText {
  const chars = Array.from(text);
  // The folded text without separators, and for each of its code units the character it came from.
  let folded = '';
  const source: number[] = [];
  chars.forEach((ch, i) => {
    if (SEPARATOR.test(ch)) return;
    const f = fold(ch);
    folded += f;
    for (let k = 0; k < f.length; k += 1) source.push(i);
  });
  const marked = chars.map(() => false);
  for (const word of words) {
    const needle = Array.from(word)
      .filter((ch) => !SEPARATOR.test(ch))
      .map(fold)
      .join('');
    if (!needle) continue;
    for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + 1)) {
      for (let i = source[at]!; i <= source[at + needle.length - 1]!; i += 1) marked[i] = true;
    }
  }
  const segments: MarkedText = [];
  chars.forEach((ch, i) => {
    const last = segments.at(-1);
    if (last && Boolean(last.mark) === marked[i]) last.text += ch;
    else segments.push(marked[i] ? { text: ch, mark: true } : { text: ch });
  });
  return segments;
}

/** The evaluation's text with the words that held it in <mark>: segments, never HTML. */
export function MarkedWords({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>{markWords(text, words).map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text))}</>
  );
}
