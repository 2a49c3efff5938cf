import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import mysql from 'mysql2/promise';
import pg from 'pg';

/**
 * The machine's own databases that connector suites connect to as a builder's existing database:
 * Postgres (a scratch database per suite) and MariaDB (tables with a random prefix in `test`,
 * users of their own). Both are on loopback, which the suites open with EGRESS_ALLOW.
 */
export const externalPostgres = { host: '127.0.0.1', port: 5432, adminUser: 'postgres' };
export const externalMysql = { host: '127.0.0.1', port: 3306, adminUser: 'root', database: 'test' };

const hex = () => randomBytes(5).toString('hex');

/** A scratch Postgres database with a role that may log in but not connect to it, dropped after. */
export async function createPostgresScratch() {
  const database = `tessera_conn_${hex()}`;
  const noAccessRole = `${database}_nobody`;
  const admin = (db = 'postgres') => new pg.Client({ host: externalPostgres.host, port: externalPostgres.port, user: externalPostgres.adminUser, database: db });
  const run = async (db: string, statements: string[]) => {
    const client = admin(db);
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run('postgres', [`CREATE DATABASE ${database}`, `CREATE ROLE ${noAccessRole} LOGIN`, `REVOKE CONNECT ON DATABASE ${database} FROM PUBLIC`]);
  return {
    database,
    noAccessRole,
    /** Runs statements in the scratch database as the admin. */
    run: (statements: string[]) => run(database, statements),
    /** Connections to the scratch database opened by this server's pools. */
    async connections(): Promise<number> {
      const client = admin();
      await client.connect();
      try {
        const { rows } = await client.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = 'tessera'`, [database]);
        return rows[0].n as number;
      } finally {
        await client.end();
      }
    },
    drop: () => run('postgres', [`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`, `DROP ROLE IF EXISTS ${noAccessRole}`]),
  };
}

/**
 * Tables of a random prefix in MariaDB's `test` database, a user with a password who may use
 * that database and one who may not, all removed by `drop`.
 */
export async function createMysqlScratch() {
  const id = hex();
  const prefix = `tc_${id}_`;
  const user = `tc_${id}`;
  const noAccessUser = `tc_${id}_np`;
  const password = `pw-${randomBytes(12).toString('hex')}`;
  const admin = await mysql.createConnection({ host: externalMysql.host, port: externalMysql.port, user: externalMysql.adminUser, database: externalMysql.database });
  await admin.query(`CREATE USER '${user}'@'%' IDENTIFIED BY '${password}'`);
  await admin.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ${externalMysql.database}.* TO '${user}'@'%'`);
  await admin.query(`CREATE USER '${noAccessUser}'@'%' IDENTIFIED BY '${password}'`);
  return {
    prefix,
    user,
    noAccessUser,
    password,
    run: async (statements: string[]) => {
      for (const statement of statements) await admin.query(statement);
    },
    /** Connections this suite's user holds open on the server. */
    async connections(): Promise<number> {
      const [rows] = await admin.query('SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE USER = ?', [user]);
      return Number((rows as { n: number }[])[0]!.n);
    },
    async drop(tables: string[]) {
      await admin.query('SET FOREIGN_KEY_CHECKS = 0');
      for (const table of tables) await admin.query(`DROP TABLE IF EXISTS \`${prefix}${table}\``);
      await admin.query(`DROP VIEW IF EXISTS \`${prefix}vip\``);
      await admin.query(`DROP USER IF EXISTS '${user}'@'%'`);
      await admin.query(`DROP USER IF EXISTS '${noAccessUser}'@'%'`);
      await admin.end();
    },
  };
}

/**
 * A TCP server on loopback that accepts connections and never says a word: a database that does
 * not answer in time, without sending traffic anywhere but this machine.
 */
export async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nothing listens on (bound, then closed). */
export async function closedPort(): Promise<number> {
  const server = await silentServer();
  await server.close();
  return server.port;
}
