import { buildUrl, cancelPending, connectionProblemOf, request, toEnvelope } from './http';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(status: number, body: string) {
  return jest.fn(async () => ({ status, text: async () => body }) as unknown as Response);
}

describe('request', () => {
  it('form-encodes the body by default and sends the bearer token', async () => {
    const fetchMock = answer(200, '{"status_code":200,"result":{"ok":true},"error":null}');
    globalThis.fetch = fetchMock;

    const res = await request<{ ok: boolean }>('POST', '/api/survey', { body: { answer: 'yes', answer2: 'Friend & family' }, token: 'tok' });

    expect(res).toEqual({ status_code: 200, result: { ok: true }, error: null });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/survey');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('answer=yes&answer2=Friend+%26+family');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
      Authorization: 'Bearer tok',
    });
  });

  it('sends JSON when form is false, and prefixes the base URL and query', async () => {
    const fetchMock = answer(200, '{"status_code":200,"result":null,"error":null}');
    globalThis.fetch = fetchMock;
    await request('PUT', '/api/x', { body: { a: 1 }, form: false, baseUrl: 'https://api.example.com/', query: { email: 'a@b.c', skip: undefined } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.com/api/x?email=a%40b.c');
    expect(init.body).toBe('{"a":1}');
  });

  it('never throws: a network failure is a 502 envelope', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(request('GET', '/api/user/me')).resolves.toEqual({ status_code: 502, result: null, error: 'Network error' });
  });

  it('never throws on the upload path either: an XHR that refuses to open is a 502 envelope', async () => {
    const realXhr = globalThis.XMLHttpRequest;
    globalThis.XMLHttpRequest = class {
      upload = {};
      open() {
        throw new DOMException('Invalid URL', 'SyntaxError');
      }
    } as unknown as typeof XMLHttpRequest;
    try {
      const onUploadProgress = jest.fn();
      await expect(request('POST', '/api/service', { body: new FormData(), onUploadProgress })).resolves.toEqual({
        status_code: 502,
        result: null,
        error: 'Network error',
      });
      expect(onUploadProgress).not.toHaveBeenCalled();
    } finally {
      globalThis.XMLHttpRequest = realXhr;
    }
  });

  it('never throws for a body it cannot encode', async () => {
    globalThis.fetch = answer(200, '{"status_code":200,"result":null,"error":null}');
    const looped: Record<string, unknown> = {};
    looped.self = looped;
    await expect(request('POST', '/api/x', { body: looped, form: false })).resolves.toEqual({ status_code: 502, result: null, error: 'Network error' });
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('cancelled by the saga that waits for it (a time limit, the member\'s Cancel), aborts the request', async () => {
    let signal: AbortSignal | undefined;
    globalThis.fetch = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = request('GET', '/api/loyalty');
    expect(signal?.aborted).toBe(false);
    cancelPending(pending);
    expect(signal?.aborted).toBe(true);
    await expect(pending).resolves.toEqual({ status_code: 502, result: null, error: 'Network error' });
  });

  it('tells a failed connection from a server\'s 502 by our own texts only', () => {
    expect(connectionProblemOf({ status_code: 502, error: 'Network error' })).toBe('lost');
    expect(connectionProblemOf({ status_code: 502, error: 'Timed out' })).toBe('timedOut');
    expect(connectionProblemOf({ status_code: 502, error: 'HTTP 502' })).toBeNull();
    expect(connectionProblemOf({ status_code: 502, error: null })).toBeNull();
    expect(connectionProblemOf({ status_code: 500, error: 'Network error' })).toBeNull();
  });

  it('turns an answer that is not JSON into an envelope with the HTTP status', async () => {
    globalThis.fetch = answer(504, '<html>Gateway Timeout</html>');
    await expect(request('GET', '/api/user/me')).resolves.toEqual({ status_code: 504, result: null, error: 'HTTP 504' });
  });
});

describe('toEnvelope', () => {
  it('keeps the body status_code (the client reacts to the body)', () => {
    expect(toEnvelope(200, '{"status_code":409,"result":null,"error":"Mobile number has been registered"}')).toEqual({
      status_code: 409,
      result: null,
      error: 'Mobile number has been registered',
    });
  });

  it('wraps bare JSON as the result', () => {
    expect(toEnvelope(200, '{"algorithm":"SHA-256"}')).toEqual({ status_code: 200, result: { algorithm: 'SHA-256' }, error: null });
  });
});

describe('buildUrl', () => {
  it('is same-origin by default', () => {
    expect(buildUrl('', '/api/login')).toBe('/api/login');
  });
});
