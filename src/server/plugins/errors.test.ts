import { isDatabaseUnavailable } from './errors.ts';

/** An error as `pg` raises it for a server message: a SQLSTATE in `code`. */
const pgError = (code: string, message = 'server said no') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable: which failures are a 503', () => {
  it.each([
    [
      'the server refusing connections',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a connection reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['an unknown host', Object.assign(new Error('getaddrinfo ENOTFOUND db'), { code: 'ENOTFOUND' })],
    [
      '57P01 admin_shutdown (a restart)',
      pgError('57P01', 'terminating connection due to administrator command'),
    ],
    ['57P02 crash_shutdown', pgError('57P02')],
    ['57P03 cannot_connect_now (starting up)', pgError('57P03', 'the database system is starting up')],
    ['53300 too_many_connections', pgError('53300')],
    ['08006 connection_failure', pgError('08006')],
    ['08001 sqlclient_unable_to_establish_sqlconnection', pgError('08001')],
    ['08P01 protocol_violation', pgError('08P01')],
    ["pg's lost connection", new Error('Connection terminated unexpectedly')],
    ["pg-pool's connection timeout", new Error('timeout exceeded when trying to connect')],
    [
      'a client whose connection broke earlier',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      'a failed connect to localhost (::1 and 127.0.0.1)',
      Object.assign(
        new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], 'connect failed'),
      ),
    ],
    [
      'a wrapped cause (Drizzle)',
      Object.assign(new Error('Failed query: select 1'), { cause: pgError('57P01') }),
    ],
  ])('%s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', pgError('42601')],
    ['a statement timeout (the query ran: not a connection problem)', pgError('57014')],
    ['a serialization failure', pgError('40001')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('not %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops on a cause that refers to itself', () => {
    const looped = new Error('loop') as Error & { cause?: unknown };
    looped.cause = looped;
    expect(isDatabaseUnavailable(looped)).toBe(false);
  });
});
