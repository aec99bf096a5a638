/**
 * Starts what every e2e spec talks to: a real SMTP server that files each mail as JSON, and the
 * production server (built SPA + API) on a fresh PGlite data directory. Specs get the base URL
 * and the mail directory through vitest's provide/inject. The servers themselves are started by
 * app-server.ts (the app instances) and loopback-servers.ts (mail, model and tool endpoint).
 */
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import {
  type AppServer,
  buildServer,
  ensureWebBuild,
  ensureWidgetBuild,
  log,
  printLog,
  root,
  startAppServer,
} from './app-server';
import { startCustomerSite } from './customer-site';
import { startMailServer, startModelAndToolEndpoint, TOOL_ORDER_ID } from './loopback-servers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app under test, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseURL: string;
    /** Where the SMTP server writes one JSON file per received mail. */
    mailDir: string;
    /** Debian's Chromium, found (or installed) once for all spec files. */
    chromiumPath: string;
    /**
     * A second instance of the app whose operator runs on a language model (an OpenAI-compatible
     * server on loopback) and may call tools on loopback: for the journeys that need a model.
     */
    llmBaseURL: string;
    /** The business's own HTTP endpoint that the operator's tools call (loopback). */
    toolEndpointURL: string;
    /** The order the loopback model looks up with the `check_order` tool. */
    toolOrderId: string;
    /** A business's website on another origin, carrying only the widget's script tag. */
    siteURL: string;
  }
}

const artifactsDir = join(root, 'e2e/.e2e-artifacts');

export default async function setup(project: TestProject) {
  const started = Date.now();
  // Screenshots and the server log describe the latest run only.
  rmSync(artifactsDir, { recursive: true, force: true });
  const chromiumPath = ensureChromium();
  ensureWebBuild();
  ensureWidgetBuild();
  buildServer();
  const workDir = mkdtempSync(join(tmpdir(), 'frontdesk-e2e-'));
  const mailDir = join(workDir, 'mail');
  mkdirSync(mailDir);
  // Serve a private copy of the build: a rebuild of apps/web/dist during the run (a developer's
  // `npm run build`) would otherwise swap the hashed chunks under the open pages.
  const webDir = join(workDir, 'web');
  cpSync(join(root, 'apps/web/dist'), webDir, { recursive: true });

  const mail = await startMailServer(mailDir);
  const smtpUrl = `smtp://127.0.0.1:${mail.port}`;
  const { toolEndpoint, model } = await startModelAndToolEndpoint();
  const servers: AppServer[] = [];
  const stopAll = async () => {
    for (const server of servers) await server.stop();
    await toolEndpoint.close();
    await model.close();
    await new Promise<void>((closed) => mail.server.close(() => closed()));
    mkdirSync(artifactsDir, { recursive: true });
    for (const server of servers)
      copyFileSync(server.logFile, join(artifactsDir, `${server.label}.log`));
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    servers.push(await startAppServer('server', workDir, webDir, { SMTP_URL: smtpUrl }));
    servers.push(
      await startAppServer('llm-server', workDir, webDir, {
        SMTP_URL: smtpUrl,
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: model.baseUrl,
        LLM_MODEL: 'e2e-model',
        TOOL_ALLOWED_HOSTS: '127.0.0.1',
      }),
    );
  } catch (error) {
    await stopAll();
    for (const label of ['server', 'llm-server']) printLog(join(artifactsDir, `${label}.log`));
    throw error;
  }
  const [app, llmApp] = servers as [AppServer, AppServer];
  log(
    `servers ready at ${app.baseURL} and ${llmApp.baseURL} (model) in ${((Date.now() - started) / 1000).toFixed(1)} s (SMTP on ${mail.port})`,
  );
  const baseURL = app.baseURL;
  const site = await startCustomerSite(baseURL);

  project.provide('baseURL', baseURL);
  project.provide('mailDir', mailDir);
  project.provide('chromiumPath', chromiumPath);
  project.provide('llmBaseURL', llmApp.baseURL);
  project.provide('toolEndpointURL', toolEndpoint.url('/orders'));
  project.provide('toolOrderId', TOOL_ORDER_ID);
  project.provide('siteURL', site.url);

  return async () => {
    const failed = project.vitest.state.getCountOfFailedTests();
    await site.close();
    await stopAll();
    if (failed > 0)
      for (const server of servers) printLog(join(artifactsDir, `${server.label}.log`));
  };
}
