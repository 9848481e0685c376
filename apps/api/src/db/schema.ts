/** Table types for Kysely. Timestamps are UTC ISO strings on both engines. */
export interface SiteSettingTable {
  key: string;
  /** JSON text, so operators can change a setting with one UPDATE and no deploy. */
  value: string;
  updated_at: string;
}

export interface RateLimitHitTable {
  key: string;
  /** When this key's window opened, UTC ISO string; ISO strings sort in time order on both engines. */
  window_start: string;
  hits: number;
}

export interface DB {
  site_setting: SiteSettingTable;
  rate_limit_hit: RateLimitHitTable;
}
