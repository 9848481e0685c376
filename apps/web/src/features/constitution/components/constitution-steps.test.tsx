import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConstitutionQuestion, ConstitutionTest, ConstitutionType } from '@portal/contract';
import { IntroStep } from './intro-step';
import { QuestionStep } from './question-step';
import { firstOpenGroup, groupBySubScale } from './sub-scales';
import { NEW_TEST, parseProgress } from './use-test-progress';

/** Seven questions over three sub-scales; q2 counts for 平和质 and 气虚质 both. */
const scaleOf: ConstitutionType[][] = [
  ['pinghe'],
  ['pinghe', 'qixu'],
  ['qixu'],
  ['qixu'],
  ['yangxu'],
  ['yangxu', 'qixu'],
  ['pinghe'],
];
const questions: ConstitutionQuestion[] = scaleOf.map((types, i) => ({
  id: `q${i + 1}`,
  text: `第${i + 1}个问题吗？`,
  hint: '白话解释',
  scales: types.map((type) => ({ type })),
}));

const test: ConstitutionTest = {
  source: '标准',
  period: '根据近一年的体验和感觉回答',
  levels: ['没有（根本不）', '很少（有一点）', '有时（有些）', '经常（相当）', '总是（非常）'],
  questions,
  types: [],
  notice: ['结果仅供参考，不是疾病诊断。', '不适用于孕妇和儿童。'],
  references: [],
};

const groups = groupBySubScale(questions);

function renderQuestions(index: number, answers = {}) {
  const handlers = {
    onAnswer: vi.fn(),
    onMove: vi.fn(),
    onBackToIntro: vi.fn(),
    onFinish: vi.fn(),
  };
  render(
    <QuestionStep
      test={test}
      groups={groups}
      index={index}
      answers={answers}
      focusFirst
      {...handlers}
    />,
  );
  return { ...handlers, user: userEvent.setup({ delay: null }) };
}

describe('constitution test steps', () => {
  it('asks for sex before starting, in words', async () => {
    const onStart = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<IntroStep test={test} sex={null} focus={false} onStart={onStart} />);
    expect(screen.getByText('不适用于孕妇和儿童。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '开始测试' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请选择性别');
    expect(onStart).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: '男' }));
    await user.click(screen.getByRole('button', { name: '开始测试' }));
    expect(onStart).toHaveBeenCalledWith('男');
  });

  it('groups questions by sub-scale, a shared item on the first screen it belongs to', () => {
    expect(groups.map((g) => [g.type, g.questions.map((q) => q.id)])).toEqual([
      ['pinghe', ['q1', 'q2', 'q7']],
      ['qixu', ['q3', 'q4', 'q6']],
      ['yangxu', ['q5']],
    ]);
    expect(firstOpenGroup(groups, { q1: 1, q2: 1, q7: 1, q3: 2 })).toBe(1);
    expect(firstOpenGroup(groups, Object.fromEntries(questions.map((q) => [q.id, 3])))).toBe(2);
  });

  it('shows a sub-scale on one screen with progress, and names and focuses the unanswered', async () => {
    const { user, onMove, onAnswer } = renderQuestions(1, { q1: 1, q2: 1, q7: 1, q4: 2 });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('第 2 组，共 3 组');
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.getByText('已答 4/7 题')).toBeInTheDocument();
    expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(
      ['4. 第3个问题吗？', '5. 第4个问题吗？', '6. 第6个问题吗？'],
    );
    expect(screen.getAllByRole('radio', { name: '很少', checked: true })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '下一组' }));
    expect(screen.getByRole('alert')).toHaveTextContent('还有 2 道题没有选择（第 4、6 题）');
    expect(screen.getByRole('group', { name: /第6个问题/ })).toHaveAccessibleDescription(
      /这道题还没有选择/,
    );
    expect(screen.getAllByRole('radio', { name: '没有' })[0]).toHaveFocus();
    expect(onMove).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('radio', { name: '总是' })[2]!);
    expect(onAnswer).toHaveBeenCalledWith('q6', 5);
    await user.click(screen.getByRole('button', { name: '上一组' }));
    expect(onMove).toHaveBeenCalledWith(0);
  });

  it('moves on when the screen is answered, finishes on the last, and goes back to the notice', async () => {
    const all = Object.fromEntries(questions.map((q) => [q.id, 3]));
    const first = renderQuestions(0, all);
    await first.user.click(screen.getByRole('button', { name: '下一组' }));
    expect(first.onMove).toHaveBeenCalledWith(1);
    await first.user.click(screen.getByRole('button', { name: '返回须知' }));
    expect(first.onBackToIntro).toHaveBeenCalled();
    cleanup();
    const last = renderQuestions(2, all);
    await last.user.click(screen.getByRole('button', { name: '查看结果' }));
    expect(last.onFinish).toHaveBeenCalled();
  });

  it('reads stored progress defensively and keys every finished test', () => {
    expect(parseProgress(null)).toBe(NEW_TEST);
    expect(parseProgress('not json')).toBe(NEW_TEST);
    const stored = parseProgress(
      JSON.stringify({
        stage: 'finished',
        sex: '女',
        answers: { q1: 3, q2: 9, q3: 'x' },
        group: 4,
      }),
    );
    expect(stored).toMatchObject({ stage: 'finished', sex: '女', answers: { q1: 3 }, group: 4 });
    expect(stored.saveKey).toMatch(/^[0-9a-f]{32}$/);
    expect(parseProgress(JSON.stringify({ stage: 'odd', sex: '?', group: -1 }))).toEqual(NEW_TEST);
    // An older build kept a question's index: the answers stay, the screen is found from them.
    const older = parseProgress(
      JSON.stringify({ stage: 'questions', sex: '男', answers: { q1: 2 }, position: 15 }),
    );
    expect(older).toEqual({ stage: 'questions', sex: '男', answers: { q1: 2 } });
  });
});
