import type { Database } from '../../platform/db/client';
import { contactMessages } from '../../platform/db/schema';

export async function insertContactMessage(
  db: Database,
  values: { name: string; email: string; message: string },
): Promise<void> {
  await db.insert(contactMessages).values(values);
}
