import {
  API,
  ErrorBody,
  FhirBundle,
  IngestReportsBody,
  IngestReportsResult,
} from '@portal/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Value } from '@sinclair/typebox/value';
import { AppError } from '../../lib/app-error.js';
import { bundleCandidates } from './fhir.js';
import { ingestReports, type Candidate } from './report-ingest.service.js';

// Key images travel inside the JSON as base64, so this feed takes more than the usual 1 MiB.
const BODY_LIMIT = 16 * 1024 * 1024;

/** What a body holds: FHIR entries or `reports` items, each to be checked on its own. */
function candidatesOf(body: unknown): Candidate[] {
  const b = body as Record<string, unknown> | null;
  if (b && typeof b === 'object' && b.resourceType === 'Bundle') {
    if (!Value.Check(FhirBundle, b)) {
      throw new AppError('INVALID_INPUT', 400, 'FHIR Bundle 须有 entry 数组，每项带 resource');
    }
    const candidates = bundleCandidates(b as FhirBundle);
    if (!candidates.length) {
      throw new AppError('INVALID_INPUT', 400, 'FHIR Bundle 中没有 DiagnosticReport');
    }
    return candidates;
  }
  const reports = b && typeof b === 'object' ? b.reports : undefined;
  if (!Array.isArray(reports) || reports.length === 0 || reports.length > 200) {
    throw new AppError(
      'INVALID_INPUT',
      400,
      '请求内容须为 { reports: [...] }（1 到 200 份）或 FHIR Bundle',
    );
  }
  return reports.map((value, index) => ({ index, value }));
}

/** POST /api/ingest/reports: lab, microbiology and imaging reports from a hospital system. */
const reportIngestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Scoped to this plugin: FHIR's own media type, parsed like JSON (with its poisoning guards).
  app.addContentTypeParser(
    'application/fhir+json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.post(
    API.ingestReports,
    {
      onRequest: app.requireHospital,
      bodyLimit: BODY_LIMIT,
      // Items are checked one by one in the service, so one bad report does not refuse the rest.
      attachValidation: true,
      schema: {
        tags: ['ingest'],
        summary:
          '医院系统推送检验、微生物、影像报告（JSON 或 FHIR R4 Bundle；按医院报告编号新增或更新；逐份校验，有误的按序号返回原因且不写入）',
        security: [{ hospitalKey: [] }],
        body: IngestReportsBody,
        response: { 200: IngestReportsResult, 400: ErrorBody, 401: ErrorBody, 413: ErrorBody },
      },
    },
    async (request) =>
      ingestReports({ db: app.db, sms: app.sms }, request.hospital!.id, candidatesOf(request.body)),
  );
};

export default reportIngestRoutes;
