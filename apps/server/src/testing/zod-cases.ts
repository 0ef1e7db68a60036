// The bad-input suite's cases, read from the zod schemas themselves: for each field, by its type,
// the values a stranger may send that the shop must refuse, and a plausible input to send them in.
import { INT4_MAX } from '@buildright/api/shared';
import * as z from 'zod';

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type Schema = z.core.$ZodType;

/** What a field is, as far as wrong values go. */
type Field =
  | { kind: 'whole' | 'number'; min: number; max: number; int: boolean }
  | { kind: 'text'; min: number; max: number; format?: string; pattern: boolean }
  | { kind: 'money' | 'date' | 'flag' | 'switch' }
  | { kind: 'choice'; options: unknown[] }
  | { kind: 'object'; shape: Record<string, Schema> }
  | { kind: 'array'; element: Schema }
  | { kind: 'other' };

interface Typed {
  field: Field;
  nullable: boolean;
  optional: boolean;
}

const defOf = (schema: Schema) => schema._zod.def as Def;
const typeOf = (schema: Schema) => defOf(schema).type;

interface Limits {
  /** The least and greatest allowed, inclusive (whole numbers: an exclusive bound moved in). */
  min: number;
  max: number;
  minLength: number;
  maxLength: number;
  format?: string;
}

/** A schema's bounds and format, read from its checks. */
function limitsOf(schema: Schema): Limits {
  const def = defOf(schema);
  const limits: Limits = { min: -Infinity, max: Infinity, minLength: 0, maxLength: Infinity };
  if (typeof def.format === 'string') limits.format = def.format;
  for (const check of def.checks ?? []) {
    const c = check._zod.def as unknown as Record<string, unknown>;
    const value = c.value as number;
    if (c.check === 'greater_than') limits.min = c.inclusive ? value : value + 1;
    if (c.check === 'less_than') limits.max = c.inclusive ? value : value - 1;
    if (c.check === 'min_length') limits.minLength = c.minimum as number;
    if (c.check === 'max_length') limits.maxLength = c.maximum as number;
    if (c.check === 'length_equals') limits.minLength = limits.maxLength = c.length as number;
    if (c.check === 'string_format' || c.check === 'number_format')
      limits.format = c.format as string;
  }
  return limits;
}

function numberField(schema: Schema, kind: 'whole' | 'number'): Field {
  const { min, max, format } = limitsOf(schema);
  return { kind, min, max, int: kind === 'whole' || format === 'safeint' || format === 'int32' };
}

function textField(schema: Schema, also?: Schema): Field {
  const own = limitsOf(schema);
  const extra = also ? limitsOf(also) : undefined;
  const format = own.format ?? extra?.format;
  return {
    kind: 'text',
    min: Math.max(own.minLength, extra?.minLength ?? 0),
    max: Math.min(own.maxLength, extra?.maxLength ?? Infinity),
    ...(format && format !== 'regex' ? { format } : {}),
    pattern: format === 'regex',
  };
}

/** A union's type: the shop's few (whole numbers, amounts, dates, query flags), or none. */
function unionField(options: Schema[], out?: Schema): Field {
  const types = new Set(options.map((option) => typeOf(unwrap(option).schema)));
  if (types.size === 1 && types.has('literal')) {
    return {
      kind: 'choice',
      options: options.flatMap((option) => defOf(option).values as unknown[]),
    };
  }
  if (types.has('number') && types.has('string')) {
    return out && typeOf(out) === 'number' ? numberField(out, 'whole') : { kind: 'money' };
  }
  if (types.has('date')) return { kind: 'date' };
  if (types.has('boolean') && types.has('enum')) return { kind: 'switch' };
  return { kind: 'other' };
}

/** Through optional, default, nullable and transforms, to what the field takes. */
function unwrap(schema: Schema): {
  schema: Schema;
  nullable: boolean;
  optional: boolean;
  out?: Schema;
} {
  let nullable = false;
  let optional = false;
  let out: Schema | undefined;
  for (;;) {
    const def = defOf(schema);
    if (def.type === 'nullable') nullable = true;
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault')
      optional = true;
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(def.type)) {
      schema = def.innerType as Schema;
    } else if (def.type === 'pipe' && typeOf(def.in as Schema) === 'transform') {
      schema = def.out as Schema; // z.preprocess: the schema after it
    } else if (def.type === 'pipe') {
      const next = def.out as Schema;
      if (typeOf(next) !== 'transform') out ??= next;
      schema = def.in as Schema;
    } else {
      return { schema, nullable, optional, out };
    }
  }
}

