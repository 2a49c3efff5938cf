import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { AppError, NotFoundError } from '../../src/errors/app-error.ts';
import { testConfig } from '../helpers/test-app.ts';
import { createMigratedTestDatabase } from '../helpers/databases.ts';

describe('the global error handler', () => {
  it('hides 5xx detail, maps AppError and NotFoundError to their status', async () => {
    const { config: database, db } = await createMigratedTestDatabase('pglite');
    const config = testConfig({ database });
    const app = await buildApp(config, { db, logger: false });
    app.get('/boom', async () => {
      throw new Error('secret database detail at /srv/app.js:12');
    });
    app.get('/gone', async () => {
      throw new NotFoundError('Project not found.');
    });
    app.get('/limited', async () => {
      throw new AppError('too_many_requests');
    });
    try {
      const boom = await app.inject({ method: 'GET', url: '/boom' });
      expect(boom.statusCode).toBe(500);
      expect(boom.json()).toEqual({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } });
      expect(boom.body).not.toContain('secret');
      const gone = await app.inject({ method: 'GET', url: '/gone' });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ error: { code: 'not_found', message: 'Project not found.' } });
      expect((await app.inject({ method: 'GET', url: '/limited' })).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
