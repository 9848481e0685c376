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

  // Doctor-patient interaction: visit evaluations.
  'GET /api/evaluations': 'listEvaluations',
  'GET /api/evaluations/summary': 'getEvaluationSummary',
  'GET /api/evaluations/mine': 'listMyEvaluations',
  'POST /api/evaluations': 'writeEvaluation',
  'PUT /api/evaluations/{id}': 'editEvaluation',
  'POST /api/evaluations/{id}/report': 'reportEvaluation',

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

  // The staff console (apps/staff): sign-in, enrolment, staff accounts, audit.
  'POST /api/staff/session': 'staffSignIn',
  'DELETE /api/staff/session': 'staffSignOut',
  'GET /api/staff/me': 'getStaffSession',
  'GET /api/staff/enrolment': 'viewStaffEnrolment',
  'POST /api/staff/enrolment': 'completeStaffEnrolment',
  'GET /api/staff/accounts': 'listStaffAccounts',
  'POST /api/staff/accounts': 'createStaffAccount',
  'POST /api/staff/accounts/{id}/disable': 'disableStaffAccount',
  'POST /api/staff/accounts/{id}/enable': 'enableStaffAccount',
  'POST /api/staff/accounts/{id}/reset-factor': 'resetStaffFactor',
  'POST /api/staff/accounts/{id}/role': 'changeStaffRole',
  'GET /api/staff/audit': 'listAuditLog',
  'GET /api/staff/audit.csv': 'exportAuditLog',

  // Staff console: the dashboard.
  'GET /api/staff/dashboard': 'getStaffDashboard',

  // Editorial workflow (conditions and articles: draft, review, publish, archive).
  'GET /api/staff/editorial/items': 'listEditorialItems',
  'GET /api/staff/editorial/overdue': 'listOverdueContent',
  'GET /api/staff/editorial/versions': 'listOpenContentVersions',
  'GET /api/staff/editorial/versions/{id}': 'getContentVersion',
  'POST /api/staff/editorial/drafts': 'createContentDraft',
  'PUT /api/staff/editorial/versions/{id}': 'saveContentDraft',
  'POST /api/staff/editorial/versions/{id}/submit': 'submitContentVersion',
  'POST /api/staff/editorial/versions/{id}/approve': 'approveContentVersion',
  'POST /api/staff/editorial/versions/{id}/reject': 'rejectContentVersion',
  'POST /api/staff/editorial/items/{kind}/{id}/archive': 'archiveContentItem',

  // Staff console: the bureau's site settings, access policy, citizens and sensitive words.
  'GET /api/staff/site': 'getSiteSettings',
  'PUT /api/staff/site': 'updateSiteSettings',
  'GET /api/staff/access-policy': 'listAccessPolicy',
  'PUT /api/staff/access-policy/{action}': 'changeAccessRule',
  'GET /api/staff/citizens': 'findCitizens',
  'POST /api/staff/citizens/{id}/lock': 'lockCitizen',
  'POST /api/staff/citizens/{id}/unlock': 'unlockCitizen',
  'POST /api/staff/citizens/{id}/end-sessions': 'endCitizenSessions',
  'GET /api/staff/sensitive-words': 'listSensitiveWords',
  'POST /api/staff/sensitive-words': 'addSensitiveWord',
  'DELETE /api/staff/sensitive-words/{id}': 'removeSensitiveWord',
  'GET /api/staff/evaluations': 'listStaffEvaluations',
  'POST /api/staff/evaluations/{id}/moderate': 'moderateEvaluation',
  'POST /api/staff/evaluations/{id}/reply': 'replyToEvaluation',

  // Hospital desk: schedules, the day's bookings, the doctor's own desk.
  'GET /api/staff/hospitals/{hospitalId}/schedules': 'listDeskSchedules',
  'POST /api/staff/hospitals/{hospitalId}/schedules/week': 'createScheduleWeek',
  'POST /api/staff/hospitals/{hospitalId}/schedules/{id}/capacity': 'changeScheduleCapacity',
  'POST /api/staff/hospitals/{hospitalId}/schedules/{id}/stop': 'stopDeskSchedule',
  'GET /api/staff/hospitals/{hospitalId}/bookings': 'listDeskBookings',
  'POST /api/staff/hospitals/{hospitalId}/bookings/{id}/visit': 'recordDeskVisit',
  'GET /api/staff/doctor/schedules': 'listOwnSchedules',
  'GET /api/staff/doctor/patients': 'listOwnPatients',

  // Hospital administration: the hospital's page, departments and doctors, rules, API keys.
  'GET /api/staff/hospitals/{hospitalId}': 'getHospitalProfile',
  'PUT /api/staff/hospitals/{hospitalId}': 'updateHospitalProfile',
  'GET /api/staff/hospitals/{hospitalId}/departments': 'listHospitalDepartments',
  'POST /api/staff/hospitals/{hospitalId}/departments': 'addHospitalDepartment',
  'PUT /api/staff/hospitals/{hospitalId}/departments/{id}': 'editHospitalDepartment',
  'POST /api/staff/hospitals/{hospitalId}/departments/{id}/retire': 'retireHospitalDepartment',
  'GET /api/staff/hospitals/{hospitalId}/doctors': 'listHospitalDoctors',
  'POST /api/staff/hospitals/{hospitalId}/doctors': 'addHospitalDoctor',
  'PUT /api/staff/hospitals/{hospitalId}/doctors/{id}': 'editHospitalDoctor',
  'POST /api/staff/hospitals/{hospitalId}/doctors/{id}/retire': 'retireHospitalDoctor',
  'GET /api/staff/hospitals/{hospitalId}/rules': 'getHospitalRules',
  'PUT /api/staff/hospitals/{hospitalId}/rules': 'updateHospitalRules',
  'GET /api/staff/hospitals/{hospitalId}/keys': 'listHospitalKeys',
  'POST /api/staff/hospitals/{hospitalId}/keys': 'createHospitalKey',
  'POST /api/staff/hospitals/{hospitalId}/keys/{id}/revoke': 'revokeHospitalKey',
  // Draft preview (editorial)
  'POST /api/staff/editorial/versions/{id}/preview': 'createDraftPreview',
  'GET /api/preview/{token}': 'getDraftPreview',
};
