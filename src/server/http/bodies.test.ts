import { createTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: string | undefined, contentType?: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, headers: contentType ? { 'content-type': contentType } : {} });

describe('malformed request bodies answer in the envelope', () => {
  it('bad JSON: 400', async () => {
    const res = await login('{"mobile_number": ', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status_code: 400, result: null, error: expect.stringMatching(/not valid JSON/) });
  });

  it('an empty JSON body: 400', async () => {
    const res = await login('', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Body cannot be empty/);
  });

  it('no body at all: 400', async () => {
    const res = await login(undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status_code: 400, result: null, error: 'The request body must be form-encoded or JSON' });
  });

  it('a JSON array or string instead of an object: 400', async () => {
    for (const payload of ['[1,2]', '"60123456789"']) {
      const res = await login(payload, 'application/json');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('The request body must be form-encoded or JSON');
    }
  });

  it('plain text: 400', async () => {
    const res = await login('mobile_number=60123456789', 'text/plain');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The request body must be form-encoded or JSON');
  });

  it('an unknown content type: 415', async () => {
    const res = await login('<login/>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ status_code: 415, result: null, error: 'Unsupported content type' });
  });

  it('a field of the wrong type: 400 naming the field', async () => {
    const res = await login(JSON.stringify({ mobile_number: ['60123456789'], password: 'Secret#123' }), 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('mobile_number must be string');
  });

  it('a number or boolean where a string is expected: 400 naming the field, never read as text', async () => {
    const res = await login(JSON.stringify({ mobile_number: 60123456789, password: 'Secret#123' }), 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status_code: 400, result: null, error: 'mobile_number must be string' });
    const flag = await login(JSON.stringify({ mobile_number: '60123456789', password: true }), 'application/json');
    expect(flag.json()).toEqual({ status_code: 400, result: null, error: 'password must be string' });
  });

  it('an oversized field: 400', async () => {
    const res = await login(JSON.stringify({ mobile_number: '6'.repeat(100), password: 'x' }), 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('mobile_number must NOT have more than 32 characters');
  });

  it('missing fields: the shared rule message', async () => {
    const res = await login('{}', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Mobile No. is required.');
  });
});
