import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext } from '../test/support/test-app';
import { AppError, registerErrorHandling } from './platform/errors';

let context: TestContext;
let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'frontdesk-web-'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Frontdesk</title>');
  context = await createTestContext({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await context?.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('health', () => {
  it('answers liveness and readiness', async () => {
    expect((await context.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await context.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['x-request-id']).toBeTruthy();
  });
});

describe('OpenAPI', () => {
  it('documents the public conversation API from the contracts', async () => {
    const response = await context.app.inject('/api/v1/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const operation = document.paths['/api/v1/conversations'].post;
    expect(operation.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'message',
    );
    expect(document.paths).toHaveProperty(['/api/v1/auth/register']);
  });
});

describe('routing', () => {
  it('answers unknown API routes with a JSON 404 in the one error shape', async () => {
    const response = await call(context.app, 'GET', '/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      statusCode: 404,
      code: 'not_found',
      error: 'Not Found',
    });
  });

  it('answers 404 for a missing asset rather than the app', async () => {
    const response = await context.app.inject('/assets/index-old.js');
    expect(response.statusCode).toBe(404);
  });

  it('serves index.html for client routes, so reloads work', async () => {
    for (const url of ['/', '/sign-in', '/dashboard/organization/details']) {
      const response = await context.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Frontdesk</title>');
    }
  });
});

describe('errors', () => {
  it('maps AppError codes to statuses and hides the internals of 5xx', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/known', async () => {
      throw new AppError('too_many_requests', undefined, { retryAfter: 30 });
    });
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
    const known = await app.inject('/known');
    expect(known.statusCode).toBe(429);
    expect(known.headers['retry-after']).toBe('30');
    const boom = await app.inject('/boom');
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({
      statusCode: 500,
      code: 'internal_error',
      error: 'Internal Server Error',
      message: 'Something went wrong',
    });
    expect(boom.body).not.toContain('secret');
  });
});
