export { PromptDialog } from './prompt-dialog';
export { PromptHost } from './prompt-host';
export type { PromptDialogProps } from './prompt-dialog';
export { prompt, validatePromptValue } from './prompt';
export type { PromptInputType, PromptOptions } from './prompt';
