// The server's VAPID key pair for Web Push (issue 23): from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or made once and kept
// in server_settings like the JWT secret, so every server on one database signs with the same key and a browser's
// subscription (made with the public key) keeps working across restarts.
import { createECDH } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSettings } from '../db/schema.ts';

export interface VapidKeys {
  /** P-256 uncompressed point, 65 bytes, base64url (87 characters) */
  publicKey: string;
  /** 32 bytes, base64url */
  privateKey: string;
}

const SETTING = 'vapid_keys';

export function makeVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: ecdh.getPrivateKey().toString('base64url').padStart(43, 'A') };
}

/** Checks a configured pair: the private key must make the public one. */
export function checkVapidKeys(keys: VapidKeys): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
  if (ecdh.getPublicKey().toString('base64url') !== keys.publicKey) throw new Error('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
  return keys;
}

export async function resolveVapidKeys(db: Db, configured?: VapidKeys): Promise<VapidKeys> {
  if (configured) return checkVapidKeys(configured);
  await db.insert(serverSettings).values({ name: SETTING, value: JSON.stringify(makeVapidKeys()) }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.name, SETTING));
  if (!row) throw new Error('could not read the VAPID keys from server_settings');
  return JSON.parse(row.value) as VapidKeys;
}
