import type { Database } from '../../../db/client';

/** A read the jobs page repeats every second: its SQL with `$n` parameters of the given PostgreSQL types. */
export interface Statement {
  name: string;
  sql: string;
  types: string[];
}

export type StatementValue = string | number | null;
export type RunStatement = <T>(statement: Statement, values: StatementValue[]) => Promise<T[]>;

const PREPARED_STATEMENT_MISSING = '26000';

/** The statements prepared in each PGlite session, whichever runner prepared them. */
const preparedBySession = new WeakMap<object, Map<string, Promise<void>>>();

/**
 * Runs the statements as parameterised queries on PostgreSQL. On PGlite, where parsing and planning the SQL
 * inside the WebAssembly engine costs more than running it, each is PREPAREd once in its only session and
 * then EXECUTEd with the simple protocol (one round trip instead of five). EXECUTE takes literals, so every
 * value is quoted here; the callers pass only validated ids, picklist values, dates and integers anyway.
 */
export function createStatementRunner(database: Pick<Database, 'query' | 'pglite'>): RunStatement {
  const { pglite } = database;
  if (!pglite) return (statement, values) => database.query(statement.sql, values);

  let prepared = preparedBySession.get(pglite);
  if (!prepared) preparedBySession.set(pglite, (prepared = new Map()));
  const prepare = (statement: Statement): Promise<void> => {
    let done = prepared.get(statement.name);
    if (!done) {
      done = pglite.exec(`PREPARE ${statement.name}(${statement.types.join(', ')}) AS ${statement.sql}`).then(() => undefined);
      prepared.set(statement.name, done);
      done.catch(() => prepared.delete(statement.name));
    }
    return done;
  };
  const execute = async <T>(statement: Statement, values: StatementValue[]): Promise<T[]> => {
    await prepare(statement);
    const [result] = await pglite.exec(`EXECUTE ${statement.name}(${values.map(sqlLiteral).join(', ')})`);
    return (result?.rows ?? []) as T[];
  };

  return async <T>(statement: Statement, values: StatementValue[]) => {
    try {
      return await execute<T>(statement, values);
    } catch (error) {
      // Someone ran DISCARD or DEALLOCATE on the shared session: prepare it again, once.
      if ((error as { code?: string }).code !== PREPARED_STATEMENT_MISSING) throw error;
      prepared.delete(statement.name);
      return execute<T>(statement, values);
    }
  };
}

/** A value as an SQL literal (standard_conforming_strings: a quote is escaped by doubling it). */
export function sqlLiteral(value: StatementValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
    return String(value);
  }
  if (value.includes('\0')) throw new Error('NUL in a text value');
  return `'${value.replace(/'/g, "''")}'`;
}
