/**
 * The operationId of every operation in the OpenAPI document, keyed by method and path as the
 * document writes them (`{id}`, not `:id`): the names a hospital's generated client gives its
 * functions, so once published they never change. openapi.test.ts fails on an operation
 * missing here and on an entry that names no operation: a new route adds its line.
 */
export const OPERATION_IDS: Readonly<Record<string, string>> = {
  'GET /healthz': 'checkLiveness',
  'GET /readyz': 'checkReadiness',
  'GET /api/site/config': 'getSiteConfig',
  'GET /api/site/qr/{key}.svg': 'getSiteQrCode',

  // Accounts and sessions; chk_login and check_login are the spec's two names for one sign-in.
  'POST /api/chk_login': 'signIn',
  'GET /api/chk_login': 'signInByQuery',
  'POST /api/check_login': 'checkLogin',
  'GET /api/check_login': 'checkLoginByQuery',
  'GET /api/chk_scan': 'checkDeviceScan',
  'POST /api/auth/sms-code': 'sendSmsCode',
  'POST /api/auth/register': 'register',
  'POST /api/auth/reset-password': 'resetPassword',
  'POST /api/auth/password': 'changePassword',
  'POST /api/auth/device-sms-code': 'sendDeviceSmsCode',
  'POST /api/auth/unbind-device': 'unbindDevice',
  'POST /api/auth/device-binding': 'setDeviceBinding',
  'GET /api/zlb.get_user.html': 'getCurrentUser',
  'POST /api/logout': 'signOut',
  'GET /api/chk_webaction': 'checkWebAction',
  'GET /api/doPCSso': 'exchangeGovTicket',

  // Identity, family members and consent to read their records.
  'POST /api/zlb.do_identity.html': 'verifyIdentity',
  'GET /api/identity': 'getIdentity',
  'POST /api/zlb.redo_idgo.html': 'clearIdentity',
  'POST /api/zlb.do_editIdentity.html': 'editIdentity',
  'GET /api/family': 'listFamilyMembers',
  'POST /api/family': 'addFamilyMember',
  'POST /api/family/{id}': 'editFamilyMember',
  'DELETE /api/family/{id}': 'removeFamilyMember',
  'POST /api/family/{id}/consent-code': 'sendConsentCode',
  'POST /api/family/{id}/consent': 'grantConsentByCode',
  'POST /api/family/{id}/consent-request': 'requestConsentApproval',
  'GET /api/record-access': 'listRecordAccess',
  'POST /api/record-access/{id}/approve': 'approveRecordAccess',
  'POST /api/record-access/{id}/decline': 'declineRecordAccess',
  'DELETE /api/record-access/{id}': 'withdrawRecordAccess',

  // Profile and uploads.
  'POST /api/zlb.do_edituser.html': 'editProfile',
  'POST /api/upload/avatar': 'uploadAvatar',
  'GET /api/files/{path}': 'getUploadedFile',

  // Hospitals, schedules and booking.
  'GET /api/hospitals': 'listHospitals',
  'GET /api/hospitals/{id}': 'getHospital',
  'GET /api/departments/{id}': 'getDepartment',
  'GET /api/doctors': 'findDoctors',
  'GET /api/doctors/{id}': 'getDoctor',
  'GET /api/schedules': 'listSchedules',
  'GET /api/schedules/{id}': 'getSchedule',
  'GET /api/schedules/{id}/slots': 'listSlots',
  'POST /api/bookings': 'createBooking',
  'GET /api/bookings': 'listBookings',
  'POST /api/bookings/{id}/cancel': 'cancelBooking',
  'GET /api/bookings/{id}/calendar.ics': 'getBookingCalendar',
  'POST /api/waitlist': 'joinWaitlist',
  'GET /api/waitlist': 'listWaitlist',
  'DELETE /api/waitlist/{id}': 'leaveWaitlist',

  // Feeds hospital systems push (hospital API key).
  'POST /api/ingest/visits': 'ingestVisit',
  'POST /api/ingest/schedules': 'ingestSchedules',
  'GET /api/ingest/catalog': 'getIngestCatalog',
  'POST /api/ingest/reports': 'ingestReports',
  'POST /api/ingest/cards': 'ingestCards',
  'POST /api/ingest/cards/scan': 'scanHealthCard',
  'POST /api/ingest/health-profiles': 'ingestHealthProfiles',
  'POST /api/ingest/drugs': 'ingestDrugStock',
  'DELETE /api/ingest/drugs/{code}': 'withdrawDrugStock',

  // Search, points, constitution identification.
  'GET /api/search': 'search',
  'GET /api/search/suggest': 'suggestSearch',
  'GET /api/zlb.score_page.html': 'getPoints',
  'GET /api/constitution': 'getConstitutionTest',
  'POST /api/constitution/results': 'saveConstitutionResult',
  'GET /api/constitution/results': 'listConstitutionResults',
  'GET /api/constitution/results/{id}': 'getConstitutionResult',

  // Medical cards and the health profile.
  'GET /api/zlb.get_cardbind.html': 'listBoundCards',
  'GET /api/zlb.get_cardbindn.html': 'listUnboundCards',
  'POST /api/zlb.do_cardget.html': 'bindCard',
  'POST /api/cards/sms-code': 'sendCardSmsCode',
  'POST /api/zlb.do_cardphoneget.html': 'bindCardsByPhone',
  'POST /api/zlb.do_cardbinddel.html': 'unbindCard',
  'GET /api/cards/{id}/qr': 'getCardQrCode',
  'GET /api/zlb.get_jkda.html': 'getHealthProfile',

  // Convenience queries.
  'GET /api/inquiry/options': 'getInquiryOptions',
  'GET /api/inquiry/institutions': 'listInstitutions',
  'GET /api/inquiry/practitioners': 'listPractitioners',
  'GET /api/inquiry/prices': 'listServicePrices',
  'GET /api/inquiry/vaccination-clinics': 'listVaccinationClinics',
  'GET /api/inquiry/emergency': 'listEmergencyPoints',
  'GET /api/inquiry/blood-donation': 'listBloodDonationSites',
  'GET /api/inquiry/checkup-centres': 'listCheckupCentres',
  'GET /api/inquiry/guides': 'listGuides',
  'GET /api/inquiry/guides/{id}': 'getGuide',

  // Health encyclopedia and drugs.
  'GET /api/wiki/categories': 'listWikiCategories',
  'GET /api/wiki/articles': 'listArticles',
  'GET /api/wiki/articles/{id}': 'getArticle',
  'GET /api/wiki/conditions': 'listConditions',
  'GET /api/wiki/conditions/{id}': 'getCondition',
  'GET /api/wiki/media/{id}/{file}': 'getWikiMedia',
  'GET /api/drugs': 'listDrugs',
  'GET /api/drugs/categories': 'listDrugCategories',
  'GET /api/drugs/suggest': 'suggestDrugs',
  'GET /api/drugs/{id}': 'getDrug',

  // Help centre, public health, notices and the home page.
  'GET /api/help': 'getHelp',
  'GET /api/public-health/services': 'listPublicHealthServices',
  'GET /api/public-health/immunization': 'getImmunizationSchedule',
  'GET /api/notices': 'listNotices',
  'GET /api/home': 'getHome',

  // Reports.
  'GET /api/zlb.get_jyhospital.html': 'listReportHospitals',
  'GET /api/reports': 'listReports',
  'GET /api/zlb.get_repjy.html': 'getLabReport',
  'GET /api/zlb.get_repwsw.html': 'getMicroReport',
  'GET /api/reports/trend': 'getReportTrend',
  'GET /api/zlb.getNewPacs.html': 'getImagingReport',
  'GET /api/reports/images/{id}': 'getReportImage',
  'GET /api/reports/{id}/shares': 'listReportShares',
  'POST /api/reports/{id}/shares': 'createReportShare',
  'DELETE /api/reports/{id}/shares/{shareId}': 'revokeReportShare',
};
