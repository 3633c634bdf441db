import type { Queryable } from '../db/database';
import type { SearchDatabase } from '../catalogue/postgresSearch';
import type { TestDatabase } from './databases';

/** A statement the search sent, with its parameters. */
export interface Statement {
  text: string;
  values: readonly unknown[];
}

/** The database, writing down every statement the search sends (in a transaction too). */
export function watchedDatabase(db: TestDatabase, statements: Statement[]): SearchDatabase {
  const watch = (target: Queryable): Queryable => ({
    query: (text, values) => {
      statements.push({ text, values: values ?? [] });
      return target.query(text, values);
    },
  });
  return {
    ...watch(db),
    engine: db.engine,
    transaction: (work) => db.transaction((tx) => work(watch(tx))),
  };
}