function typed(original: Schema): Typed {
  const { schema, nullable, optional, out } = unwrap(original);
  const def = defOf(schema);
  const field = ((): Field => {
    switch (def.type) {
      case 'number':
        return numberField(schema, 'number');
      case 'string':
        return textField(schema, out && typeOf(out) === 'string' ? out : undefined);
      case 'boolean':
        return { kind: 'flag' };
      case 'enum':
        return { kind: 'choice', options: Object.values(def.entries as object) };
      case 'literal':
        return { kind: 'choice', options: def.values as unknown[] };
      case 'union':
        return unionField(def.options as Schema[], out);
      case 'object':
        return { kind: 'object', shape: def.shape as Record<string, Schema> };
      case 'intersection': {
        const left = typed(def.left as Schema).field;
        const right = typed(def.right as Schema).field;
        return left.kind === 'object' && right.kind === 'object'
          ? { kind: 'object', shape: { ...left.shape, ...right.shape } }
          : { kind: 'other' };
      }
      case 'array':
        return { kind: 'array', element: def.element as Schema };
      default:
        return { kind: 'other' };
    }
  })();
  return { field, nullable, optional };
}

const wrongTypes = [true, [40], {}];

/** Values a JSON body may carry that a field of this type must refuse. */
function badJsonValues({ field, nullable }: Typed): unknown[] {
  const values = ((): unknown[] => {
    switch (field.kind) {
      case 'whole':
      case 'number': {
        const { min, max, int } = field;
        return [
          ...wrongTypes,
          ...(field.kind === 'whole' ? ['0x28', '4e1', '040', '1.5', '-1', ''] : ['1', '0x28']),
          ...(int ? [1.5] : []),
          ...(min > -Infinity ? [min - 1] : []),
          ...(min >= 0 ? [-1] : []),
          ...(max < Infinity ? [max + 1, Math.max(max * 1000, 99_999_999_999)] : []),
        ];
      }
      case 'text':
        return [
          ...wrongTypes,
          12,
          'a\u0000b',
          'half \ud800 a pair',
          'a\udc00b',
          ...(field.max < Infinity ? ['x'.repeat(field.max + 1)] : []),
          ...(field.min > 0 ? [''] : []),
          ...(field.format === 'email'
            ? ['not-an-address', 'a\u0000@example.com', `${'x'.repeat(300)}@x.com`]
            : []),
          ...(field.format === 'date' ? ['soon', '2026-02-30'] : []),
          ...(field.format === 'uuid' ? ['not-a-uuid', '00000000-0000-4000-8000-00000000000'] : []),
          ...(field.pattern ? ['!'] : []),
        ];
      case 'money':
        return [...wrongTypes, '0.001', 0.001, -1, '-1', '1e3', '100000000.00', '0x10', 'ten'];
      case 'date':
        return [
          ...wrongTypes,
          12_345,
          '275760-09-13',
          '+275760-09-13T00:00:00.000Z',
          'soon',
          '2026-02-30',
        ];
      case 'flag':
        return ['true', 1, 'yes', [], {}];
      case 'switch':
        return ['yes', 2, 'TRUE', [], {}];
      case 'choice':
        return ['no-such-choice', true, 1, []].filter((value) => !field.options.includes(value));
      case 'array':
        return [true, {}];
      default:
        return [];
    }
  })();
  return field.kind === 'other' || field.kind === 'object' || nullable ? values : [...values, null];
}

/** Values a query string or a path may carry (text only) that a field of this type must refuse. */
function badTextValues({ field }: Typed, where: 'params' | 'querystring'): string[] {
  switch (field.kind) {
    case 'whole':
      return [
        ...['0x28', '4e1', '040', '1.5', '-1', 'abc', 'true', '[40]', String(field.max + 1)],
        ...(field.min >= 1 ? ['0'] : []),
        ...(where === 'querystring' ? [''] : []),
      ];
    case 'text':
      return [
        'a\u0000b',
        ...(field.max < Infinity ? ['x'.repeat(field.max + 1)] : []),
        ...(field.format === 'date' ? ['275760-09-13', 'soon', '2026-02-30', '20260101'] : []),
        ...(field.format === 'email' ? ['not-an-address'] : []),
        ...(field.pattern ? ['!'] : []),
      ];
    case 'money':
      return ['0.001', '-1', '1e3', '100000000.00', '0x10', 'ten'];
    case 'switch':
      return ['yes', '2', 'TRUE ', 'null'];
    case 'choice':
      return ['no-such-choice', '1', 'true'].filter((value) => !field.options.includes(value));
    default:
      return [];
  }
}

/** A field at a dotted path ("items.0.productId") and the values to send in its place. */
export interface FieldCase {
  path: string;
  values: unknown[];
}

function walk(schema: Schema, path: string, cases: FieldCase[], values: (t: Typed) => unknown[]) {
  const found = typed(schema);
  const { field } = found;
  if (field.kind === 'object') {
    for (const [key, child] of Object.entries(field.shape)) {
      walk(child, path ? `${path}.${key}` : key, cases, values);
    }
    return;
  }
  if (path) {
    const bad = values(found);
    if (bad.length > 0) cases.push({ path, values: bad });
  }
  if (field.kind === 'array') walk(field.element, `${path}.0`, cases, values);
}

