/** Table types for Kysely. Timestamps are UTC ISO strings and booleans 0/1 on both engines. */
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

export interface AppUserTable {
  id: string;
  username: string;
  phone: string;
  password_hash: string;
  nickname: string | null;
  head_photo: string | null;
  score: number;
  plat_from: 'web' | 'gov';
  device_bound: number;
  reg_time: string;
  updated_at: string;
}

export interface UserSessionTable {
  id: string;
  token_hash: string;
  user_id: string;
  via: 'password' | 'register' | 'sso';
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface SmsCodeTable {
  id: string;
  phone: string;
  purpose: 'register' | 'reset' | 'login' | 'unbind';
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: number;
  consumed_at: string | null;
}

export interface LoginFailureTable {
  id: string;
  subject: string;
  failed_at: string;
}

export interface AccessPolicyTable {
  action: string;
  requirement: 'none' | 'signed_in' | 'verified';
  updated_at: string;
}

/** A verified person: the account holder (user_identity) or a family member. */
interface PersonColumns {
  name: string;
  id_type: string;
  id_no: string;
  phone: string;
  card_no: string | null;
  sex: '男' | '女';
  birthday: string;
}

export interface UserIdentityTable extends PersonColumns {
  user_id: string;
  verified_at: string;
}

export interface FamilyMemberTable extends PersonColumns {
  id: string;
  user_id: string;
  relation: string;
  created_at: string;
  updated_at: string;
}

export interface GovSsoLinkTable {
  zlb_id: string;
  user_id: string;
  zlb_name: string;
  created_at: string;
  last_login_at: string;
}

export interface LocalIdpPersonTable {
  id: string;
  name: string;
  id_no: string;
  phone: string;
}

export interface LocalIdpTicketTable {
  ticket_hash: string;
  person_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface StoredFileTable {
  key: string;
  owner_id: string;
  purpose: 'avatar';
  content_type: string;
  size: number;
  created_at: string;
}

export interface DB {
  site_setting: SiteSettingTable;
  rate_limit_hit: RateLimitHitTable;
  app_user: AppUserTable;
  user_session: UserSessionTable;
  sms_code: SmsCodeTable;
  login_failure: LoginFailureTable;
  access_policy: AccessPolicyTable;
  user_identity: UserIdentityTable;
  family_member: FamilyMemberTable;
  gov_sso_link: GovSsoLinkTable;
  local_idp_person: LocalIdpPersonTable;
  local_idp_ticket: LocalIdpTicketTable;
  stored_file: StoredFileTable;
}
