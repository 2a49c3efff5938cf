import { DefaultQueryCompiler } from 'kysely';

/**
 * Oracle's placeholders are `:1, :2, …` and its identifiers double-quoted (the default
 * compiler's quoting); Kysely has no Oracle compiler of its own. The Oracle dialect runs what it
 * compiles, and the external-data compiler writes Oracle statements with it.
 */
export class OracleQueryCompiler extends DefaultQueryCompiler {
  protected override getCurrentParameterPlaceholder(): string {
    return `:${this.numParameters}`;
  }
}
