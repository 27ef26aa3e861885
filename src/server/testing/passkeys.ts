import crypto from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey for API tests: an ES256 key pair that answers the server's WebAuthn options as
 * a platform authenticator would (none attestation, user present and verified, a counter that
 * moves). The browser journeys use Chromium's virtual authenticator instead.
 */
export interface SoftPasskey {
  id: string;
  /** The answer to registration options (`options` of a PasskeyChallenge). */
  register(options: Record<string, unknown>, origin: string): Record<string, unknown>;
  /** The answer to sign-in or step-up options. */
  assert(options: Record<string, unknown>, origin: string): Record<string, unknown>;
}

const b64url = (bytes: Uint8Array | Buffer | string) => Buffer.from(bytes).toString('base64url');

export function softPasskey(): SoftPasskey {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = crypto.randomBytes(16);
  let counter = 0;
  let userHandle = '';

  const authData = (rpId: string, flags: number, attested?: Uint8Array) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([crypto.createHash('sha256').update(rpId).digest(), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string, origin: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id: b64url(credentialId),
    register(options, origin) {
      const rpId = (options.rp as { id: string }).id;
      userHandle = (options.user as { id: string }).id;
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, Buffer.from(isoCBOR.encode(coseKey))]);
      // User present (0x01), verified (0x04), attested credential data (0x40).
      const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData(rpId, 0x45, attested)]]) as never);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: { clientDataJSON: b64url(clientData('webauthn.create', options.challenge as string, origin)), attestationObject: b64url(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
      };
    },
    assert(options, origin) {
      counter += 1;
      const data = authData(options.rpId as string, 0x05);
      const client = clientData('webauthn.get', options.challenge as string, origin);
      const signature = crypto.sign('sha256', Buffer.concat([data, crypto.createHash('sha256').update(client).digest()]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: { clientDataJSON: b64url(client), authenticatorData: b64url(data), signature: b64url(signature), userHandle },
        clientExtensionResults: {},
      };
    },
  };
}
