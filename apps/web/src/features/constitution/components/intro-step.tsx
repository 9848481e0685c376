import { useEffect, useRef, useState } from 'react';
import { itemsFor, type ConstitutionTest, type Sex } from '@portal/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { groupBySubScale } from './sub-scales';

/** First screen: the notice (reference only, not for pregnant women or children) and sex. */
export function IntroStep({
  test,
  sex: chosen,
  focus,
  onStart,
}: {
  test: ConstitutionTest;
  sex: Sex | null;
  /** Whether the notice takes the focus (coming back to it, not opening the page). */
  focus: boolean;
  onStart: (sex: Sex) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const [sex, setSex] = useState<Sex | null>(chosen);
  const [problem, setProblem] = useState('');
  const asked = itemsFor(test.questions, '男');
  const groups = groupBySubScale(asked).length;
  const start = () => {
    if (sex) onStart(sex);
    else setProblem('请选择性别：有一道题只问女性，一道只问男性');
  };
  return (
    <section className="ident-intro" aria-labelledby="ident-intro-title">
      <h2 id="ident-intro-title" ref={heading} tabIndex={-1}>
        测试须知
      </h2>
      <Alert tone="warning" title="本测试仅供参考，不是疾病诊断">
        {test.notice.map((p) => (
          <p key={p} className="ident-notice-line">
            {p}
          </p>
        ))}
      </Alert>
      <p>
        共 {asked.length} 道题，按体质分成 {groups} 组，一组一页。请{test.period}
        ，每道题选择最符合的一项，大约需要 10
        分钟。答案只保存在本页，刷新页面不会丢失；登录后可以把结果保存到您的账户。
      </p>
      <fieldset className="ident-sex" aria-describedby={problem ? 'ident-sex-problem' : undefined}>
        <legend>您的性别</legend>
        <div className="ident-options">
          {(['女', '男'] as const).map((value) => (
            <label key={value} className="ident-option">
              <input
                type="radio"
                className="drawn-radio drawn-radio--on-fill"
                name="sex"
                value={value}
                checked={sex === value}
                onChange={() => {
                  setSex(value);
                  setProblem('');
                }}
              />
              <span>{value}</span>
            </label>
          ))}
        </div>
        {problem && (
          <p id="ident-sex-problem" className="ident-problem" role="alert">
            {problem}
          </p>
        )}
      </fieldset>
      <Button variant="primary" onClick={start}>
        开始测试
      </Button>
    </section>
  );
}
