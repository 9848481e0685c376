import { CONSULT_TEXT_MIN } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { contactProblem, findSensitiveWords } from '../../lib/text-screen.js';

/**
 * Screens what a citizen writes into a consultation (the question, a follow-up, a rating).
 * Contact details are refused, as everywhere on the portal. Listed sensitive words are refused
 * too, with the words named, rather than held for a moderator as evaluations are: a question
 * waits for a doctor, not a moderator, and an answered public one is shown at once, so holding
 * would either delay the patient or publish the word. The patient rewords it and asks again.
 */
export async function screenConsultText(
  db: Db,
  text: string,
  { min }: { min: boolean },
): Promise<void> {
  if (min && Array.from(text).length < CONSULT_TEXT_MIN) {
    throw new AppError(
      'INVALID_INPUT',
      400,
      `请把情况写得具体些，咨询内容至少 ${CONSULT_TEXT_MIN} 个字`,
    );
  }
  if (!text) throw new AppError('INVALID_INPUT', 400, '请填写内容');
  const problem = contactProblem(text);
  if (problem) throw new AppError('INVALID_INPUT', 400, problem);
  const words = await findSensitiveWords(db, text);
  if (words.length > 0) {
    throw new AppError(
      'INVALID_INPUT',
      400,
      `内容中有不宜发布的词语（${words.join('、')}），请修改后再提交`,
    );
  }
}
