import { describe, expect, it } from 'vitest';
import { parseConnectionString } from './connection-string.ts';
import type { SqlConnectorKind, SqlSettingsInput } from './connector-settings.ts';

const parse = (kind: SqlConnectorKind, text: string) => parseConnectionString(kind, text);

function settingsOf(kind: SqlConnectorKind, text: string): SqlSettingsInput {
  const result = parse(kind, text);
  if (!result.ok) throw new Error(`expected ${text} to parse: ${result.error}`);
  return result.value;
}

function errorOf(kind: SqlConnectorKind, text: string): string {
  const result = parse(kind, text);
  if (result.ok) throw new Error(`expected ${text} to be refused, got ${JSON.stringify(result.value)}`);
  return result.error;
}

describe('parseConnectionString', () => {
  it.each<[SqlConnectorKind, string, SqlSettingsInput]>([
    [
      'postgres',
      'postgres://app:s3cret@db.example.com:6543/sales?sslmode=require',
      { host: 'db.example.com', port: 6543, database: 'sales', user: 'app', password: 's3cret', tls: { mode: 'require' } },
    ],
    ['postgres', 'postgresql://app@db.example.com/sales', { host: 'db.example.com', database: 'sales', user: 'app', tls: { mode: 'verify-full' } }],
    ['postgres', 'postgres://app:pw@10.0.0.5/db?sslmode=disable', { host: '10.0.0.5', database: 'db', user: 'app', password: 'pw', tls: { mode: 'disable' } }],
    ['postgres', 'postgres://app:pw@h/db?sslmode=verify-ca', { host: 'h', database: 'db', user: 'app', password: 'pw', tls: { mode: 'verify-full' } }],
    ['postgres', 'postgres://app:pw@h/db?sslmode=prefer', { host: 'h', database: 'db', user: 'app', password: 'pw', tls: { mode: 'require' } }],
    ['postgres', 'postgres://app:pw@[2001:db8::1]:5433/db', { host: '2001:db8::1', port: 5433, database: 'db', user: 'app', password: 'pw', tls: { mode: 'verify-full' } }],
    [
      'postgres',
      'postgres://us%40er:p%40ss%2Fw%3Ard@h/my%20db',
      { host: 'h', database: 'my db', user: 'us@er', password: 'p@ss/w:rd', tls: { mode: 'verify-full' } },
    ],
    ['mysql', 'mysql://root:pw@127.0.0.1:3306/test?ssl-mode=DISABLED', { host: '127.0.0.1', port: 3306, database: 'test', user: 'root', password: 'pw', tls: { mode: 'disable' } }],
    ['mysql', 'mariadb://root@maria/test?ssl-mode=VERIFY_IDENTITY', { host: 'maria', database: 'test', user: 'root', tls: { mode: 'verify-full' } }],
    ['mysql', 'mysql://root:@maria/test?ssl=true', { host: 'maria', database: 'test', user: 'root', tls: { mode: 'require' } }],
    ['mssql', 'mssql://sa:pw@sql.example.com:1433/app?encrypt=true', { host: 'sql.example.com', port: 1433, database: 'app', user: 'sa', password: 'pw', tls: { mode: 'verify-full' } }],
    [
      'mssql',
      'sqlserver://sql.example.com:1444;databaseName=app;user=sa;password=p@ss;encrypt=true;trustServerCertificate=true',
      { host: 'sql.example.com', port: 1444, database: 'app', user: 'sa', password: 'p@ss', tls: { mode: 'require' } },
    ],
    ['mssql', 'sqlserver://sql;database=app;user=sa;encrypt=false', { host: 'sql', database: 'app', user: 'sa', tls: { mode: 'disable' } }],
    ['oracle', 'oracle://scott:tiger@ora.example.com:1522/ORCLPDB1', { host: 'ora.example.com', port: 1522, database: 'ORCLPDB1', user: 'scott', password: 'tiger', tls: { mode: 'verify-full' } }],
    ['oracle', 'scott/tiger@ora.example.com:1521/FREEPDB1', { host: 'ora.example.com', port: 1521, database: 'FREEPDB1', user: 'scott', password: 'tiger', tls: { mode: 'verify-full' } }],
    ['oracle', 'scott@tcp://ora:1521/svc', { host: 'ora', port: 1521, database: 'svc', user: 'scott', tls: { mode: 'disable' } }],
    ['oracle', 'scott/p@ss@//ora/svc', { host: 'ora', database: 'svc', user: 'scott', password: 'p@ss', tls: { mode: 'verify-full' } }],
  ])('%s %s', (kind, text, expected) => {
    expect(settingsOf(kind, text)).toEqual(expected);
  });

  it.each<[SqlConnectorKind, string, RegExp]>([
    ['postgres', 'mysql://root@h/db', /a mysql:\/\/ string is for a mysql connector, not a postgres one/],
    ['postgres', 'redis://h:6379', /redis:\/\/ is not a database/],
    ['postgres', 'h:5432/db', /start it with postgres:\/\/ or postgresql:\/\//],
    ['postgres', 'postgres://app@h', /name the database/],
    ['postgres', 'postgres://h/db', /name the user/],
    ['postgres', 'postgres://app@h:70000/db', /not a valid URL/],
    ['postgres', 'postgres://app@h:0/db', /connectionString: port: A port is a whole number from 1 to 65535/],
    ['oracle', 'scott@ora:0/svc', /connectionString: port: A port is a whole number/],
    ['mssql', 'sqlserver://sql:0;databaseName=a;user=u', /connectionString: port: A port is a whole number/],
    ['postgres', 'postgres://app@h/db?sslmode=sometimes', /"sometimes" is not a value sslmode takes/],
    ['postgres', 'postgres://app@h/db?sslrootcert=/etc/ca.pem', /the parameter "sslrootcert" is not supported/],
    ['postgres', 'postgres://app:%zz@h/db', /broken %-escape/],
    ['postgres', 'postgres://app@h/db/extra', /database name alone/],
    ['postgres', 'postgres://app@h,h2/db', /connectionString: host: /],
    ['mssql', 'sqlserver://sql\\inst;databaseName=a;user=u', /named instances/],
    ['mssql', 'sqlserver://sql;databaseName=a', /name the user/],
    ['mssql', 'sqlserver://sql;user=u;databaseName=a;encrypt=maybe', /"maybe" is not a value encrypt takes/],
    ['oracle', 'ora.example.com', /host:port\/service/],
    ['oracle', 'ora:1521/svc', /name the user/],
  ])('refuses %s %s', (kind, text, message) => {
    const error = errorOf(kind, text);
    expect(error).toMatch(/^connectionString: /);
    expect(error).toMatch(message);
  });

  it('never puts the password into an error message', () => {
    expect(errorOf('postgres', 'postgres://app:TopSecretPw@h/db?sslmode=nope')).not.toContain('TopSecretPw');
    expect(errorOf('postgres', 'postgres://app:TopSecretPw@h/db?password=TopSecretPw')).not.toContain('TopSecretPw');
    // A password typed without its name= in the JDBC form.
    const jdbc = errorOf('mssql', 'sqlserver://sql;databaseName=a;user=u;TopSecretPw');
    expect(jdbc).toBe('connectionString: part 4 is not a name=value pair.');
  });
});
