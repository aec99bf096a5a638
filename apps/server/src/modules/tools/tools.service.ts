import { randomUUID } from 'node:crypto';
import {
  DEFAULT_TOOL_ACCESS,
  type GeneratedSchema,
  SECRET_MASK,
  type ToolInput,
  type ToolView,
  VISITOR_ID_HEADER,
} from '@frontdesk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ModelRegistry } from '../../operator/models/registry';
import { problemWithArgumentsSchema } from '../../operator/tools/arguments';
import {
  type CredentialsOwner,
  openCredentials,
  type SecretField,
  sealCredentials,
  secretFieldOf,
  type ToolCredentials,
} from '../../operator/tools/credentials';
import { generateSchemaWithModel } from '../../operator/tools/schema-from-model';
import { generateSchemaFromText } from '../../operator/tools/schema-generator';
import type { SealingKeys } from '../../platform/crypto';
import type { ChangeFeed } from '../../platform/db/change-feed';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { changeTopic, createReadCache } from '../../platform/db/read-cache';
import { checkQuotaInTransaction, type QuotaCheck } from '../../platform/db/transaction-lock';
import { AppError } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';
import { CONTROL_CHARACTERS, chosenSecret, invalid } from './credential-rules';
import * as store from './tools.store';

/** RFC 9110 token characters: anything else cannot be sent as a header name. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Headers the HTTP client owns; a tool may not replace them with its key. */
const RESERVED_HEADERS = new Set([
  'host',
  'content-length',
  'content-type',
  'transfer-encoding',
  'connection',
  'authorization',
  // Ours to say which verified visitor is asking; a tool's key cannot stand in for it.
  VISITOR_ID_HEADER.toLowerCase(),
]);

