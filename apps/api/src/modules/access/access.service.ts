// What other modules (the bureau's console) ask of the access policy; the SQL stays in
// access.repository.ts. chk_webaction reads the table on every request (no cache), so a change
// written here is what the next citizen request is checked against, on every process.

export { findRequirement, listAccessPolicy, setRequirement } from './access.repository.js';
export { DEFAULT_ACCESS_POLICY } from './access-policy.js';
