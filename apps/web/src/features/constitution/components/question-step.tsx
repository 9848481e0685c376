import { useEffect, useRef, useState } from 'react';
import type { ConstitutionQuestion, ConstitutionTest } from '@portal/contract';
import { Button } from '@/components/ui/button';
import type { QuestionGroup } from './sub-scales';

/** 没有（根本不） → 没有: the word on the button; the gloss is said once above the questions. */
function levelWord(level: string): string {
  return /^(.+?)（.+）$/.exec(level)?.[1] ?? level;
}

function Question({
  question,
  number,
  levels,
  answer,
  missing,
  onAnswer,
}: {
  question: ConstitutionQuestion;
  number: number;
  levels: string[];
  answer: number | undefined;
  missing: boolean;
  onAnswer: (value: number) => void;
}) {
  const hintId = `ident-hint-${question.id}`;
  const problemId = `ident-problem-${question.id}`;
  return (
    <fieldset
      id={`ident-question-${question.id}`}
      className={missing ? 'ident-question ident-question--missing' : 'ident-question'}
      aria-describedby={missing ? `${hintId} ${problemId}` : hintId}
    >
      <legend>
        <span className="ident-question__number">{number}.</span> {question.text}
      </legend>
      <p id={hintId} className="ident-muted ident-question__hint">
        {question.hint}
      </p>
      {/* A row of five like a printed scale: the whole button is the target; the drawn dot,
          filled when chosen, and the bold type say which one without relying on colour. */}
      <div className="ident-answers">
        {levels.map((level, i) => (
          <label key={level} className="ident-answer">
            <input
              type="radio"
              className="drawn-radio drawn-radio--on-fill"
              name={question.id}
              value={i + 1}
              checked={answer === i + 1}
              onChange={() => onAnswer(i + 1)}
            />
            <span>{levelWord(level)}</span>
          </label>
        ))}
      </div>
      {missing && (
        <p id={problemId} className="ident-problem">
          这道题还没有选择
        </p>
      )}
    </fieldset>
  );
}

/**
 * One sub-scale's questions on one screen, with progress by group and by question, back and
 * on. Going on with a question unanswered names the ones left and moves the focus to the first.
 */
export function QuestionStep({
  test,
  groups,
  index,
  answers,
  onAnswer,
  onMove,
  onBackToIntro,
  onFinish,
  focusFirst,
}: {
  test: ConstitutionTest;
  groups: QuestionGroup[];
  /** The group on screen. */
  index: number;
  answers: Record<string, number>;
  onAnswer: (id: string, value: number) => void;
  onMove: (index: number) => void;
  onBackToIntro: () => void;
  onFinish: () => void;
  /** Whether the first screen takes the focus (arriving from the notice, not from a reload). */
  focusFirst: boolean;
}) {
  const group = groups[index]!;
  const before = groups.slice(0, index).reduce((n, g) => n + g.questions.length, 0);
  const all = groups.flatMap((g) => g.questions);
  const answered = all.filter((q) => answers[q.id] !== undefined).length;
  const last = index === groups.length - 1;
  const [missing, setMissing] = useState<string[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new group: start reading at its progress line (focus brings it into view). Not when the
  // page opens here after a reload: reading then starts at the top as usual.
  const moved = useRef(focusFirst);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [index]);

  const numberOf = (id: string) => before + group.questions.findIndex((q) => q.id === id) + 1;
  const forward = () => {
    const open = group.questions.filter((q) => answers[q.id] === undefined).map((q) => q.id);
    setMissing(open);
    if (open.length > 0) {
      document.querySelector<HTMLInputElement>(`input[name="${open[0]}"]`)?.focus();
      return;
    }
    if (last) onFinish();
    else onMove(index + 1);
  };
  const back = () => {
    setMissing([]);
    if (index === 0) onBackToIntro();
    else onMove(index - 1);
  };

  return (
    <section className="ident-questions" aria-labelledby="ident-progress">
      <h2 id="ident-progress" ref={heading} tabIndex={-1} className="ident-progress-title">
        第 {index + 1} 组，共 {groups.length} 组
      </h2>
      <div className="ident-progress">
        <progress max={all.length} value={answered} aria-labelledby="ident-answered" />
        <span id="ident-answered">
          已答 {answered}/{all.length} 题
        </span>
      </div>
      <p className="ident-muted">
        请{test.period}，每题选一项：{test.levels.join('、')}。
      </p>
      {group.questions.map((q, i) => (
        <Question
          key={q.id}
          question={q}
          number={before + i + 1}
          levels={test.levels}
          answer={answers[q.id]}
          missing={missing.includes(q.id)}
          onAnswer={(value) => {
            setMissing((m) => m.filter((id) => id !== q.id));
            onAnswer(q.id, value);
          }}
        />
      ))}
      {missing.length > 0 && (
        <p className="ident-problem" role="alert">
          {`还有 ${missing.length} 道题没有选择（第 ${missing.map(numberOf).join('、')} 题），请选好再继续`}
        </p>
      )}
      <div className="ident-nav">
        <Button onClick={back}>{index === 0 ? '返回须知' : '上一组'}</Button>
        <Button variant="primary" onClick={forward}>
          {last ? '查看结果' : '下一组'}
        </Button>
      </div>
    </section>
  );
}
