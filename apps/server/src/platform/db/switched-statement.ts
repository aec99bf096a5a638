import type pg from 'pg';

/** The part of node-postgres' connection a statement writes its messages with. */
interface WireConnection {
  stream: { cork?(): void; uncork?(): void };
  /** The named statements this connection's session has prepared, by name (node-postgres' own). */
  parsedStatements: Record<string, string>;
  parse(query: { name?: string; text: string }): void;
  bind(config: { statement?: string; values?: unknown[] }): void;
  execute(config: object): void;
}

/** A switch as a statement: named ones are prepared once per connection, then only bound. */
export interface SwitchStatement {
  name?: string;
  text: string;
  values?: string[];
}

/**
 * What node-postgres calls on the query it runs: `submit` to send it, then one call per message
 * the server answers (the interface pg-cursor implements too).
 */
interface RunningQuery {
  readonly name?: string;
  readonly text?: string;
  submit(connection: WireConnection): Error | null | undefined;
  handleRowDescription(message: unknown): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: WireConnection): void;
  handleEmptyQuery(connection: WireConnection): void;
  handlePortalSuspended(connection: WireConnection): void;
  handleError(error: Error, connection: WireConnection): void;
  handleReadyForQuery(connection: WireConnection): void;
}

type QueryConstructor = new (
  config: pg.QueryConfig,
  values: unknown[],
  callback: (error: Error | undefined, result: pg.QueryResult) => void,
) => RunningQuery;

/**
 * A statement with the switch of its session sent ahead of it, in the same round trip. The
 * switch goes as extended-protocol messages before the statement's own, both under the
 * statement's one Sync: if the switch fails, PostgreSQL skips everything up to the Sync, so the
 * statement never runs in the session it was leaving; if the statement fails, the switch is rolled
 * back with it. The switch's rows and completion are swallowed, the rest is the statement's.
 */
class SwitchedStatement implements RunningQuery {
  private isSwitching = true;

  constructor(
    private readonly switcher: SwitchStatement,
    private readonly statement: RunningQuery,
  ) {}

  // The client reads these from the running query (prepared statement names, result types).
  // While the switch is answered the name is withheld: the switch's ParseComplete must not mark
  // the statement's own name as prepared before the statement's Parse has succeeded.
  get name() {
    return this.isSwitching ? undefined : this.statement.name;
  }
  get text() {
    return this.statement.text;
  }
  get _result() {
    return (this.statement as unknown as { _result: unknown })._result;
  }

  submit(connection: WireConnection) {
    connection.stream.cork?.();
    try {
      const { name, text, values } = this.switcher;
      if (!name || connection.parsedStatements[name] !== text) {
        connection.parse({ name, text });
        // Recorded now: any failure below drops the connection, and its session with it.
        if (name) connection.parsedStatements[name] = text;
      }
      // No Describe: the switch's rows come without a description and are dropped below.
      connection.bind({ statement: name, values });
      connection.execute({});
      return this.statement.submit(connection);
    } finally {
      connection.stream.uncork?.();
    }
  }

  handleCommandComplete(message: unknown, connection: WireConnection) {
    if (this.isSwitching) this.isSwitching = false;
    else this.statement.handleCommandComplete(message, connection);
  }
  handleRowDescription(message: unknown) {
    this.statement.handleRowDescription(message);
  }
  handleDataRow(message: unknown) {
    if (!this.isSwitching) this.statement.handleDataRow(message);
  }
  handleEmptyQuery(connection: WireConnection) {
    this.statement.handleEmptyQuery(connection);
  }
  handlePortalSuspended(connection: WireConnection) {
    this.statement.handlePortalSuspended(connection);
  }
  handleError(error: Error, connection: WireConnection) {
    this.statement.handleError(error, connection);
  }
  handleReadyForQuery(connection: WireConnection) {
    this.statement.handleReadyForQuery(connection);
  }
}

/**
 * True when node-postgres would send the statement over the extended protocol anyway (it has
 * values, or a name, and no paging), so a switch can travel in front of it: every statement
 * drizzle sends with parameters, and every named one. Others (text alone, which may hold several
 * statements) switch first.
 */
export function canCarrySwitch(config: pg.QueryConfig, values: unknown[] | undefined): boolean {
  const { name, rows } = config as pg.QueryConfig & { rows?: number };
  return typeof config.text === 'string' && !rows && (Boolean(name) || (values?.length ?? 0) > 0);
}

/** Runs `config` on `client` with the switch statement in front of it, in one round trip. */
export function queryAfterSwitch(
  client: pg.PoolClient,
  switcher: SwitchStatement,
  config: pg.QueryConfig,
  values: unknown[],
): Promise<pg.QueryResult> {
  const { Query } = client.constructor as unknown as { Query: QueryConstructor };
  return new Promise((resolve, reject) => {
    const statement = new Query(config, values, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    client.query(new SwitchedStatement(switcher, statement) as unknown as pg.Submittable);
  });
}
