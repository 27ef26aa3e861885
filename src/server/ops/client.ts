import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { carelineRefusalCodes, PERSONAL_TOKEN_PREFIX, STEP_UP_CODE_HEADER } from '../../shared/contract/careline';
import { parseOpsCommand, usage, UsageError } from './commands';
import { saveDownload } from './downloads';

/**
 * How the client reaches the server: `fetch` normally, the app's `inject` in tests. With `download`,
 * a successful answer that is not JSON comes back as `file`, a stream, instead of `body`.
 */
export type Http = (request: { method: string; url: string; headers: Record<string, string>; body?: string; download?: boolean }) => Promise<{ status: number; body: string; file?: Readable }>;

export const fetchHttp: Http = async ({ method, url, headers, body, download }) => {
  const res = await fetch(url, { method, headers, body });
  if (download && res.ok && res.body && !/json/.test(res.headers.get('content-type') ?? '')) {
    return { status: res.status, body: '', file: Readable.fromWeb(res.body as NodeReadableStream) };
  }
  return { status: res.status, body: await res.text() };
};

export interface OpsIo {
  out(line: string): void;
  err(line: string): void;
}

/** Runs one command against the operator API; answers the process exit code. */
export async function runOps(argv: string[], env: Record<string, string | undefined>, http: Http, io: OpsIo): Promise<number> {
  if (argv.length === 0 || ['help', '--help', '-h'].includes(argv[0])) {
    io.out(usage);
    return argv.length === 0 ? 2 : 0;
  }
  let command;
  try {
    command = parseOpsCommand(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.err(`${err.message}\n\n${usage}`);
    return 2;
  }
  const token = env.OPS_PAT;
  if (!token || !token.startsWith(PERSONAL_TOKEN_PREFIX)) {
    io.err(`OPS_PAT is not set to a personal access token (${PERSONAL_TOKEN_PREFIX}…): make one in the careline console under 'Personal tokens'.`);
    return 2;
  }
  const base = (env.OPS_URL || 'http://localhost:3000').replace(/\/+$/, '');
  // The server knows who the token's owner is: every audit line names them, whatever this machine is called.
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (command.stepUpCode) headers[STEP_UP_CODE_HEADER] = command.stepUpCode;
  let body: string | undefined;
  if (command.body) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(command.body).toString();
  }
  let res;
  try {
    res = await http({ method: command.method, url: `${base}${command.path}`, headers, body, download: Boolean(command.saveTo) });
  } catch (err) {
    io.err(`Could not reach ${base}: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
  if (command.saveTo && res.file) {
    try {
      io.out(command.print(await saveDownload(res.file, command.saveTo)));
      return 0;
    } catch (err) {
      io.err(`The download from ${base} was cut short; ${command.saveTo} was not written: ${err instanceof Error ? err.message : String(err)}`);
      return 1;
    }
  }
  let parsed: { status_code?: number; result?: { reason?: string } | unknown; error?: string | null };
  try {
    parsed = JSON.parse(res.body);
  } catch {
    io.err(`Unexpected answer (${res.status}) from ${base}: is OPS_URL the loyalty server?`);
    return 1;
  }
  if (res.status !== 200) {
    const reason = (parsed.result as { reason?: string } | null)?.reason;
    const hint = reason === carelineRefusalCodes.stepUpRequired && !command.stepUpCode ? ' Add --code <your authenticator’s current code>.' : '';
    io.err(`Failed (${res.status}): ${parsed.error ?? 'no details'}${hint}`);
    return 1;
  }
  if (command.saveTo) {
    io.err(`Unexpected answer from ${base}: a file was expected.`);
    return 1;
  }
  io.out(command.print(parsed.result));
  return 0;
}
