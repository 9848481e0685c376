import type { Generated } from 'kysely';

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
  purpose: 'register' | 'reset' | 'login' | 'unbind' | 'card' | 'consent';
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
  purpose: 'avatar' | 'consult';
  content_type: string;
  size: number;
  /** Hex SHA-256 of the bytes, the ETag; null for files uploaded before it was kept. */
  sha256: string | null;
  created_at: string;
}

/** An uploaded file's bytes when the database is the storage: chunk `seq` of file `key`. */
export interface StoredFileDataTable {
  key: string;
  seq: number;
  data: Buffer;
}

/** Searches per China day and normalized query (0031): the words only, never who searched. */
export interface SearchQueryStatTable {
  day: string;
  query: string;
  searches: number;
  zero_results: number;
  clicks: number;
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
  stored_file_data: StoredFileDataTable;
  hospital: HospitalTable;
  booking_rule: BookingRuleTable;
  department: DepartmentTable;
  doctor: DoctorTable;
  schedule: ScheduleTable;
  slot: SlotTable;
  booking_patient: BookingPatientTable;
  booking: BookingTable;
  waitlist_entry: WaitlistEntryTable;
  draw: DrawTable;
  draw_entry: DrawEntryTable;
  hospital_api_key: HospitalApiKeyTable;
  search_document: SearchDocumentTable;
  search_synonym: SearchSynonymTable;
  search_query_stat: SearchQueryStatTable;
  point_entry: PointEntryTable;
  constitution_result: ConstitutionResultTable;
  inquiry_entry: InquiryEntryTable;
  inquiry_guide: InquiryGuideTable;
  content_set: ContentSetTable;
  wiki_category: WikiCategoryTable;
  wiki_condition: WikiConditionTable;
  wiki_article: WikiArticleTable;
  wiki_article_condition: WikiArticleConditionTable;
  drug: DrugTable;
  drug_stock: DrugStockTable;
  help_category: HelpCategoryTable;
  help_entry: HelpEntryTable;
  public_health_service: PublicHealthServiceTable;
  immunization_schedule: ImmunizationScheduleTable;
  immunization_vaccine: ImmunizationVaccineTable;
  notice: NoticeTable;
  home_featured: HomeFeaturedTable;
  seasonal_tip: SeasonalTipTable;
  hospital_card: HospitalCardTable;
  card_binding: CardBindingTable;
  health_profile: HealthProfileTable;
  signing_key: SigningKeyTable;
  card_device_key: CardDeviceKeyTable;
  card_device_key_card: CardDeviceKeyCardTable;
  card_verify_seen: CardVerifySeenTable;
  report: ReportTable;
  report_item: ReportItemTable;
  report_image: ReportImageTable;
  report_read: ReportReadTable;
  report_share: ReportShareTable;
  person_phone: PersonPhoneTable;
  record_access: RecordAccessTable;
  staff_account: StaffAccountTable;
  staff_session: StaffSessionTable;
  staff_enrolment: StaffEnrolmentTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  audit_log: AuditLogTable;
  citizen_lock: CitizenLockTable;
  sensitive_word: SensitiveWordTable;
  content_version: ContentVersionTable;
  content_console_item: ContentConsoleItemTable;
  content_preview: ContentPreviewTable;
  shared_change: SharedChangeTable;
  sms_notice_day: SmsNoticeDayTable;
  evaluation: EvaluationTable;
  evaluation_report: EvaluationReportTable;
  consultation: ConsultationTable;
  consult_message: ConsultMessageTable;
  consult_image: ConsultImageTable;
  consult_read: ConsultReadTable;
  staff_phrase: StaffPhraseTable;
}

export interface HospitalTable {
  id: string;
  name: string;
  level: string;
  type: string;
  intro: string;
  address: string;
  /** JSON text: [{ label, number }]. */
  phones: string;
  hours: string;
  transport: string;
  /** JSON text: string[]. */
  notices: string;
  /** JSON text: string[]. */
  specialties: string;
  sort_order: number;
}

export interface BookingRuleTable {
  hospital_id: string;
  release_time: Generated<string>;
  window_days: Generated<number>;
  cancel_cutoff_time: Generated<string>;
  slot_minutes: Generated<number>;
  daily_limit: Generated<number>;
  open_limit: Generated<number>;
  monthly_limit: Generated<number>;
  no_show_limit: Generated<number>;
  no_show_window_days: Generated<number>;
  suspension_days: Generated<number>;
  waitlist_limit: Generated<number>;
  release_mode: Generated<'first_come' | 'draw'>;
  draw_minutes: Generated<number>;
  /** Comma-separated clinic types; empty for all. */
  draw_clinic_types: Generated<string>;
}

