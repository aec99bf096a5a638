import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../platform/db/client';

/**
 * The pgvector side of hybrid retrieval. It exists only where the `vector` extension does (PGlite
 * with its pgvector build, or a PostgreSQL server that has pgvector), so it is set up at start
 * rather than by a migration that every installation would have to satisfy. The column is an
 * unsized vector: the dimension is whatever the configured embedding model answers.
 */
export async function enableVectorStore(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`CREATE EXTENSION IF NOT EXISTS vector`);
  } catch {
    return false;
  }
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS passage_embeddings (
      passage_id uuid PRIMARY KEY REFERENCES content_passages(id) ON DELETE CASCADE,
      organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
      embedding vector NOT NULL
    )`);
  await db.execute(
    sql`CREATE INDEX IF NOT EXISTS passage_embeddings_org_idx ON passage_embeddings (organization_id)`,
  );
  return true;
}

const toVector = (embedding: number[]) => `[${embedding.join(',')}]`;

export async function storeEmbeddings(
  db: Database,
  organizationId: string,
  items: { passageId: string; embedding: number[] }[],
): Promise<void> {
  for (const item of items) {
    await db.execute(sql`
      INSERT INTO passage_embeddings (passage_id, organization_id, embedding)
      VALUES (${item.passageId}, ${organizationId}, ${toVector(item.embedding)}::vector)
      ON CONFLICT (passage_id) DO UPDATE SET embedding = EXCLUDED.embedding`);
  }
}

/** The tenant's passages nearest to the embedding (cosine distance), best first. */
export async function searchByEmbedding(
  db: Database,
  organizationId: string,
  embedding: number[],
  limit: number,
) {
  const result = await db.execute(sql`
    SELECT p.id AS passage_id, p.content_id, p.text, e.embedding <=> ${toVector(embedding)}::vector AS distance
    FROM passage_embeddings e JOIN content_passages p ON p.id = e.passage_id
    WHERE e.organization_id = ${organizationId}
    ORDER BY distance ASC
    LIMIT ${limit}`);
  return rowsOf(result).map((row) => ({
    passageId: String(row.passage_id),
    contentId: String(row.content_id),
    text: String(row.text),
    rank: 1 - Number(row.distance),
  }));
}
