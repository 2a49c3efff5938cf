import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where the e2e suite finds a Postgres server when a test needs one (invitation seeding). */
export const adminDatabaseUrl =
  process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const howToStart =
  'Start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start ' +
  '(or set E2E_DATABASE_URL to a Postgres admin URL).';

/** A fresh database on the admin server, for one test file; `drop()` removes it. */
export class TestDatabase {
  readonly name = `tessera_e2e_${randomBytes(6).toString('hex')}`;
  private created = false;

  get url(): string {
    const url = new URL(adminDatabaseUrl);
    url.pathname = `/${this.name}`;
    return url.toString();
  }

  async create(): Promise<void> {
    const admin = new pg.Client({ connectionString: adminDatabaseUrl, connectionTimeoutMillis: 5_000 });
    try {
      await admin.connect();
    } catch (error) {
      throw new Error(`Postgres is not reachable at ${adminDatabaseUrl} (${String(error)}). ${howToStart}`);
    }
    try {
      await admin.query(`CREATE DATABASE ${this.name}`);
      this.created = true;
    } finally {
      await admin.end();
    }
  }

  /** A client on the test database (the caller ends it). */
  async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    return client;
  }

  async drop(): Promise<void> {
    if (!this.created) return;
    const admin = new pg.Client({ connectionString: adminDatabaseUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${this.name} WITH (FORCE)`);
      this.created = false;
    } finally {
      await admin.end();
    }
  }
}
