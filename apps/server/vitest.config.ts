import { defineConfig } from 'vitest/config';

// Every server test runs on PGlite; with TEST_DATABASE_URL set, the same tests run again on
// PostgreSQL, so both databases the product supports are exercised by one command.
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    globalSetup: ['./test/support/global-setup.ts'],
    testTimeout: 20_000,
    // Three files at a time on two cores: most of a server test's time is spent waiting on
    // PostgreSQL, a spawned server or a socket, so one file at a time (the default: cores - 1)
    // left the cores idle. Each file has its own database, ports and Redis prefix.
    maxWorkers: 3,
    // A worker runs its files one after another in one module cache instead of loading the app
    // anew for each (imports took 576 s of a 917 s run; 44 s of 525 s without). Files share no
    // state through modules: every app instance, database, port and Redis prefix is a file's own.
    isolate: false,
    hookTimeout: 60_000,
    projects: databases.map((database) => ({
      extends: true,
      test: {
        name: database,
        include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'eval/**/*.test.ts'],
        env: { TEST_DB: database },
      },
    })),
  },
});
