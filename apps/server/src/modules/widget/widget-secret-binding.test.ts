// The sealed identity secret opens only for the organization it was made for: copied into
// another organization's settings, it verifies nobody there.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessWithKey, call, useTestContext } from '../../../test/support/test-app';
import { sealAsV1 } from '../../../test/support/test-secrets';
import { widgetSettings } from '../../platform/db/schema';

const context = useTestContext();

const sign = (secret: string, id: string) => createHmac('sha256', secret).update(id).digest('hex');
const ask = (key: string, user: { id: string; hash: string }) =>
  context.app.inject({
    method: 'POST',
    url: '/api/v1/conversations',
    headers: { authorization: key },
    payload: { message: 'Are you open on Monday?', user },
  });

const sealedOf = async (organizationId: string) =>
  (
    await context.database.db
      .select()
      .from(widgetSettings)
      .where(eq(widgetSettings.organizationId, organizationId))
  )[0]!.sealedIdentitySecret!;

const setSealed = (organizationId: string, sealed: string) =>
  context.database.db
    .update(widgetSettings)
    .set({ sealedIdentitySecret: sealed })
    .where(eq(widgetSettings.organizationId, organizationId));

async function businessWithSecret() {
  const business = await businessWithKey(context, 'We are open from 9am to 5pm on weekdays.');
  const rotated = await call(context.app, 'POST', '/widget-settings/identity-secret', {
    token: business.token,
  });
  return { ...business, secret: rotated.json().identitySecret as string };
}

describe('the sealed widget identity secret', () => {
  it('does not open in another organization', async () => {
    const mine = await businessWithSecret();
    const theirs = await businessWithSecret();
    const user = { id: 'customer-1', hash: sign(mine.secret, 'customer-1') };
    expect((await ask(mine.key, user)).statusCode).toBe(200);

    await setSealed(theirs.organization.id, await sealedOf(mine.organization.id));
    const copied = await ask(theirs.key, user);
    expect(copied.statusCode).toBe(401);
    expect(copied.json().message).toBe('The identity hash is not valid.');
  });

  it('still opens when sealed as v1, before binding', async () => {
    const business = await businessWithSecret();
    const legacySecret = 'fd_ids_legacy-secret-sealed-before-binding';
    await setSealed(business.organization.id, sealAsV1(legacySecret));
    const user = { id: 'customer-2', hash: sign(legacySecret, 'customer-2') };
    expect((await ask(business.key, user)).statusCode).toBe(200);
  });
});
