// What other modules (the bureau's console) ask of the site settings; the SQL stays in
// site.repository.ts, which other modules never import.

/** The public site configuration, and the writer of any site_setting rows. */
export { findSiteConfig, upsertSettings } from './site.repository.js';