export interface DepartmentTable {
  id: string;
  hospital_id: string;
  parent_id: string | null;
  name: string;
  intro: string;
  sort_order: number;
  /** The hospital's own code (its HIS dictionary), unique per hospital. */
  code: string | null;
  /** Set when the hospital retires it: gone from citizen lists, kept for history. */
  retired_at: string | null;
  /** The department's own release mode, or null for the hospital's rules. */
  release_mode: 'first_come' | 'draw' | null;
  draw_minutes: number | null;
}

export interface DoctorTable {
  id: string;
  hospital_id: string;
  department_id: string;
  name: string;
  title: string;
  specialty: string;
  intro: string;
  sort_order: number;
  /** The hospital's own code (its HIS dictionary), unique per hospital. */
  code: string | null;
  /** Set when the hospital retires the doctor: gone from citizen lists, kept for history. */
  retired_at: string | null;
  /** 0/1: whether citizens may ask this doctor by name (domain-rules "Consultations"). */
  accepts_questions: Generated<number>;
}

export interface ScheduleTable {
  id: string;
  hospital_id: string;
  external_id: string;
  department_id: string;
  doctor_id: string | null;
  date: string;
  period: 'am' | 'pm' | 'night';
  clinic_type: string;
  fee: number;
  location: string;
  state: 'open' | 'stopped';
  stop_reason: string | null;
  starts_at: string;
  ends_at: string;
  created_at: string;
  updated_at: string;
}

export interface SlotTable {
  id: string;
  schedule_id: string;
  start_time: string;
  end_time: string;
  capacity: number;
  remaining: number;
  queue_from: number;
  queue_to: number;
}

export interface BookingPatientTable {
  patient_key: string;
  locked_at: string;
}

export interface BookingTable {
  id: string;
  account_id: string;
  patient_key: string;
  family_member_id: string | null;
  patient_name: string;
  hospital_id: string;
  schedule_id: string;
  slot_id: string;
  date: string;
  queue_no: number;
  pickup_code: string;
  status: 'booked' | 'checked_in' | 'completed' | 'cancelled' | 'no_show';
  idempotency_key: string | null;
  request_hash: string | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  cancelled_by: 'patient' | 'hospital' | null;
  cancel_reason: string | null;
  no_show_at: string | null;
  reminded_at: string | null;
}

export interface WaitlistEntryTable {
  id: string;
  account_id: string;
  patient_key: string;
  family_member_id: string | null;
  patient_name: string;
  schedule_id: string;
  status: 'waiting' | 'booked' | 'lapsed' | 'cancelled';
  booking_id: string | null;
  created_at: string;
  updated_at: string;
  /** Order among entries made in one instant: a draw's waiting list in draw order. */
  seq: number;
}

export interface DrawTable {
  schedule_id: string;
  window_start: string;
  window_end: string;
  seed: string;
  commitment: string;
  status: 'open' | 'done';
  pool_hash: string | null;
  entry_count: number | null;
  /** JSON written once at the draw: the published entries, places and outcome. */
  entries: string | null;
  places: string | null;
  outcome: string | null;
  drawn_at: string | null;
  created_at: string;
}

