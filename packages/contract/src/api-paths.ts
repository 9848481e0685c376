/** Paths of the endpoints, shared so neither side spells them twice. */
export const API = {
  siteConfig: '/api/site/config',
  siteQr: '/api/site/qr/:key.svg',
  docs: '/api/docs',
  docsJson: '/api/docs/json',
  healthz: '/healthz',
  readyz: '/readyz',

  // Accounts and sessions (the first five are the spec's own names).
  chkLogin: '/api/chk_login',
  checkLogin: '/api/check_login',
  chkScan: '/api/chk_scan',
  chkWebaction: '/api/chk_webaction',
  doPCSso: '/api/doPCSso',
  getUser: '/api/zlb.get_user.html',
  logout: '/api/logout',
  register: '/api/auth/register',
  smsCode: '/api/auth/sms-code',
  deviceSmsCode: '/api/auth/device-sms-code',
  resetPassword: '/api/auth/reset-password',
  unbindDevice: '/api/auth/unbind-device',
  changePassword: '/api/auth/password',
  deviceBinding: '/api/auth/device-binding',

  // Identity and family members.
  doIdentity: '/api/zlb.do_identity.html',
  redoIdentity: '/api/zlb.redo_idgo.html',
  editIdentity: '/api/zlb.do_editIdentity.html',
  myIdentity: '/api/identity',
  family: '/api/family',
  familyMember: '/api/family/:id',

  // Profile and settings.
  editUser: '/api/zlb.do_edituser.html',
  uploadAvatar: '/api/upload/avatar',
  files: '/api/files/*',

  // Hospitals, schedules and booking.
  hospitals: '/api/hospitals',
  hospital: '/api/hospitals/:id',
  department: '/api/departments/:id',
  doctors: '/api/doctors',
  doctor: '/api/doctors/:id',
  schedules: '/api/schedules',
  schedule: '/api/schedules/:id',
  scheduleSlots: '/api/schedules/:id/slots',
  bookings: '/api/bookings',
  cancelBooking: '/api/bookings/:id/cancel',
  bookingCalendar: '/api/bookings/:id/calendar.ics',
  waitlist: '/api/waitlist',
  waitlistEntry: '/api/waitlist/:id',

  // Points (积分).
  scorePage: '/api/zlb.score_page.html',

  // Chinese-medicine constitution identification (中医体质辨识).
  constitutionTest: '/api/constitution',
  constitutionResults: '/api/constitution/results',
  constitutionResult: '/api/constitution/results/:id',

  // Reports (检验、微生物、影像) of the account holder and family members.
  reportHospitals: '/api/zlb.get_jyhospital.html',
  reports: '/api/reports',
  labReport: '/api/zlb.get_repjy.html',
  microReport: '/api/zlb.get_repwsw.html',
  pacsReport: '/api/zlb.getNewPacs.html',
  reportTrend: '/api/reports/trend',
  reportImage: '/api/reports/images/:id',
  reportShares: '/api/reports/:id/shares',
  reportShare: '/api/reports/:id/shares/:shareId',

  // Hospital systems (Bearer hospital API key).
  ingestReports: '/api/ingest/reports',
  ingestVisits: '/api/ingest/visits',
  ingestSchedules: '/api/ingest/schedules',
  ingestCatalog: '/api/ingest/catalog',

  // Site-wide search (one service every feature indexes into).
  search: '/api/search',
  searchSuggest: '/api/search/suggest',
} as const;

/** The web app's base path (spec section 2). */
export const WEB_BASE = '/12320/';

/** The built-in stand-in for the government portal's identity service (development and tests). */
export const LOCAL_GOV_SSO_BASE = '/gov-sso/';
