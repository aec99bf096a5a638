import path from 'node:path';
import { runClusterPrimary } from './cluster';
import { createModelRegistry, modelSettingsFrom } from './operator/models/registry';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/client';
import { createLogger } from './platform/logger';
import { createOutboxTransport, createSmtpTransport } from './platform/mail/mailer';
import { loadSecrets } from './platform/secrets';
import { startNotices } from './platform/start-notices';

/** Process entry: configuration, database, mail, listen, graceful shutdown. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  // With WEB_CONCURRENCY over 1 this process migrates, then supervises the server processes.
  if (await runClusterPrimary(config, logger)) return;
  for (const notice of startNotices(config)) logger[notice.level](notice.message);
  // The database opens (PGlite reads and compiles Postgres; PostgreSQL connects and checks the
  // migrations) while the rest of the server loads: neither waits for the other.
  const [database, { buildApp }] = await Promise.all([
    openDatabase(
      config.DATABASE_URL
        ? { kind: 'postgres', url: config.DATABASE_URL }
        : {
            kind: 'pglite',
            dataDir: path.join(config.DATA_DIR, 'db'),
            vector: Boolean(config.EMBEDDING_MODEL),
          },
      { rowLevelSecurity: config.ROW_LEVEL_SECURITY === 'on' },
    ),
    import('./app'),
  ]);
  logger.info({ database: database.kind }, 'database ready, migrations applied');
  const secrets = await loadSecrets(config);
  const outbox = path.join(config.DATA_DIR, 'outbox');
  const mailer = config.SMTP_URL
    ? await createSmtpTransport(config.SMTP_URL, config.MAIL_FROM, logger)
    : createOutboxTransport({ log: logger, directory: outbox });
  if (!config.SMTP_URL) {
    logger.info({ outbox }, 'no SMTP_URL: mails are written to the outbox (local use only)');
  }

  const models = await createModelRegistry(modelSettingsFrom(config));
  logger.info({ provider: models.engine.provider, model: models.engine.model }, 'operator engine');
  const app = await buildApp({ config, database, mailer, secrets, logger, models });
  await app.listen({ port: config.PORT, host: config.HOST });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Stop taking requests, let those in flight finish (turns still running after the grace
    // answer with what they have), then release the database and mail; never longer than this.
    const timer = setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS + 3_000).unref();
    try {
      await app.close();
      await mailer.close();
      await database.close();
    } finally {
      clearTimeout(timer);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
