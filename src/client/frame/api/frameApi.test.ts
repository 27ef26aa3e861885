import { audiences } from '../session/audience';
import { frameCalls, type Send } from './frameApi';

describe("the frame's calls", () => {
  it.each([
    ['member', '/api/user/logout'],
    ['workshop', '/api/workshop/auth/logout'],
  ] as const)('log the %s out with a POST to %s, bearing the token', async (audience, path) => {
    const send = jest.fn(async () => ({ status_code: 200, result: null, error: null })) as unknown as Send & jest.Mock;
    await frameCalls(audiences[audience], send).logout('access-1');
    expect(send).toHaveBeenCalledWith('POST', path, expect.objectContaining({ token: 'access-1' }));
  });
});
