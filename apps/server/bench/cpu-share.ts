/**
 * Where a turn's CPU goes, measured beside a running load (bench/turn.ts, the soak, autocannon):
 * for a window of time, the CPU seconds of the server process listening on --port and of the
 * PostgreSQL backends connected to --database, and the turns the server answered in that window
 * (from its own GET /metrics). Prints CPU milliseconds per turn on each side, the database's
 * share, and turns a second per core of each.
 *
 *   npx tsx bench/turn.ts --only product --duration 40 --rounds 1 &   # serves on port 3100
 *   sleep 15; npx tsx bench/cpu-share.ts --port 3100 --database frontdesk_bench --seconds 20
 *
 * Linux only (reads /proc; run as the same user as PostgreSQL, or root). The cluster's shared
 * processes (WAL writer, checkpointer) are not counted: they serve every database on it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '3100' },
    database: { type: 'string', default: 'frontdesk_bench' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    seconds: { type: 'string', default: '20' },
  },
});
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
const TURNS =
  /^frontdesk_http_requests_total\{method="POST",route="\/api\/v1\/conversations",status="200"\} (\d+)/m;

/** CPU seconds (user + system) a process has used so far; undefined once it is gone. */
function cpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

function listenerPid(port: string): number {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`nothing listens on port ${port}`);
  return Number(pid);
}

async function answeredTurns(port: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return Number(TURNS.exec(text)?.[1] ?? 0);
}

async function main() {
  const seconds = Number(args.seconds);
  const server = listenerPid(args.port);
  const admin = new pg.Client({ connectionString: args['database-url'] });
  await admin.connect();
  const backends = async () =>
    (
      await admin.query(
        'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [args.database],
      )
    ).rows.map((row) => Number(row.pid));

  // Each backend's CPU at its first and last sighting: backends that come and go still count.
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const sample = async () => {
    for (const pid of await backends()) {
      const used = cpuSeconds(pid);
      if (used === undefined) continue;
      if (!first.has(pid)) first.set(pid, used);
      last.set(pid, used);
    }
  };

  await sample();
  const turnsBefore = await answeredTurns(args.port);
  const serverBefore = cpuSeconds(server)!;
  const startedAt = performance.now();
  while (performance.now() - startedAt < seconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    await sample();
  }
  const elapsed = (performance.now() - startedAt) / 1000;
  const serverCpu = cpuSeconds(server)! - serverBefore;
  const turns = (await answeredTurns(args.port)) - turnsBefore;
  await admin.end();
  let databaseCpu = 0;
  for (const [pid, used] of last) databaseCpu += used - first.get(pid)!;

  const perTurn = (cpu: number) => ((cpu * 1000) / turns).toFixed(2);
  console.log(
    `window ${elapsed.toFixed(1)} s: ${turns} turns answered, ${(turns / elapsed).toFixed(1)} turns/s`,
  );
  console.log(
    `server   ${serverCpu.toFixed(2)} CPU s (${(serverCpu / elapsed).toFixed(2)} cores), ${perTurn(serverCpu)} ms a turn, ${(turns / serverCpu).toFixed(0)} turns/s per core`,
  );
  console.log(
    `database ${databaseCpu.toFixed(2)} CPU s (${(databaseCpu / elapsed).toFixed(2)} cores, ${first.size} backends), ${perTurn(databaseCpu)} ms a turn, ${(turns / databaseCpu).toFixed(0)} turns/s per core`,
  );
  console.log(
    `database share of the turn's CPU: ${((100 * databaseCpu) / (databaseCpu + serverCpu)).toFixed(0)}%`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
