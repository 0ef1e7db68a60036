import Validator from '@adobe/structured-data-validator';

/** What Google's rich-result rules say of one JSON-LD object of `type`. */
export function structuredDataIssues(type: string, data: object) {
  return new Validator().validate({ jsonld: { [type]: [structuredClone(data)] } });
}
