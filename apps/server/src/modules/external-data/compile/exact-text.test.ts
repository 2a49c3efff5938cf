import type { ExternalColumn, ExternalTable } from '@tessera/model/connectors';
import { describe, expect, test } from 'vitest';
import { externalKeysetTerms } from './keyset.ts';
import { compileExternalRead } from './read-statement.ts';
import { inEachDialect, request, targetIn } from './test-fixtures.ts';
import { compileExternalInsert } from './write-statement.ts';

const column = (name: string, type: ExternalColumn['type'], databaseType: string, primaryKey = false): ExternalColumn => ({ name, type, databaseType, nullable: !primaryKey, default: null, primaryKey });

/** A SQL Server table as its introspection describes it: exact decimals of every kind beside a float and a whole number. */
const ledger: ExternalTable = {
  name: 'ledger',
  kind: 'table',
  columns: [
    column('id', 'integer', 'bigint', true),
    column('amount', 'decimal', 'decimal(38,10)'),
    column('rate', 'decimal', 'numeric(9,4)'),
    column('price', 'decimal', 'money'),
    column('fee', 'decimal', 'smallmoney'),
    column('ratio', 'decimal', 'float'),
  ],
  primaryKey: ['id'],
  foreignKeys: [],
};
const nobody = { endUserId: null };
const everyColumn = '"id", convert(varchar(100), "amount") as "amount", convert(varchar(100), "rate") as "rate", convert(varchar(100), "price", 2) as "price", convert(varchar(100), "fee", 2) as "fee", "ratio"';

/** SQL Server's decimal, numeric and money columns are read as exact text (tedious would give doubles); no other dialect changes. */
describe('decimals selected as exact text on SQL Server', () => {
  test('every column, a column, an alias', () => {
    const read = (query: string) => compileExternalRead({ target: targetIn('mssql', 'dbo', ledger), request: request(query), predicate: null, caller: nobody }).page.sql;
    expect(read('')).toBe(`select ${everyColumn} from "dbo"."ledger" where 1 = 1 order by "id" offset 0 rows fetch next 1000 rows only`);
    expect(read('select=id,total:amount,price,ratio&amount=gt.1.5')).toBe(
      'select "id", convert(varchar(100), "amount") as "total", convert(varchar(100), "price", 2) as "price", "ratio" from "dbo"."ledger" where "amount" > @1 order by "id" offset 0 rows fetch next 1000 rows only',
    );
  });

  test('the other dialects select the column as it is', () => {
    const statements = inEachDialect((dialect) => compileExternalRead({ target: targetIn(dialect, null, ledger), request: request('select=amount,price'), predicate: null, caller: nobody }).page.sql);
    expect(statements.postgres).toMatch(/^select "amount", "price" from "ledger"/);
    expect(statements.mysql).toMatch(/^select `amount`, `price` from `ledger`/);
    expect(statements.oracle).toMatch(/^select "amount", "price" from "ledger"/);
  });

  test('written rows (OUTPUT) and an export batch’s position are exact text too', () => {
    const target = targetIn('mssql', 'dbo', ledger);
    const insert = compileExternalInsert({ target, request: request('', { prefer: 'return=representation' }), predicate: null, caller: nobody }, [{ id: 1, amount: '1.5' }]).statement;
    expect(insert.sql).toBe(
      'insert into "dbo"."ledger" ("id", "amount") output inserted."id", convert(varchar(100), inserted."amount") as "amount", convert(varchar(100), inserted."rate") as "rate", convert(varchar(100), inserted."price", 2) as "price", convert(varchar(100), inserted."fee", 2) as "fee", inserted."ratio" values (@1, @2)',
    );
    const terms = externalKeysetTerms(target, [{ column: 'amount', direction: 'asc', nulls: null }])!;
    const batch = compileExternalRead({ target, request: request('select=id'), predicate: null, caller: nobody, keyset: { terms, after: ['1.5000000001', '7'] } }).page;
    expect(batch.sql).toContain('select "id", convert(varchar(100), "amount") as "_tessera_key_0", "id" as "_tessera_key_1" from "dbo"."ledger"');
    expect(batch.parameters).toEqual(['1.5000000001', '1.5000000001', '7']);
  });
});
