import { signAccessToken, verifyAccessToken } from './tokens';

const secret = 'a-secret-a-secret-a-secret-a-secret';
const now = new Date('2026-03-02T02:00:00Z');
const iat = now.getTime() / 1000;
const claims = { sub: '7', sid: '6f1c1d1e-9a8b-4c3d-8e2f-0a1b2c3d4e5f', iat, exp: iat + 3600 };

describe('access tokens', () => {
  it('are HS256 JWTs that verify with the same secret', () => {
    const token = signAccessToken(claims, secret);
    expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(verifyAccessToken(token, secret, now)).toEqual({ ok: true, claims });
  });

  it('expire at exp, still telling their claims', () => {
    const token = signAccessToken(claims, secret);
    expect(verifyAccessToken(token, secret, new Date((iat + 3600) * 1000))).toEqual({ ok: false, reason: 'expired', claims });
  });

  it('refuse another secret, a changed body and other shapes', () => {
    const token = signAccessToken(claims, secret);
    expect(verifyAccessToken(token, `${secret}!`, now)).toEqual({ ok: false, reason: 'signature' });
    const [h, , s] = token.split('.');
    const body = Buffer.from(JSON.stringify({ ...claims, sub: '8' })).toString('base64url');
    expect(verifyAccessToken(`${h}.${body}.${s}`, secret, now).ok).toBe(false);
    expect(verifyAccessToken('a.b', secret, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});
