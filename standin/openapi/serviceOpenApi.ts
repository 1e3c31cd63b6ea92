import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

/**
 * The hosted service's own OpenAPI documents (fixtures/openapi/, SOURCES.md there names the
 * commit) as a second reader of what the stand-in sends: ajv compiles a document's schemas by
 * JSON pointer. OpenAPI 3.0's `nullable` is an ajv keyword; `example` and the numeric formats
 * (`double`, `int64`) are annotations, so formats are not validated and unknown keywords ignored.
 */

const ROOT = path.resolve(import.meta.dirname, '../../fixtures/openapi');
export type ServiceApi = 'aptos' | 'streams';

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
for (const api of ['aptos', 'streams'] as const) {
  ajv.addSchema(JSON.parse(readFileSync(path.join(ROOT, `${api}.json`), 'utf8')) as object, api);
}

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** The schema of one answer: `GET /coins` 200 is `response('aptos', '/coins', '200')`. */
export function responseValidator(api: ServiceApi, route: string, status: string): ValidateFunction {
  const pointer = ['paths', route, 'get', 'responses', status, 'content', 'application/json', 'schema']
    .map(escapePointer)
    .join('/');
  const validate = ajv.getSchema(`${api}#/${pointer}`);
  if (!validate) throw new Error(`no schema for ${api} GET ${route} ${status}`);
  return validate;
}

/** One line per error: where, which rule, what it says (`/result/0/cursor type must be string`). */
export function describeErrors(errors: readonly ErrorObject[] | null | undefined): string[] {
  return [
    ...new Set(
      (errors ?? []).map((error) =>
        `${error.instancePath.replace(/\/\d+(?=\/|$)/g, '/*') || '/'} ${error.keyword} ${error.message ?? ''}`.trim(),
      ),
    ),
  ].sort();
}
