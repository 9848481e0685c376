import { readFileSync } from 'node:fs';
import { maskPhone } from '@portal/contract';
import { expect, inject } from 'vitest';

/**
 * The latest code the demo SMS provider logged for a phone, read the way a person trying the
 * demo reads it: from the server log (`[sms] to=<masked phone> code=<code>`).
 */
export async function smsCodeFromLog(phone: string): Promise<string> {
  const pattern = new RegExp(
    `\\[sms\\] to=${maskPhone(phone).replace(/\*/g, '\\*')} code=(\\d{6})`,
    'g',
  );
  let code: string | undefined;
  await expect
    .poll(() => {
      const matches = [...readFileSync(inject('portalLog'), 'utf8').matchAll(pattern)];
      code = matches.at(-1)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}
