/**
 * Where a `node --cpu-prof` profile spent its time: self time by package (or our own folder) and
 * the heaviest functions, as shares of the busy (non-idle) time.
 *
 *   npx tsx bench/turn.ts --only product --profile /tmp/profiles
 *   npx tsx bench/cpu-profile.ts /tmp/profiles/CPU.*.cpuprofile
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A package, our own folder (src/operator, src/platform...), or Node's internals. */
function ownerOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node internals';
  const own = /\/(apps|packages)\/([^/]+)\/(?:src\/)?([^/]+)/.exec(url);
  return own ? `${own[1]}/${own[2]}/${own[3]}` : url;
}

function summarize(file: string) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const owners = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  for (const [id, micros] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') {
      idle += micros;
      continue;
    }
    busy += micros;
    const owner = ownerOf(url, functionName);
    owners.set(owner, (owners.get(owner) ?? 0) + micros);
    const name = `${functionName || '(anonymous)'} ${owner}:${lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
  }
  const share = (micros: number) => `${((100 * micros) / busy).toFixed(1).padStart(5)}%`;
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(
    `${file}\n  busy ${(busy / 1e6).toFixed(1)} s, idle ${(idle / 1e6).toFixed(1)} s\n  by owner:`,
  );
  for (const [owner, micros] of top(owners, 25)) console.log(`    ${share(micros)}  ${owner}`);
  console.log('  heaviest functions (self time):');
  for (const [name, micros] of top(functions, 30)) console.log(`    ${share(micros)}  ${name}`);
}

for (const file of process.argv.slice(2)) summarize(file);
