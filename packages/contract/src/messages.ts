// Plain constants live apart from the schemas so the web bundle can import them without TypeBox.

/** The message the spec's `Error` notification shows for network failures and 5xx. */
export const GENERIC_ERROR_MESSAGE = '接口错误，请稍后再试';