export interface DrawEntryTable {
  id: string;
  schedule_id: string;
  account_id: string;
  patient_key: string;
  family_member_id: string | null;
  patient_name: string;
  /** Comma-separated slot ids in order of preference; empty for any. */
  preferred_slot_ids: string;
  waitlist: number;
  idempotency_key: string;
  request_hash: string;
  status: 'pending' | 'won' | 'waitlisted' | 'lost';
  booking_id: string | null;
  waitlist_id: string | null;
  refused_reason: string | null;
  notified_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface HospitalApiKeyTable {
  id: string;
  hospital_id: string;
  key_hash: string;
  prefix: string;
  created_at: string;
  revoked_at: string | null;
  /** When a request last presented it (updated at most once a minute). */
  last_used_at: string | null;
}

export interface SearchDocumentTable {
  seq: Generated<number>;
  type: string;
  type_rank: number;
  doc_id: string;
  title: string;
  /** JSON text: string[]. */
  names: string;
  body: string;
  url: string;
  category: string | null;
  rank_weight: number;
  exact_keys: string;
  updated_at: string;
  /** Text weighted above the body: a condition's 症状 section ('' for most documents). */
  focus: Generated<string>;
  /** JSON text: string[], a condition's 立即拨打 120 points; null when it has none. */
  emergency: string | null;
  /** PostgreSQL only: every token, without positions. */
  tsv?: string;
  /** PostgreSQL only: the title's, names' and category's tokens with weights and positions. */
  tsv_head?: string;
}

export interface SearchSynonymTable {
  phrase: string;
  /** JSON text: string[]. */
  means: string;
}

export interface PointEntryTable {
  id: string;
  user_id: string;
  seq: number;
  rule: string;
  award_key: string;
  amount: number;
  balance_after: number;
  reason: string;
  created_at: string;
}

export interface ConstitutionResultTable {
  id: string;
  user_id: string;
  sex: '男' | '女';
  /** JSON text: { questionId: 1..5 }. */
  answers: string;
  /** JSON text: ConstitutionScore[]. */
  scores: string;
  points: number;
  request_key: string | null;
  created_at: string;
}

/** One row of a convenience-query register (0011-inquiry.ts). */
export interface InquiryEntryTable {
  kind: string;
  id: string;
  seq: number;
  name: string;
  institution: string | null;
  town: string | null;
  category: string | null;
  tags: string;
  search_text: string;
  /** JSON text: the item as the API sends it. */
  data: string;
}

/** A 办事指南 (content/inquiry/guides). */
export interface InquiryGuideTable {
  id: string;
  seq: number;
  title: string;
  department: string;
  /** JSON text: RichText. */
  body: string;
  /** JSON text: string[]. */
  sources: string;
}

export interface ContentSetTable {
  name: string;
  /** SHA-256 over the set's file paths and bytes. */
  fingerprint: string;
  items: number;
  loaded_at: string;
}

export interface WikiCategoryTable {
  id: string;
  name: string;
  sort_order: number;
}

export interface WikiConditionTable {
  id: string;
  name: string;
  /** JSON text: string[]. */
  aliases: string;
  initial: string;
  sort_key: string;
  system: string;
  /** JSON text: clinic names. */
  departments: string;
  summary: string;
  author: string;
  reviewer: string | null;
  reviewed_at: string;
  /** JSON text: string[]. */
  sources: string;
  /** JSON text: { title, anchor, blocks }[]. */
  sections: string;
  /** JSON text: CareItem[]. */
  care: string;
  updated_at: string;
}

export interface WikiArticleTable {
  id: string;
  category_id: string;
  position: number;
  kind: 'text' | 'diagram' | 'audio';
  title: string;
  summary: string;
  author: string;
  reviewer: string | null;
  reviewed_at: string;
  /** JSON text: string[]. */
  sources: string;
  /** JSON text: RichText. */
  body: string;
  /** JSON text: { images: { file, alt, hash }[], audio: { file, hash } | null }. */
  media: string;
  updated_at: string;
}

export interface WikiArticleConditionTable {
  article_id: string;
  condition_id: string;
}

export interface DrugTable {
  id: string;
  generic_name: string;
  english_name: string | null;
  /** JSON text: string[]. */
  brand_names: string;
  /** JSON text: { form, strengths }[]. */
  forms: string;
  category: string;
  subcategory: string | null;
  atc: string | null;
  rx: string;
  insurance: string;
  essential: number;
  summary: string;
  /** JSON text: { title, blocks }[]. */
  sections: string;
  reviewer: string;
  reviewed_at: string;
  /** JSON text: string[]. */
  sources: string;
  sort_order: number;
  updated_at: string;
}

export interface DrugStockTable {
  id: string;
  hospital_id: string;
  code: string;
  name: string;
  form: string | null;
  strength: string;
  packaging: string | null;
  unit: string;
  price: number;
  in_stock: number;
  drug_id: string | null;
  drug_form: string | null;
  drug_strength: string | null;
  reported_at: string;
  created_at: string;
  updated_at: string;
}

export interface HelpCategoryTable {
  id: string;
  name: string;
  sort_order: number;
}

export interface HelpEntryTable {
  id: string;
  category_id: string;
  sort_order: number;
  question: string;
  /** JSON text: RichText. */
  answer: string;
}

export interface PublicHealthServiceTable {
  id: string;
  name: string;
  sort_order: number;
  audience: string;
  /** JSON text: string[]. */
  free: string;
  /** JSON text: string[] (content's `where`). */
  places: string;
  /** JSON text: string[]. */
  sources: string;
  /** JSON text: RichText. */
  body: string;
}

export interface ImmunizationScheduleTable {
  id: string;
  source: string;
  /** JSON text: [{ source, effective, text }]. */
  amendments: string;
  /** JSON text: string[]. */
  ages: string;
  /** JSON text: string[]. */
  notes: string;
}

export interface ImmunizationVaccineTable {
  abbr: string;
  sort_order: number;
  disease: string;
  name: string;
  route: string;
  /** JSON text: { [age]: number[] }. */
  doses: string;
  note: string | null;
}

export interface NoticeTable {
  id: string;
  title: string;
  date: string;
  body: string;
}

export interface HomeFeaturedTable {
  type: 'condition' | 'article';
  doc_id: string;
  sort_order: number;
}

export interface SeasonalTipTable {
  season: 'spring' | 'summer' | 'autumn' | 'winter';
  sort_order: number;
  title: string;
  body: string;
}

/** A card a hospital holds for a person (就诊卡 or 电子健康卡), from its feed. */
export interface HospitalCardTable {
  id: string;
  hospital_id: string;
  kind: 'visit' | 'health';
  card_no: string;
  /** SHA-256 of document type and number; the number itself is not stored. */
  person_key: string;
  /** SHA-256 of the phone the hospital has on file, to check the one a citizen types. */
  phone_hash: string | null;
  status: 'active' | 'cancelled';
  issued_on: string | null;
  created_at: string;
  updated_at: string;
}

export interface CardBindingTable {
  id: string;
  user_id: string;
  card_id: string;
  created_at: string;
}

/** A resident health record (居民健康档案), one per person, replaced whole on each feed. */
export interface HealthProfileTable {
  person_key: string;
  hospital_id: string;
  /** JSON text of HealthProfileRecord. */
  record: string;
  created_at: string;
  updated_at: string;
}

export interface SigningKeyTable {
  name: string;
  secret: string;
  created_at: string;
}

/** A device's public key for the offline health card (0033); SPKI DER in base64. */
export interface CardDeviceKeyTable {
  id: string;
  user_id: string;
  label: string;
  public_key: string;
  key_hash: string;
  created_at: string;
  last_seen_at: string | null;
  revoked_at: string | null;
}

/** A card a device key vouches for (hospital_card.id). */
export interface CardDeviceKeyCardTable {
  key_id: string;
  card_id: string;
}

/** An offline code a scanner verified, kept while it could still pass (replay guard). */
export interface CardVerifySeenTable {
  code_hash: string;
  key_id: string;
  signed_at: string;
  seen_at: string;
}

/** A lab, microbiology or imaging report a hospital sent (0015). */
export interface ReportTable {
  id: string;
  hospital_id: string;
  external_id: string;
  person_key: string;
  patient_name: string;
  patient_sex: string | null;
  patient_age: number | null;
  type: 'lab' | 'micro' | 'imaging';
  title: string;
  report_no: string;
  department: string | null;
  doctor: string | null;
  /** The performing laboratory or department (0019). */
  performer: string | null;
  collected_at: string | null;
  reported_at: string;
  abnormal: number;
  critical: number;
  critical_notified_at: string | null;
  note: string | null;
  /** JSON text: the type's own part. */
  detail: string;
  created_at: string;
  updated_at: string;
}

export interface ReportItemTable {
  report_id: string;
  seq: number;
  person_key: string;
  code: string;
  name: string;
  result: string;
  value: number | null;
  unit: string | null;
  low: number | null;
  high: number | null;
  range_text: string | null;
  flag: string | null;
  /** Why a range was not used for a flag, in words (0019). */
  note: string | null;
}

export interface ReportImageTable {
  id: string;
  report_id: string;
  seq: number;
  caption: string;
  content_type: string;
  width: number | null;
  height: number | null;
  /** base64. */
  data: string;
}

export interface ReportReadTable {
  user_id: string;
  report_id: string;
  read_at: string;
}

/** The phone a hospital or the card or public-health system has on file for a person (0017). */
export interface PersonPhoneTable {
  person_key: string;
  source: 'card' | 'report' | 'profile';
  hospital_id: string;
  phone: string;
  updated_at: string;
}

/** A request for, or grant of, reading a family member's records (0017). */
export interface RecordAccessTable {
  id: string;
  person_key: string;
  user_id: string;
  family_member_id: string;
  status: 'pending' | 'granted' | 'declined' | 'withdrawn';
  method: 'code' | 'account' | 'demo' | null;
  code_id: string | null;
  requested_at: string;
  granted_at: string | null;
  ended_at: string | null;
}

export interface ReportShareTable {
  id: string;
  code_hash: string;
  report_id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface StaffAccountTable {
  id: string;
  username: string;
  name: string;
  role: 'bureau_admin' | 'hospital_admin' | 'doctor' | 'editor' | 'reviewer';
  hospital_id: string | null;
  doctor_id: string | null;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: Generated<number>;
  /** `pending` until the enrolment link is used. */
  status: 'pending' | 'active' | 'disabled';
  demo: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface StaffSessionTable {
  id: string;
  token_hash: string;
  staff_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface StaffEnrolmentTable {
  token_hash: string;
  staff_id: string;
  totp_secret: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface StaffRecoveryCodeTable {
  code_hash: string;
  staff_id: string;
  used_at: string | null;
}

export interface AuditLogTable {
  id: string;
  at: string;
  staff_id: string | null;
  staff_username: string | null;
  role: string | null;
  hospital_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
  ip: string;
  request_id: string;
}

/** A bureau lock on a citizen account: no sign-in of any kind until it is removed. */
export interface CitizenLockTable {
  user_id: string;
  locked_at: string;
  locked_by: string | null;
}

/** A word evaluations are screened against (trimmed, 1 to 20 characters, unique). */
export interface SensitiveWordTable {
  id: string;
  word: string;
  created_at: string;
  created_by: string | null;
}

export interface ContentVersionTable {
  id: string;
  kind: string;
  item_id: string;
  version_no: number;
  status: string;
  fields: string;
  author_id: string;
  reviewer_id: string | null;
  reason: string | null;
  created_at: string;
  updated_at: string;
  decided_at: string | null;
}

export interface ContentConsoleItemTable {
  kind: string;
  item_id: string;
  state: string;
  fields: string;
  edited_at: string;
}

/** A preview link of an unpublished version: the token's SHA-256, valid until expires_at. */
export interface ContentPreviewTable {
  token_hash: string;
  version_id: string;
  created_by: string;
  created_at: string;
  expires_at: string;
}

/** The one row every process watches for operators' changes (lib/shared-change.ts). */
export interface SharedChangeTable {
  id: number;
  generation: number;
}

/** Notice texts a gateway took per China day (lib/sms-count.ts). */
export interface SmsNoticeDayTable {
  date: string;
  sent: number;
}

/** A visit evaluation (就医评价); one per booking (migration 0028). */
export interface EvaluationTable {
  id: string;
  booking_id: string;
  account_id: string;
  hospital_id: string;
  department_id: string;
  doctor_id: string | null;
  author: string;
  visit_date: string;
  skill: number;
  attitude: number;
  environment: number;
  waiting: number;
  overall: 'very_satisfied' | 'satisfied' | 'neutral' | 'dissatisfied' | 'very_dissatisfied';
  text: string;
  status: 'published' | 'held' | 'hidden' | 'rejected';
  matched_words: Generated<string>;
  reject_reason: string | null;
  reports: Generated<number>;
  edited_at: string | null;
  reply_text: string | null;
  replied_at: string | null;
  replied_by: string | null;
  moderated_at: string | null;
  moderated_by: string | null;
  created_at: string;
  updated_at: string;
}

/** One citizen's report of one evaluation (primary key: both). */
export interface EvaluationReportTable {
  evaluation_id: string;
  account_id: string;
  created_at: string;
}

export interface ConsultationTable {
  id: string;
  account_id: string;
  family_member_id: string | null;
  idempotency_key: string;
  request_hash: string;
  patient_label: string;
  patient_age: number;
  patient_sex: '男' | '女';
  hospital_id: string;
  department_id: string;
  doctor_id: string | null;
  asked_doctor_id: string | null;
  status: 'waiting' | 'answered' | 'closed' | 'expired';
  public: number;
  title: string;
  follow_ups: Generated<number>;
  close_reason: 'patient' | 'offline' | 'idle' | null;
  queued_at: string;
  transferred_at: string | null;
  answered_at: string | null;
  last_reply_at: string | null;
  closed_at: string | null;
  rating_score: number | null;
  rating_text: string | null;
  rated_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ConsultMessageTable {
  id: string;
  consultation_id: string;
  sender: 'patient' | 'doctor';
  doctor_id: string | null;
  staff_id: string | null;
  text: string;
  created_at: string;
}

export interface ConsultImageTable {
  file_key: string;
  message_id: string;
  consultation_id: string;
  seq: number;
}

export interface ConsultReadTable {
  consultation_id: string;
  reader: string;
  read_at: string;
}

export interface StaffPhraseTable {
  id: string;
  staff_id: string;
  text: string;
  created_at: string;
}
