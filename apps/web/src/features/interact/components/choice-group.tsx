import './interact.css';

export interface Choice {
  value: string;
  label: string;
}

/**
 * One question answered by a row of large radio choices (no hover-only stars): each choice's
 * name carries the question too (医术水平 4 分), so it reads alone. Its problem is said in words.
 */
export function ChoiceGroup({
  legend,
  name,
  firstId,
  choices,
  value,
  problem,
  problemId,
  words = false,
  onChange,
}: {
  legend: string;
  name: string;
  /** The first radio's id: the form focuses it when the question was left open. */
  firstId: string;
  choices: Choice[];
  value: string;
  problem: string | undefined;
  problemId: string;
  /** Choices in words (非常满意) rather than numbers: they wrap instead of sharing one row. */
  words?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset
      className={problem ? 'eval-choices eval-choices--invalid' : 'eval-choices'}
      aria-describedby={problem ? problemId : undefined}
    >
      <legend>{legend}</legend>
      <div className={words ? 'eval-choices__row eval-choices__row--words' : 'eval-choices__row'}>
        {choices.map((c, i) => (
          <label key={c.value} className="eval-choice">
            <input
              type="radio"
              id={i === 0 ? firstId : undefined}
              name={name}
              value={c.value}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
            />
            <span>
              {!words && <span className="visually-hidden">{legend}</span>} {c.label}
            </span>
          </label>
        ))}
      </div>
      {problem && (
        <p id={problemId} className="eval-problem">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
