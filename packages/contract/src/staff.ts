import { Type, type Static } from '@sinclair/typebox';

/** Where the staff console is served, and where its API and session cookie live. */
export const STAFF_BASE = '/staff/';
export const STAFF_API = '/api/staff';
/** The header every staff write carries (the value comes with the session). */
export const CSRF_HEADER = 'x-csrf-token';

export const STAFF_ROLES = [
  'bureau_admin',
  'hospital_admin',
  'doctor',
  'editor',
  'reviewer',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  bureau_admin: '卫健局管理员',
  hospital_admin: '医院管理员',
  doctor: '医生',
  editor: '内容编辑',
  reviewer: '内容审核',
};

/**
 * What each role may do (domain-rules.md, "Staff"): the server checks a route's permission
 * against this table in one place, and the console builds its navigation from it.
 * Hospital permissions are further limited to the staff member's own hospital.
 */
export const STAFF_PERMISSIONS = {
  dashboard: ['bureau_admin', 'hospital_admin'],
  'site.settings': ['bureau_admin'],
  'access.policy': ['bureau_admin'],
  citizens: ['bureau_admin'],
  'staff.accounts': ['bureau_admin'],
  'sensitive.words': ['bureau_admin'],
  audit: ['bureau_admin'],
  'hospital.profile': ['bureau_admin', 'hospital_admin'],
  'hospital.people': ['bureau_admin', 'hospital_admin'],
  'hospital.rules': ['bureau_admin', 'hospital_admin'],
  'hospital.schedules': ['bureau_admin', 'hospital_admin'],
  'hospital.bookings': ['bureau_admin', 'hospital_admin'],
  'hospital.keys': ['bureau_admin', 'hospital_admin'],
  'doctor.own': ['doctor'],
  // Visit evaluations: the moderation queue (a hospital's own, or the county's) and the
  // hospital's one reply, which speaks for the hospital and so is its administrator's.
  'interact.moderate': ['bureau_admin', 'hospital_admin'],
  'interact.reply': ['hospital_admin'],
  // Consultations: a doctor answers their department's questions and their own.
  'consult.answer': ['doctor'],
  'content.edit': ['bureau_admin', 'editor', 'reviewer'],
  'content.review': ['bureau_admin', 'reviewer'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

export function staffMay(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

export const StaffRoleSchema = Type.Union(
  STAFF_ROLES.map((r) => Type.Literal(r)),
  { title: '角色' },
);

export const StaffUsername = Type.String({
  title: '用户名',
  minLength: 2,
  maxLength: 32,
  pattern: '^[a-z0-9][a-z0-9._-]*$',
});

export const StaffSignIn = Type.Object({
  username: Type.String({ title: '用户名', minLength: 1, maxLength: 64 }),
  password: Type.String({ title: '密码', minLength: 1, maxLength: 128 }),
  code: Type.String({ title: '动态验证码或恢复码', minLength: 1, maxLength: 32 }),
});
export type StaffSignIn = Static<typeof StaffSignIn>;

export const StaffIdentity = Type.Object({
  id: Type.String(),
  username: Type.String(),
  name: Type.String(),
  role: StaffRoleSchema,
  hospitalId: Type.Union([Type.String(), Type.Null()]),
  doctorId: Type.Union([Type.String(), Type.Null()]),
});
export type StaffIdentity = Static<typeof StaffIdentity>;

/** The sign-in answer and `GET /api/staff/me`: who is signed in and the write token. */
export const StaffSessionAnswer = Type.Object({
  staff: StaffIdentity,
  csrfToken: Type.String(),
  /** Minutes of inactivity after which the session ends. */
  idleMinutes: Type.Integer(),
});
export type StaffSessionAnswer = Static<typeof StaffSessionAnswer>;

export const EnrolmentToken = Type.Object({
  token: Type.String({ title: '开通链接', minLength: 20, maxLength: 64 }),
});

/** What the enrolment link opens: whom it is for, the QR's otpauth URI (drawn as a QR). */
export const EnrolmentView = Type.Object({
  username: Type.String(),
  name: Type.String(),
  role: StaffRoleSchema,
  otpauthUri: Type.String(),
  /** The secret in base32, for phones that cannot scan. */
  secret: Type.String(),
  qrSvg: Type.String(),
});
export type EnrolmentView = Static<typeof EnrolmentView>;

export const EnrolmentComplete = Type.Object({
  token: Type.String({ title: '开通链接', minLength: 20, maxLength: 64 }),
  password: Type.String({ title: '密码', minLength: 10, maxLength: 128 }),
  code: Type.String({ title: '动态验证码', pattern: '^[0-9]{6}$' }),
});
export type EnrolmentComplete = Static<typeof EnrolmentComplete>;

/** Shown once: the recovery codes, which the server keeps only hashed. */
export const EnrolmentDone = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type EnrolmentDone = Static<typeof EnrolmentDone>;

export const AuditQuery = Type.Object({
  staffId: Type.Optional(Type.String({ title: '工作人员', maxLength: 64 })),
  action: Type.Optional(Type.String({ title: '操作', maxLength: 64 })),
  entity: Type.Optional(Type.String({ title: '对象', maxLength: 64 })),
  from: Type.Optional(Type.String({ title: '开始时间', format: 'date-time' })),
  to: Type.Optional(Type.String({ title: '结束时间', format: 'date-time' })),
  page: Type.Optional(Type.Integer({ title: '页码', minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(
    Type.Integer({ title: '每页条数', minimum: 1, maximum: 200, default: 50 }),
  ),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditRow = Type.Object({
  id: Type.String(),
  at: Type.String(),
  staff: Type.Union([Type.String(), Type.Null()]),
  role: Type.Union([StaffRoleSchema, Type.Null()]),
  hospitalId: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown(),
  after: Type.Unknown(),
  ip: Type.String(),
  requestId: Type.String(),
});
export type AuditRow = Static<typeof AuditRow>;

export const AuditPage = Type.Object({
  total: Type.Integer(),
  rows: Type.Array(AuditRow),
});
export type AuditPage = Static<typeof AuditPage>;

export const StaffStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('active'),
  Type.Literal('disabled'),
]);

export const StaffAccountView = Type.Object({
  id: Type.String(),
  username: Type.String(),
  name: Type.String(),
  role: StaffRoleSchema,
  hospitalId: Type.Union([Type.String(), Type.Null()]),
  doctorId: Type.Union([Type.String(), Type.Null()]),
  status: StaffStatus,
});
export type StaffAccountView = Static<typeof StaffAccountView>;

const Placement = {
  role: StaffRoleSchema,
  hospitalId: Type.Optional(Type.String({ title: '医院', maxLength: 64 })),
  doctorId: Type.Optional(Type.String({ title: '医生', maxLength: 64 })),
};

export const NewStaffBody = Type.Object({
  username: StaffUsername,
  name: Type.String({ title: '姓名', minLength: 1, maxLength: 32 }),
  ...Placement,
});
export type NewStaffBody = Static<typeof NewStaffBody>;

export const StaffRoleBody = Type.Object(Placement);
export type StaffRoleBody = Static<typeof StaffRoleBody>;

/** A new account or a reset factor: the one-time enrolment link, shown to the administrator. */
export const StaffEnrolmentLink = Type.Object({
  staff: StaffAccountView,
  enrolmentPath: Type.String(),
});
export type StaffEnrolmentLink = Static<typeof StaffEnrolmentLink>;
