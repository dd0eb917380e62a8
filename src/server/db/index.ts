/**
 * The data layer (docs/architecture.md): the connection, the transaction and the named-statement
 * runner. Repositories import from here and from the schema files (`db/schema*.ts`).
 */
export { connect, type Database, runMigrations } from './client.ts';
export { isUniqueViolation, uniqueViolation } from './errors.ts';
export { type Db, inTransaction, type Runner, type Tx, transaction } from './runner.ts';
export {
  columnsOf,
  definedStatements,
  part,
  prefixedColumnsOf,
  run,
  type Statement,
  statement,
} from './statements.ts';
