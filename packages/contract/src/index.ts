export * from './actions.js';
export * from './elder-mode.js';
export * from './errors.js';
export * from './messages.js';
export * from './paging.js';
export * from './site.js';
export * from './mask.js';
export * from './api-paths.js';
