import { type Kysely, sql } from 'kysely';
import type { Database, Db } from '../db/database.ts';

/** The tables of emailed 6-digit codes: builders' (`verificationCodes`) and end users' (`endUserCodes`). */
export type CodeTable = 'verificationCodes' | 'endUserCodes';

/**
 * One guess at an emailed code, atomically: counts the attempt and consumes the code when the hash
 * matches, only while the code is unused, unexpired and under the attempt limit. Undefined when the
 * code was no longer live (expired, used or exhausted); `ok` tells whether the guess was right.
 * Both code tables share the columns read here, so one statement serves builders and end users.
 */
export function tryCodeGuess(db: Db, table: CodeTable, id: string, codeHash: string, maxAttempts: number, now: Date) {
  // The two tables differ only in their owner column, which this statement never names.
  const codes = db as unknown as Kysely<Pick<Database, 'verificationCodes'>>;
  return codes
    .updateTable(table as 'verificationCodes')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      usedAt: sql<Date | null>`case when code_hash = ${codeHash} then ${now}::timestamptz else null end`,
    }))
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .where('attempts', '<', maxAttempts)
    .returning(sql<boolean>`used_at is not null`.as('ok'))
    .executeTakeFirst();
}
