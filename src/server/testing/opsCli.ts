import { Readable } from 'node:stream';
import { runOps, type Http } from '../ops/client';
import type { TestApp } from './testApp';

const OPS_URL = 'http://ops.test';

/** The CLI's client over `inject`: JSON answers as text, a file answer as a stream, as from fetch. */
export function injectHttp(t: TestApp): Http {
  return async ({ method, url, headers, body, download }) => {
    const res = await t.app.inject({ method: method as 'GET', url: url.replace(OPS_URL, ''), headers, payload: body });
    const file = download && res.statusCode === 200 && !/json/.test(String(res.headers['content-type']));
    return file ? { status: res.statusCode, body: '', file: Readable.from(res.rawPayload) } : { status: res.statusCode, body: res.body };
  };
}

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** `npm run ops -- <argv>` against the test app with a personal access token (OPS_PAT); what it printed and its exit code. */
export async function runOpsCli(t: TestApp, personalToken: string, ...argv: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const io = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) };
  const code = await runOps(argv, { OPS_URL, OPS_PAT: personalToken }, injectHttp(t), io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}
