/** Query keys of the editorial feature: every write refreshes all of them. */
export const EDITORIAL_KEY = ['staff', 'editorial'] as const;