/** Each field of a JSON input and what to send in its place. */
export function jsonCases(schema: Schema): FieldCase[] {
  const cases: FieldCase[] = [];
  walk(schema, '', cases, badJsonValues);
  return cases;
}

/** Each parameter of a path or query string and what to send in its place. */
export function textCases(schema: Schema, where: 'params' | 'querystring'): FieldCase[] {
  const cases: FieldCase[] = [];
  const { field } = typed(schema);
  if (field.kind !== 'object') return cases;
  for (const [key, child] of Object.entries(field.shape)) {
    const values = badTextValues(typed(child), where);
    if (values.length > 0) cases.push({ path: key, values });
  }
  return cases;
}

/** The text a path parameter beyond any record carries: it names nothing (404, not 400). */
export const beyondAnyId = String(INT4_MAX + 1);

const fitted = (text: string, min: number, max: number) =>
  text.padEnd(min, text).slice(0, Math.min(max, 1000));

/** Values a field may take, the likeliest first; a refusal tries the next. */
function candidatesOf({ field, nullable, optional }: Typed): unknown[] {
  const values = ((): unknown[] => {
    switch (field.kind) {
      case 'whole':
      case 'number':
        return [1, 2, 10, 100, 0, field.min].filter(
          (value) => value >= field.min && value <= field.max,
        );
      case 'text':
        if (field.format === 'email') return ['casey@example.com'];
        if (field.format === 'date') return ['2026-01-15', '2099-06-30'];
        if (field.format === 'uuid') return ['00000000-0000-4000-8000-000000000000'];
        return ['1 Main Street 5550100', 'A'.repeat(32), 'Casey', 'SKU-1'].map((text) =>
          fitted(text, field.min, field.max),
        );
      case 'money':
        // A number or its text: an order number ("1042" or 1042) reads as one, and takes the last.
        return ['10.00', '1.00', '1000.00', 1];
      case 'date':
        return ['2026-01-15', '2099-06-30'];
      case 'flag':
      case 'switch':
        return [true, false];
      case 'choice':
        return field.options;
      case 'array':
        return [[sampleOf(field.element)], []];
      case 'object':
        return [sampleOf(field.shape)];
      default:
        return [];
    }
  })();
  return [...values, ...(nullable ? [null] : []), ...(optional ? [undefined] : [])];
}

function sampleOf(schema: Schema | Record<string, Schema>): unknown {
  if (!('_zod' in schema)) {
    return Object.fromEntries(
      Object.entries(schema).flatMap(([key, child]) => {
        const value = sampleOf(child);
        return value === undefined ? [] : [[key, value]];
      }),
    );
  }
  return candidatesOf(typed(schema as Schema))[0];
}

/** The field schema at a path of an input ("items.0.productId"), if it has one. */
function fieldAt(schema: Schema, path: readonly PropertyKey[]): Schema | undefined {
  if (path.length === 0) return schema;
  const [head, ...rest] = path;
  const { field } = typed(schema);
  if (field.kind === 'object' && typeof head === 'string' && head in field.shape) {
    return fieldAt(field.shape[head]!, rest);
  }
  if (field.kind === 'array' && typeof head === 'number') return fieldAt(field.element, rest);
  return undefined;
}

function setAt(target: unknown, path: readonly PropertyKey[], value: unknown): unknown {
  const [head, ...rest] = path as (string | number)[];
  const copy = (Array.isArray(target) ? [...target] : { ...(target as object) }) as Record<
    string | number,
    unknown
  >;
  if (rest.length > 0) copy[head!] = setAt(copy[head!], rest, value);
  else if (value === undefined) delete copy[head!];
  else copy[head!] = value;
  return copy;
}

/**
 * A valid input of this schema where one can be found: record 1 for ids, one line for lists,
 * the first choice; a field its rules refuse ("a sale price below the price") takes its next
 * likely value until the schema accepts the whole. A rule the schema cannot check (a token that
 * must exist) is left to the procedure: a refused field is still named among the others.
 */
export function validSampleOf(schema: Schema): unknown {
  let sample = sampleOf(schema);
  const tried = new Map<string, number>();
  for (let round = 0; round < 40; round++) {
    const result = z.safeParse(schema, sample);
    if (result.success) break;
    let changed = false;
    for (const issue of result.error.issues) {
      const field = fieldAt(schema, issue.path);
      if (!field || issue.path.length === 0) continue;
      const key = issue.path.join('.');
      const next = (tried.get(key) ?? 0) + 1;
      const options = candidatesOf(typed(field));
      if (next >= options.length) continue;
      tried.set(key, next);
      sample = setAt(sample, issue.path, options[next]);
      changed = true;
    }
    if (!changed) break;
  }
  return sample;
}
