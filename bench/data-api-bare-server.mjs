// The baseline of the data API benches: a bare Fastify + `pg` server answering the same reads
// from the same tables with one hand-written query each, and nothing else (no token check, no
// access rules, no transaction). Same pool size as Tessera's (10).
// Usage (started by the benches): node bench/data-api-bare-server.mjs <database url> <schema> <port>
import Fastify from 'fastify';
import pg from 'pg';

const [databaseUrl, schema, port] = process.argv.slice(2);
if (!databaseUrl || !/^app_[0-9a-f]{32}_(draft|live)$/.test(schema ?? '') || !port) {
  console.error('usage: node bench/data-api-bare-server.mjs <database url> <schema> <port>');
  process.exit(2);
}
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const table = (name) => `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`;
const app = Fastify({ logger: false });

app.get('/health', async () => ({ status: 'ok' }));

app.get('/items', async () => {
  const { rows } = await pool.query(`SELECT id, title, done, n, owner_id FROM ${table('items')} ORDER BY id LIMIT 50`);
  return rows;
});

app.get('/owned', async (request) => {
  const { rows } = await pool.query(`SELECT id, title, done, n, owner_id FROM ${table('owned')} WHERE owner_id = $1 ORDER BY id LIMIT 50`, [request.query.owner]);
  return rows;
});

app.get('/parents', async () => {
  const { rows } = await pool.query(
    `SELECT p.id, p.name,
            (SELECT coalesce(json_agg(c ORDER BY c.id), '[]'::json) FROM (SELECT id, title FROM ${table('children')} WHERE parent_id = p.id) c) AS children
       FROM ${table('parents')} p ORDER BY p.id LIMIT 50`,
  );
  return rows;
});

app.addHook('onClose', () => pool.end());
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
await app.listen({ port: Number(port), host: '127.0.0.1' });
