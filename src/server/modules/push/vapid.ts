import webpush from 'web-push';
import type { Config, VapidSettings } from '../../../../config';
import type { Db } from '../../db/database';

/** The `meta` row that holds the VAPID keys generated for a deployment without VAPID_* settings. */
export const VAPID_KEYS_KEY = 'vapid_keys';

/** Outside production with no VAPID_SUBJECT: an address that names no one. */
const DEFAULT_SUBJECT = 'mailto:careline@loyalty.invalid';

/**
 * The VAPID keys from the configuration (production always sets them), else generated once and kept
 * in the database, as the server secret is: every node sharing the database signs with the same keys,
 * and the browsers' subscriptions, made with the public key, survive restarts.
 */
export async function resolveVapidKeys(config: Pick<Config, 'vapid'>, db: Db): Promise<VapidSettings> {
  if (config.vapid) return config.vapid;
  const generated = webpush.generateVAPIDKeys();
  await db
    .insertInto('meta')
    .values({ key: VAPID_KEYS_KEY, value: JSON.stringify(generated) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('meta').select('value').where('key', '=', VAPID_KEYS_KEY).executeTakeFirstOrThrow();
  const kept = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: DEFAULT_SUBJECT };
}

/** Resolves once per database: the key is read on every public-key request and every job run. */
export function vapidKeysOnce(config: Pick<Config, 'vapid'>, db: Db): () => Promise<VapidSettings> {
  let keys: Promise<VapidSettings> | null = null;
  return () => {
    keys ??= resolveVapidKeys(config, db).catch((err) => {
      keys = null;
      throw err;
    });
    return keys;
  };
}
