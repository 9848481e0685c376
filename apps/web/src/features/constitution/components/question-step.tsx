import { useEffect, useRef, useState } from 'react';
import type { ConstitutionQuestion, ConstitutionTest } from '@portal/contract';
import { Button } from '@/components/ui/button';

/** 没有（根本不） → 没有, 根本不: the word large, its gloss under it. */
function splitLevel(level: string): [string, string] {
  const match = /^(.+?)（(.+)）$/.exec(level);
  return match ? [match[1]!, match[2]!] : [level, ''];
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
      className={missing ? 'ident-question ident-question--missing' : 'ident-question'}
      aria-describedby={missing ? `${hintId} ${problemId}` : hintId}
    >
      <legend>
        <span className="ident-question__number">{number}.</span> {question.text}
      </legend>
      <p id={hintId} className="ident-muted">
        {question.hint}
      </p>
      <div className="ident-options">
        {levels.map((level, i) => {
          const [word, gloss] = splitLevel(level);
          return (
            <label key={level} className="ident-option">
              <input
                type="radio"
                name={question.id}
                value={i + 1}
                checked={answer === i + 1}
                onChange={() => onAnswer(i + 1)}
              />
              <span className="ident-option__main">{word}</span>
              {gloss && <span className="ident-option__gloss">{gloss}</span>}
            </label>
          );
        })}
      </div>
      {missing && (
        <p id={problemId} className="ident-problem">
          这道题还没有选择
        </p>
      )}
    </fieldset>
  );
}

/** A screen of questions (one on a phone, a few on a wider screen) with progress, back and on. */
export function QuestionStep({
  test,
  questions,
  position,
  perScreen,
  answers,
  onAnswer,
  onMove,
  onBackToIntro,
  onFinish,
  focusFirst,
}: {
  test: ConstitutionTest;
  questions: ConstitutionQuestion[];
  position: number;
  perScreen: number;
  answers: Record<string, number>;
  onAnswer: (id: string, value: number) => void;
  onMove: (position: number) => void;
  onBackToIntro: () => void;
  onFinish: () => void;
  /** Whether the first screen takes the focus (arriving from the notice, not from a reload). */
  focusFirst: boolean;
}) {
  const start = Math.floor(position / perScreen) * perScreen;
  const onScreen = questions.slice(start, start + perScreen);
  const total = questions.length;
  const last = start + onScreen.length >= total;
  const answered = questions.filter((q) => answers[q.id] !== undefined).length;
  const [missing, setMissing] = useState<string[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new screen of questions: start reading at its progress line (focus brings it into view).
  // Not when the page opens here after a reload: reading then starts at the top as usual.
  const moved = useRef(focusFirst);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [start]);

  const forward = () => {
    const open = onScreen.filter((q) => answers[q.id] === undefined).map((q) => q.id);
    setMissing(open);
    if (open.length > 0) {
      document.querySelector<HTMLInputElement>(`input[name="${open[0]}"]`)?.focus();
      return;
    }
    if (last) onFinish();
    else onMove(start + perScreen);
  };
  const back = () => {
    setMissing([]);
    if (start === 0) onBackToIntro();
    else onMove(start - perScreen);
  };

  const range =
    onScreen.length === 1 ? `第 ${start + 1} 题` : `第 ${start + 1}–${start + onScreen.length} 题`;
  const unit = perScreen === 1 ? '题' : '页';
  return (
    <section className="ident-questions" aria-labelledby="ident-progress">
      <h2 id="ident-progress" ref={heading} tabIndex={-1} className="ident-progress-title">
        {range}，共 {total} 题
      </h2>
      <div className="ident-progress">
        <progress max={total} value={answered} aria-labelledby="ident-answered" />
        <span id="ident-answered">已答 {answered} 题</span>
      </div>
      <p className="ident-muted">请{test.period}，选择最符合的一项。</p>
      {onScreen.map((q, i) => (
        <Question
          key={q.id}
          question={q}
          number={start + i + 1}
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
          还有 {missing.length} 道题没有选择，请选好再继续
        </p>
      )}
      <div className="ident-nav">
        <Button onClick={back}>{start === 0 ? '返回须知' : `上一${unit}`}</Button>
        <Button variant="primary" onClick={forward}>
          {last ? '查看结果' : `下一${unit}`}
        </Button>
      </div>
    </section>
  );
}
