import { describe, expect, it, vi } from 'vitest';
import { PROMPT_DEFAULT_ERROR } from '@/config/locale';
import { NO_PROMPT_HOST_MESSAGE, prompt, registerPromptHost, validatePromptValue } from './prompt';

describe('validatePromptValue', () => {
  it('accepts any value without pattern or validator', () => {
    expect(validatePromptValue('', { title: 't' })).toBeNull();
  });

  it('uses the locale default when the pattern fails', () => {
    expect(PROMPT_DEFAULT_ERROR).toBe('输入的数据不合法！');
    expect(validatePromptValue('abc', { title: 't', inputPattern: /^\d+$/ })).toBe(
      PROMPT_DEFAULT_ERROR,
    );
    expect(validatePromptValue('123', { title: 't', inputPattern: /^\d+$/ })).toBeNull();
  });

  it('uses the custom error text when given', () => {
    const options = { title: 't', inputPattern: /^\d+$/, inputErrorMessage: '请输入数字' };
    expect(validatePromptValue('abc', options)).toBe('请输入数字');
  });

  it('re-tests a global pattern from the start every time', () => {
    const options = { title: 't', inputPattern: /^\d+$/g };
    expect(validatePromptValue('123', options)).toBeNull();
    expect(validatePromptValue('123', options)).toBeNull();
  });

  it('treats a false validator as invalid and shows a validator string as is', () => {
    expect(validatePromptValue('x', { title: 't', inputValidator: () => false })).toBe(
      PROMPT_DEFAULT_ERROR,
    );
    expect(
      validatePromptValue('x', {
        title: 't',
        inputValidator: () => false,
        inputErrorMessage: '不对',
      }),
    ).toBe('不对');
    expect(validatePromptValue('x', { title: 't', inputValidator: () => '太短了' })).toBe('太短了');
    expect(validatePromptValue('x', { title: 't', inputValidator: () => true })).toBeNull();
  });

  it('checks the pattern before the validator', () => {
    const inputValidator = vi.fn(() => true);
    expect(validatePromptValue('a', { title: 't', inputPattern: /^\d$/, inputValidator })).toBe(
      PROMPT_DEFAULT_ERROR,
    );
    expect(inputValidator).not.toHaveBeenCalled();
  });
});

describe('prompt registry', () => {
  it('rejects clearly when no host is mounted', async () => {
    await expect(prompt({ title: 't' })).rejects.toThrow(NO_PROMPT_HOST_MESSAGE);
  });

  it('hands requests to the latest host and forgets it after unregistering', async () => {
    const first = vi.fn();
    const second = vi.fn(({ resolve }: { resolve: (v: string | null) => void }) => resolve('ok'));
    const offFirst = registerPromptHost(first);
    const offSecond = registerPromptHost(second);
    await expect(prompt({ title: 't' })).resolves.toBe('ok');
    expect(first).not.toHaveBeenCalled();
    // Unregistering a host that is no longer active leaves the active one in place.
    offFirst();
    await expect(prompt({ title: 't' })).resolves.toBe('ok');
    offSecond();
    await expect(prompt({ title: 't' })).rejects.toThrow(NO_PROMPT_HOST_MESSAGE);
  });
});
