import {
  CONSTITUTION_TYPES,
  type ConstitutionQuestion,
  type ConstitutionType,
} from '@portal/contract';

/** One screen of the test: the questions of one constitution's sub-scale. */
export interface QuestionGroup {
  type: ConstitutionType;
  questions: ConstitutionQuestion[];
}

/**
 * A person's questions by sub-scale, in the contract's order of the nine constitutions, each
 * keeping the questionnaire's order. An item that counts for two constitutions (容易疲乏 for
 * 平和质 and 气虚质) is asked once, on the first screen it belongs to; a sub-scale left with
 * nothing to ask has no screen.
 */
export function groupBySubScale(questions: readonly ConstitutionQuestion[]): QuestionGroup[] {
  const asked = new Set<string>();
  const groups: QuestionGroup[] = [];
  for (const type of CONSTITUTION_TYPES) {
    const own = questions.filter(
      (q) => !asked.has(q.id) && q.scales.some((scale) => scale.type === type),
    );
    for (const q of own) asked.add(q.id);
    if (own.length > 0) groups.push({ type, questions: own });
  }
  return groups;
}

/** The first screen with a question not yet answered, or the last when all are. */
export function firstOpenGroup(
  groups: readonly QuestionGroup[],
  answers: Readonly<Record<string, number>>,
): number {
  const open = groups.findIndex((g) => g.questions.some((q) => answers[q.id] === undefined));
  return open === -1 ? Math.max(groups.length - 1, 0) : open;
}
