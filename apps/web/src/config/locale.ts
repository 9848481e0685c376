/** Locale strings that are not covered by antd's zh_CN pack. */

/** Shown under a prompt's input when its pattern or validator rejects the value. */
export const PROMPT_DEFAULT_ERROR = '输入的数据不合法！';
