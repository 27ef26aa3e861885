import crypto from 'node:crypto';
import type { Config } from '../../../config';
import type { Db } from '../db/database';

/** A key for one purpose from the server secret, so one leaked key does not give the others. */
export function deriveSecret(serverSecret: string, purpose: string): string {
  return crypto.createHmac('sha256', serverSecret).update(`loyalty:${purpose}`).digest('hex');
}

/** The `meta` row that holds the generated server secret of a deployment without JWT_SECRET. */
export const SERVER_SECRET_KEY = 'server_secret';

/**
 * The server secret of a deployment without JWT_SECRET (production always sets it): generated once
 * and kept in the database, so every node sharing the database signs and checks with the same one
 * and it survives restarts. Inserted only if absent, then read back: two nodes starting at the same
 * instant both end with the one that was written first.
 */
export async function loadOrCreateSharedSecret(db: Db): Promise<string> {
  const candidate = crypto.randomBytes(48).toString('base64url');
  await db
    .insertInto('meta')
    .values({ key: SERVER_SECRET_KEY, value: candidate })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('meta').select('value').where('key', '=', SERVER_SECRET_KEY).executeTakeFirstOrThrow();
  return row.value;
}

export interface ServerSecrets {
  /** Signs access tokens (and keys the captcha's challenges). */
  jwt: string;
  /** Keys the hashes of one-time codes. */
  codes: string;
}

/** JWT_SECRET when set (it always wins), else the secret shared through the database; the code key derives from it. */
export async function resolveSecrets(config: Pick<Config, 'jwtSecret'>, db: Db): Promise<ServerSecrets> {
  const jwt = config.jwtSecret ?? (await loadOrCreateSharedSecret(db));
  return { jwt, codes: deriveSecret(jwt, 'one-time-codes') };
}
