import { PROMPT_DEFAULT_ERROR } from '@/config/locale';

export type PromptInputType = 'text' | 'textarea' | 'password';

export interface PromptOptions {
  /** Dialog title; required because every modal must be named for screen readers. */
  title: string;
  /** Question shown as the input's visible label; the title is used when absent. */
  message?: string;
  /** Initial value of the input. */
  inputValue?: string;
  inputPlaceholder?: string;
  inputPattern?: RegExp;
  /** `false` rejects with the error message; a string rejects with that string as the error. */
  inputValidator?: (value: string) => boolean | string;
  /** Error text for a failed pattern or a `false` validator; defaults to the locale's. */
  inputErrorMessage?: string;
  inputType?: PromptInputType;
  confirmButtonText?: string;
  cancelButtonText?: string;
}

/** What `prompt()` hands to the mounted host. */
export interface PromptRequest {
  options: PromptOptions;
  /** Settles the caller's promise: the value on confirm, null on cancel. */
  resolve: (value: string | null) => void;
}

export type PromptHostHandler = (request: PromptRequest) => void;

export const NO_PROMPT_HOST_MESSAGE =
  'prompt() was called but no <PromptHost /> is mounted; render it once inside the app providers.';

/**
 * Returns the error text for `value`, or null when it is valid. The pattern is checked
 * first, then the validator.
 */
export function validatePromptValue(value: string, options: PromptOptions): string | null {
  const fallback = options.inputErrorMessage || PROMPT_DEFAULT_ERROR;
  const { inputPattern, inputValidator } = options;
  if (inputPattern) {
    // A global or sticky RegExp remembers lastIndex between test() calls; start fresh each time.
    inputPattern.lastIndex = 0;
    if (!inputPattern.test(value)) return fallback;
  }
  if (inputValidator) {
    const result = inputValidator(value);
    if (typeof result === 'string') return result || fallback;
    if (result === false) return fallback;
  }
  return null;
}

// prompt() is called from event handlers, outside any render: it asks a host mounted once in
// the tree (PromptHost), which renders the dialog where the page's session and styles apply.
let activeHost: PromptHostHandler | null = null;

/** Called by PromptHost; returns the unregister function. The latest mounted host wins. */
export function registerPromptHost(handler: PromptHostHandler): () => void {
  activeHost = handler;
  return () => {
    if (activeHost === handler) activeHost = null;
  };
}

/**
 * Asks the user for a value in a modal dialog.
 *
 * Resolves with the entered value on confirm and with `null` on cancel (close button, Esc or
 * the cancel button). Cancelling is an ordinary answer, not an error, so callers just check
 * for null and no unhandled rejections appear. The promise rejects only when no PromptHost is
 * mounted, which is a programming error.
 */
export function prompt(options: PromptOptions): Promise<string | null> {
  const host = activeHost;
  if (!host) return Promise.reject(new Error(NO_PROMPT_HOST_MESSAGE));
  return new Promise((resolve) => host({ options, resolve }));
}
