/** Words our own components show that no page passes in. */

/** Shown under a prompt's input when its pattern or validator rejects the value. */
export const PROMPT_DEFAULT_ERROR = '输入的数据不合法！';
