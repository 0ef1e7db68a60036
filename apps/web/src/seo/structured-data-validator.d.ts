// The validator ships JavaScript only; this is the part of its API the tests use.
declare module '@adobe/structured-data-validator' {
  export interface StructuredDataIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames?: string[];
  }

  /** Google's rich-result rules per schema.org type (no vocabulary given: no download). */
  export default class Validator {
    validate(extracted: { jsonld: Record<string, object[]> }): Promise<StructuredDataIssue[]>;
  }
}
