// @adobe/structured-data-validator ships no types: the part structured-data.ts uses.
declare module '@adobe/structured-data-validator' {
  export interface StructuredDataIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType?: string;
    fieldNames?: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: {
      jsonld?: Record<string, Record<string, unknown>[]>;
      microdata?: Record<string, unknown>;
      rdfa?: Record<string, unknown>;
    }): Promise<StructuredDataIssue[]>;
  }
}
