export { PromptDialog, PromptHost } from './prompt-dialog';
export type { PromptDialogProps } from './prompt-dialog';
export { prompt, validatePromptValue } from './prompt';
export type { PromptInputType, PromptOptions } from './prompt';
