/**
 * Loaded into a server process to profile its CPU where `node --cpu-prof` cannot be passed
 * (Node 20 refuses it in NODE_OPTIONS, and bench/model-turn.ts starts the server through
 * test/support/spawn-server.ts, which takes no node flags):
 *
 *   CPU_PROFILE_DIR=<folder> NODE_OPTIONS="--import <this file's URL>" node ...
 *
 * The profile is written as CPU.<pid>.cpuprofile when the process exits, in the format
 * `--cpu-prof` writes: bench/cpu-profile.ts summarizes it.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const folder = process.env.CPU_PROFILE_DIR;
if (folder) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  // The in-process session answers synchronously, so the profile is written before the exit.
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (!error) {
        const file = path.join(folder, `CPU.${process.pid}.cpuprofile`);
        writeFileSync(file, JSON.stringify(result.profile));
      }
    });
  });
}
