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
  // Consent to read a family member's records, and the person's own view of who may.
  familyConsentCode: '/api/family/:id/consent-code',
  familyConsent: '/api/family/:id/consent',
  familyConsentRequest: '/api/family/:id/consent-request',
  recordAccess: '/api/record-access',
  recordAccessItem: '/api/record-access/:id',
  recordAccessApprove: '/api/record-access/:id/approve',
  recordAccessDecline: '/api/record-access/:id/decline',

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
  drawEntries: '/api/draws/entries',
  draw: '/api/draws/:scheduleId',

  // Medical cards (就诊卡, 电子健康卡) and the health profile (居民健康档案).
  getCardbind: '/api/zlb.get_cardbind.html',
  getCardbindn: '/api/zlb.get_cardbindn.html',
  doCardget: '/api/zlb.do_cardget.html',
  cardSmsCode: '/api/cards/sms-code',
  doCardphoneget: '/api/zlb.do_cardphoneget.html',
  doCardbinddel: '/api/zlb.do_cardbinddel.html',
  cardQr: '/api/cards/:id/qr',
  // The offline health card's device keys (issue 30).
  cardDevices: '/api/card-devices',
  cardDevice: '/api/card-devices/:id',
  cardDeviceSignedRevoke: '/api/card-devices/revoke',
  getJkda: '/api/zlb.get_jkda.html',

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
  ingestCards: '/api/ingest/cards',
  ingestCardScan: '/api/ingest/cards/scan',
  ingestCardVerify: '/api/ingest/card-verify',
  ingestHealthProfiles: '/api/ingest/health-profiles',

  // Health encyclopedia (知识库): categories, articles, conditions, media files.
  wikiCategories: '/api/wiki/categories',
  wikiArticles: '/api/wiki/articles',
  wikiArticle: '/api/wiki/articles/:id',
  wikiConditions: '/api/wiki/conditions',
  wikiCondition: '/api/wiki/conditions/:id',
  wikiMedia: '/api/wiki/media/:id/:file',
  // Drug lookup (药品查询) and the stock hospitals report.
  drugs: '/api/drugs',
  drug: '/api/drugs/:id',
  drugCategories: '/api/drugs/categories',
  drugSuggest: '/api/drugs/suggest',
  ingestDrugs: '/api/ingest/drugs',
  ingestDrug: '/api/ingest/drugs/:code',

  // Site-wide search (one service every feature indexes into).
  search: '/api/search',
  searchSuggest: '/api/search/suggest',
  searchClicks: '/api/search/clicks',

  // Convenience queries (便民查询).
  inquiryOptions: '/api/inquiry/options',
  inquiryInstitutions: '/api/inquiry/institutions',
  inquiryPractitioners: '/api/inquiry/practitioners',
  inquiryPrices: '/api/inquiry/prices',
  inquiryVaccination: '/api/inquiry/vaccination-clinics',
  inquiryEmergency: '/api/inquiry/emergency',
  inquiryBloodDonation: '/api/inquiry/blood-donation',
  inquiryCheckups: '/api/inquiry/checkup-centres',
  inquiryGuides: '/api/inquiry/guides',
  inquiryGuide: '/api/inquiry/guides/:id',
  // Doctor-patient interaction (医患互动): visit evaluations.
  evaluations: '/api/evaluations',
  evaluationSummary: '/api/evaluations/summary',
  myEvaluations: '/api/evaluations/mine',
  evaluation: '/api/evaluations/:id',
  evaluationReport: '/api/evaluations/:id/report',
  // Consultations (患者咨询): the spec's list call, the ask and the thread, the public list.
  consultPage: '/api/zlb.consult_page.html',
  consultations: '/api/consultations',
  consultation: '/api/consultations/:id',
  consultMessages: '/api/consultations/:id/messages',
  consultClose: '/api/consultations/:id/close',
  consultRating: '/api/consultations/:id/rating',
  consultImage: '/api/consultations/:id/images/:imageId',
  uploadConsultImage: '/api/upload/consult-image',
  doctorConsultRatings: '/api/doctors/:id/consult-ratings',
  // Help centre, public health, notices and the home page's content.
  help: '/api/help',
  notices: '/api/notices',
  publicHealthServices: '/api/public-health/services',
  immunization: '/api/public-health/immunization',
  home: '/api/home',
} as const;

/** The web app's base path (spec section 2). */
export const WEB_BASE = '/12320/';

/** The built-in stand-in for the government portal's identity service (development and tests). */
export const LOCAL_GOV_SSO_BASE = '/gov-sso/';
