import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { operationIdOf, tidySchema } from './openapi-operations.ts';

const serverDir = new URL('../..', import.meta.url).pathname;

let t: TestApp;
let document: {
  paths: Record<string, Record<string, { operationId: string; security: object[] }>>;
};
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended lint, errors and warnings alike", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    try {
      const { stdout } = await promisify(execFile)(
        join(serverDir, 'node_modules/.bin/redocly'),
        ['lint', file, '--config', join(serverDir, 'redocly.yaml'), '--format', 'stylish'],
        {
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ).catch((error: { stdout: string; stderr: string }) => {
        throw new Error(`redocly lint failed:\n${error.stdout}\n${error.stderr}`);
      });
      expect(stdout).not.toMatch(/warning|error/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says which operations need the session cookie', () => {
    const operation = (path: string, method: string) => document.paths[path]![method]!;
    expect(operation('/api/orders', 'get').security).toEqual([{ session: [] }]);
    expect(operation('/api/admin/quotes/{id}', 'put').security).toEqual([{ session: [] }]);
    expect(operation('/api/orders/my', 'get').security).toEqual([{ session: [] }]);
    expect(operation('/api/products', 'get').security).toEqual([]);
    expect(operation('/api/orders/{id}/tracking', 'patch').operationId).toBe(
      'patchOrdersByIdTracking',
    );
  });
});

describe('operation ids and schemas', () => {
  it('names an operation by its method and path', () => {
    expect(operationIdOf('GET', '/api/products')).toBe('getProducts');
    expect(operationIdOf('GET', '/api/admin/quotes/:id/draft.pdf')).toBe(
      'getAdminQuotesByIdDraftPdf',
    );
    expect(operationIdOf('POST', '/api/create-payment-intent')).toBe('postCreatePaymentIntent');
  });

  it('folds a one-member anyOf and types a nullable union of one type', () => {
    expect(
      tidySchema({
        nullable: true,
        anyOf: [{ anyOf: [{ type: 'string', format: 'date' }, { type: 'string' }] }],
      }),
    ).toEqual({
      nullable: true,
      type: 'string',
      anyOf: [{ type: 'string', format: 'date' }, { type: 'string' }],
    });
    expect(tidySchema({ anyOf: [{ type: 'integer' }] })).toEqual({ type: 'integer' });
  });

  it('makes each member of a nullable union of several types nullable', () => {
    expect(tidySchema({ nullable: true, anyOf: [{ type: 'string' }, { type: 'number' }] })).toEqual(
      {
        anyOf: [
          { type: 'string', nullable: true },
          { type: 'number', nullable: true },
        ],
      },
    );
  });
});