/** A tool as GET /tools shows it: credentials replaced by the mask, never in plain text. */
export function toToolView(row: store.ToolRow): ToolView {
  const field = secretFieldOf[row.authentication as ToolInput['authentication']];
  const masked = (name: SecretField) =>
    field === name && row.sealedCredentials ? SECRET_MASK : '';
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    endpoint: row.endpoint,
    method: row.method as ToolView['method'],
    access: row.access as ToolView['access'],
    payload: row.payload,
    authentication: row.authentication as ToolView['authentication'],
    bearerToken: masked('bearerToken'),
    basicAuthUsername: row.authentication === 'Basic Auth' ? (row.basicAuthUsername ?? '') : '',
    basicAuthPassword: masked('basicAuthPassword'),
    apiKey: masked('apiKey'),
    apiKeyHeaderName: row.authentication === 'API Key' ? (row.apiKeyHeaderName ?? '') : '',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function checkHeaderSettings(input: ToolInput) {
  if (input.authentication === 'API Key') {
    const header = input.apiKeyHeaderName?.trim() ?? '';
    if (!HEADER_NAME.test(header) || RESERVED_HEADERS.has(header.toLowerCase())) {
      throw invalid("Header Name must be a valid HTTP header name. e.g. 'X-API-KEY'");
    }
  }
  if (input.authentication === 'Basic Auth') {
    const username = input.basicAuthUsername?.trim() ?? '';
    if (username.includes(':') || CONTROL_CHARACTERS.test(username)) {
      throw invalid('Username cannot contain a colon or control characters.');
    }
  }
}

/** Schema generation by a language model costs the business money: a few a minute are plenty. */
export const generateSchemaLimit = { limit: 20, windowMs: 60_000 };
/**
 * Per person, with a model or without (the built-in generator runs in this process): one member,
 * or whoever holds their session, must not spend the process's time for every tenant, and the
 * organization's limit above is shared by its whole team.
 */
export const generateSchemaPerUser = { limit: 10, windowMs: 60_000 };
/**
 * Saves (new tools and changes) per person: each save compiles the tool's schema, which takes
 * time and memory. A person building tools by hand saves far fewer.
 */
export const toolSavesPerUser = { limit: 20, windowMs: 10 * 60_000 };

export interface ToolsServiceDeps {
  db: Database;
  /** Seals credentials (derived from ENCRYPTION_KEY; v1 values still open). */
  sealingKeys: SealingKeys;
  models: ModelRegistry;
  limiter: RateLimiter;
  llmTimeoutMs: number;
  /** Tells every process that an organization's tools changed: the turn keeps them in memory. */
  changes: ChangeFeed;
  /**
   * Billing's gate: throws when the plan has no tools; answers the check of their count, run in
   * the transaction that adds one.
   */
  assertCanAdd(organizationId: string): Promise<QuotaCheck>;
}

/** Tool definitions of an organization: validated, credentials sealed, names unique per organization. */
/** The change feed's area of tools: a save drops every process's copy of the organization's. */
const AREA = 'tools';

export function createToolsService(deps: ToolsServiceDeps) {
  const { db, sealingKeys, models, changes } = deps;
  // Every model turn that may call tools reads them, and they change only when saved: kept in
  // memory like the configuration, dropped in every process by the save (decision 014).
  const forTurns = createReadCache<{ rows: store.ToolRow[] }>(changes, {
    area: AREA,
    organizationOf: (organizationId) => organizationId,
  });
  /** A write of the organization's tools, announced so that no process offers the old ones. */
  const changing = <T>(organizationId: string, work: (tx: Database) => Promise<T>) =>
    changes.write(changeTopic(AREA, organizationId), work);

  function storedCredentials(existing: store.ToolRow | undefined): ToolCredentials {
    if (!existing) return {};
    try {
      return openCredentials(existing.sealedCredentials, sealingKeys, {
        organizationId: existing.organizationId,
        toolId: existing.id,
      });
    } catch {
      // Sealed under another key, or for another tool: as if nothing were stored, so the form
      // asks for it again.
      return {};
    }
  }

  /**
   * What a save writes for the tool `owner` names. Credentials are sealed for that organization
   * and tool id (associated data), so a new tool's id is chosen here, before its insert.
   */
  function valuesFor(
    input: ToolInput,
    owner: CredentialsOwner,
    existing?: store.ToolRow,
  ): store.ToolValues {
    // Tools speak HTTP: another scheme (ftp:, file:, javascript:) is not a valid endpoint.
    if (!/^https?:$/.test(URL.parse(input.endpoint)?.protocol ?? '')) {
      throw invalid('Please enter a valid URL.');
    }
    const payloadProblem = problemWithArgumentsSchema(input.payload);
    if (payloadProblem) throw invalid(payloadProblem);
    checkHeaderSettings(input);
    const field = secretFieldOf[input.authentication];
    const credentials: ToolCredentials = field
      ? { [field]: chosenSecret(field, input, storedCredentials(existing), existing) }
      : {};
    return {
      name: input.name,
      description: input.description,
      endpoint: input.endpoint,
      method: input.method,
      access: input.access ?? DEFAULT_TOOL_ACCESS,
      payload: input.payload?.trim() ?? '',
      authentication: input.authentication,
      sealedCredentials: sealCredentials(credentials, sealingKeys, owner),
      basicAuthUsername:
        input.authentication === 'Basic Auth' ? (input.basicAuthUsername?.trim() ?? '') : null,
      apiKeyHeaderName:
        input.authentication === 'API Key' ? (input.apiKeyHeaderName?.trim() ?? '') : null,
    };
  }

  /** The unique index decides between two saves racing for one name. */
  async function savingName<T>(name: string, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('tool_name_taken', `A tool named "${name}" already exists.`);
      }
      throw error;
    }
  }

  const notFound = () => new AppError('not_found', 'Tool not found.');

  /** Reserved before the schema is compiled: the work the limit guards. */
  const limitSaves = (userId: string) =>
    deps.limiter.enforce(`tools:save:user:${userId}`, toolSavesPerUser);

  /** The language model's schema when one is configured; the built-in generator otherwise or when it fails. */
  async function generateSchema(
    organizationId: string,
    userId: string,
    text: string,
    log: FastifyBaseLogger,
  ): Promise<GeneratedSchema> {
    const perUser = { scope: `tools:generate-schema:user:${userId}`, rule: generateSchemaPerUser };
    if (!models.model) {
      await deps.limiter.enforce(perUser.scope, perUser.rule);
      return generateSchemaFromText(text);
    }
    await deps.limiter.reserve([
      perUser,
      { scope: `tools:generate-schema:${organizationId}`, rule: generateSchemaLimit },
    ]);
    try {
      const schema = await generateSchemaWithModel(models.model, text, deps.llmTimeoutMs);
      if (schema) return schema;
      log.warn('the model answered no usable schema; the built-in generator answered instead');
    } catch (error) {
      log.warn(
        { err: error },
        'schema generation by the model failed; the built-in generator answered instead',
      );
    }
    return generateSchemaFromText(text);
  }

  return {
    generateSchema,

    /** The organization's tools as stored, for the operator's turn (credentials still sealed). */
    async listForTurn(organizationId: string): Promise<store.ToolRow[]> {
      const kept = await forTurns.get(organizationId, async () => ({
        rows: await store.listTools(db, organizationId),
      }));
      // A new list each time: what is kept is never handed out to be changed.
      return [...kept!.rows];
    },

    count: (organizationId: string) => store.countTools(db, organizationId),

    async list(organizationId: string): Promise<ToolView[]> {
      return (await store.listTools(db, organizationId)).map(toToolView);
    },

    async create(organizationId: string, userId: string, input: ToolInput): Promise<ToolView> {
      await limitSaves(userId);
      // The id is chosen before the insert: the credentials are sealed for it (decision 007).
      const id = randomUUID();
      const values = valuesFor(input, { organizationId, toolId: id });
      const check = await deps.assertCanAdd(organizationId);
      const row = await savingName(input.name, () =>
        changing(organizationId, async (tx) => {
          await checkQuotaInTransaction(tx, {
            organizationId,
            resource: 'tools',
            check,
            count: () => store.countTools(tx, organizationId),
          });
          return store.insertTool(tx, organizationId, id, values);
        }),
      );
      return toToolView(row);
    },

    async update(
      organizationId: string,
      userId: string,
      id: string,
      input: ToolInput,
    ): Promise<ToolView> {
      await limitSaves(userId);
      const existing = await store.findTool(db, organizationId, id);
      if (!existing) throw notFound();
      const values = valuesFor(input, { organizationId, toolId: id }, existing);
      const row = await savingName(input.name, () =>
        changing(organizationId, (tx) => store.updateTool(tx, organizationId, id, values)),
      );
      if (!row) throw notFound();
      return toToolView(row);
    },

    async remove(organizationId: string, id: string): Promise<void> {
      const deleted = await changing(organizationId, (tx) =>
        store.deleteTool(tx, organizationId, id),
      );
      if (!deleted) throw notFound();
    },
  };
}

export type ToolsService = ReturnType<typeof createToolsService>;
