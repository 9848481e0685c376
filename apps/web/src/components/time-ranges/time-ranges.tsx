import './time-ranges.css';

/** A clock range as hospitals and services write it: 08:00-12:00, 13:30–17:00, 18:00至21:00. */
const RANGE = /(\d{1,2}:\d{2}\s*[-–—~～至]\s*\d{1,2}:\d{2})/;

/**
 * Text with clock ranges (a hospital's 门诊时间, a service's hours), each range kept on one line:
 * the dash is a break opportunity, and a phone in elder mode showed 08:00- / 12:00.
 */
export function TimeRanges({ text }: { text: string }) {
  // split() with a capturing group puts the ranges at the odd indexes.
  return text.split(RANGE).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="time-range">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
