import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/helpers/databases.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

describe.each(testDatabases)('GET /health on %s', (kind) => {
  const t = useTestApp(kind);

  it("answers { status: 'ok' } after a database ping", async () => {
    const response = await t().inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
