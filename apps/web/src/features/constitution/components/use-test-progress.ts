import { useCallback, useEffect, useState } from 'react';
import { ANSWER_MAX, ANSWER_MIN, type Sex } from '@portal/contract';
import { useSiteConfig } from '@/lib/site-config';
import { storagePrefix } from '@/lib/session-store';

/** Where a person is in the test; kept in sessionStorage so a reload or a sign-in loses nothing. */
export interface TestProgress {
  stage: 'intro' | 'questions' | 'finished';
  sex: Sex | null;
  /** Question id → 1 (没有) … 5 (总是). */
  answers: Record<string, number>;
  /**
   * Index of the sub-scale on screen (sub-scales.ts). Absent in a new test and in a copy an
   * older build stored (it kept a question's index): the test resumes at the first screen with
   * a question not yet answered.
   */
  group?: number;
  /** Names the save of a finished test, so sending it twice (a retry, a remount) saves once. */
  saveKey?: string;
}

export const NEW_TEST: TestProgress = { stage: 'intro', sex: null, answers: {} };

/** 128 random bits; getRandomValues works where randomUUID does not (plain http). */
export function newSaveKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const STAGES: TestProgress['stage'][] = ['intro', 'questions', 'finished'];

/** What was stored, if it still has the expected shape (an older build may have written it). */
export function parseProgress(raw: string | null): TestProgress {
  if (!raw) return NEW_TEST;
  try {
    const value = JSON.parse(raw) as Partial<TestProgress>;
    const answers = Object.fromEntries(
      Object.entries(value.answers ?? {}).filter(
        ([, v]) => Number.isInteger(v) && v >= ANSWER_MIN && v <= ANSWER_MAX,
      ),
    );
    return {
      stage: STAGES.includes(value.stage!) ? value.stage! : 'intro',
      sex: value.sex === '男' || value.sex === '女' ? value.sex : null,
      answers,
      ...(Number.isInteger(value.group) && value.group! >= 0 ? { group: value.group! } : {}),
      // A finished test always has its key, whatever wrote the stored copy.
      ...(value.stage === 'finished'
        ? { saveKey: typeof value.saveKey === 'string' ? value.saveKey : newSaveKey() }
        : {}),
    };
  } catch {
    return NEW_TEST;
  }
}

/**
 * The test's progress and a way to change it. Session storage rather than local: the answers
 * describe someone's health and go when the tab closes, so a shared computer does not keep them.
 */
export function useTestProgress() {
  const key = `${storagePrefix(useSiteConfig().productCode)}constitution`;
  const [progress, setProgress] = useState<TestProgress>(() =>
    parseProgress(sessionStorage.getItem(key)),
  );
  useEffect(() => {
    if (progress === NEW_TEST) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(progress));
  }, [key, progress]);
  const update = useCallback(
    (change: (current: TestProgress) => Partial<TestProgress>) =>
      setProgress((current) => ({ ...current, ...change(current) })),
    [],
  );
  const reset = useCallback(() => setProgress(NEW_TEST), []);
  return { progress, update, reset };
}
