import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConstitutionQuestion, ConstitutionTest } from '@portal/contract';
import { IntroStep } from './intro-step';
import { QuestionStep } from './question-step';
import { NEW_TEST, parseProgress } from './use-test-progress';

const questions: ConstitutionQuestion[] = Array.from({ length: 7 }, (_, i) => ({
  id: `q${i + 1}`,
  text: `第${i + 1}个问题吗？`,
  hint: '白话解释',
  scales: [{ type: 'qixu' }],
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

function renderQuestions(position: number, perScreen: number, answers = {}) {
  const handlers = {
    onAnswer: vi.fn(),
    onMove: vi.fn(),
    onBackToIntro: vi.fn(),
    onFinish: vi.fn(),
  };
  render(
    <QuestionStep
      test={test}
      questions={questions}
      position={position}
      perScreen={perScreen}
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

  it('shows a screen of questions with progress, and says which are unanswered', async () => {
    const { user, onMove, onAnswer } = renderQuestions(5, 5, { q6: 2 });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('第 6–7 题，共 7 题');
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.getAllByRole('group')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: /^很少/, checked: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查看结果' }));
    expect(screen.getByRole('alert')).toHaveTextContent('还有 1 道题没有选择');
    expect(screen.getByRole('group', { name: /第7个问题/ })).toHaveAccessibleDescription(
      /这道题还没有选择/,
    );
    await user.click(screen.getAllByRole('radio', { name: /^总是/ })[1]!);
    expect(onAnswer).toHaveBeenCalledWith('q7', 5);
    await user.click(screen.getByRole('button', { name: '上一页' }));
    expect(onMove).toHaveBeenCalledWith(0);
  });

  it('goes one question at a time on a phone and back to the notice from the first', async () => {
    const { user, onMove, onBackToIntro } = renderQuestions(0, 1, { q1: 1 });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('第 1 题，共 7 题');
    await user.click(screen.getByRole('button', { name: '下一题' }));
    expect(onMove).toHaveBeenCalledWith(1);
    await user.click(screen.getByRole('button', { name: '返回须知' }));
    expect(onBackToIntro).toHaveBeenCalled();
  });

  it('reads stored progress defensively and keys every finished test', () => {
    expect(parseProgress(null)).toBe(NEW_TEST);
    expect(parseProgress('not json')).toBe(NEW_TEST);
    const stored = parseProgress(
      JSON.stringify({
        stage: 'finished',
        sex: '女',
        answers: { q1: 3, q2: 9, q3: 'x' },
        position: 4,
      }),
    );
    expect(stored).toMatchObject({ stage: 'finished', sex: '女', answers: { q1: 3 }, position: 4 });
    expect(stored.saveKey).toMatch(/^[0-9a-f]{32}$/);
    expect(parseProgress(JSON.stringify({ stage: 'odd', sex: '?', position: -1 }))).toEqual(
      NEW_TEST,
    );
  });
});
