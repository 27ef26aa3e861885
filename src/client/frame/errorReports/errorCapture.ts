import { clientErrorLimits, scrubSecrets, type ClientErrorEntry, type ClientErrorSource } from '../../../shared/contract/errorReports';
import { currentBuildId } from '../buildId';

type Listener = (entry: ClientErrorEntry) => void;

const listeners = new Set<Listener>();
let installed = false;
let reporting = false;

function describe(value: unknown): { message: string; stack?: string } {
  if (value instanceof Error) return { message: `${value.name}: ${value.message}`, stack: value.stack };
  if (typeof value === 'string') return { message: value };
  try {
    return { message: JSON.stringify(value) ?? String(value) };
  } catch {
    return { message: String(value) };
  }
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** An entry within the server's limits, secrets scrubbed before it leaves the page. */
export function toEntry(source: ClientErrorSource, ...values: unknown[]): ClientErrorEntry {
  const described = values.map(describe);
  const message = described.map((part) => part.message).join(' ') || 'Unknown error';
  const stack = described.find((part) => part.stack)?.stack;
  const url = typeof location === 'undefined' ? undefined : `${location.pathname}${location.search}`;
  return {
    source,
    message: clip(scrubSecrets(message), clientErrorLimits.messageLength),
    ...(stack ? { stack: clip(scrubSecrets(stack), clientErrorLimits.stackLength) } : {}),
    ...(url ? { url: clip(scrubSecrets(url), clientErrorLimits.urlLength) } : {}),
    build_id: currentBuildId(),
    at: new Date().toISOString(),
  };
}

function emit(entry: ClientErrorEntry): void {
  // A listener that fails must not report its own failure back here, round and round.
  if (reporting) return;
  reporting = true;
  try {
    for (const listener of listeners) listener(entry);
  } finally {
    reporting = false;
  }
}

/** Hooks console.error, window errors and unhandled rejections once per page, whoever listens. */
function install(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    original(...args);
    emit(toEntry('console', ...args));
  };
  window.addEventListener('error', (event) => emit(toEntry('window', event.error ?? event.message)));
  window.addEventListener('unhandledrejection', (event) => emit(toEntry('unhandledrejection', event.reason)));
}

/** Subscribes to every client error of this page; answers the unsubscribe. */
export function onClientError(listener: Listener): () => void {
  install();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The error boundary's report: a render crash, with the components it happened in. */
export function reportBoundaryError(error: unknown, componentStack?: string | null): void {
  const entry = toEntry('boundary', error);
  if (componentStack) entry.stack = clip(scrubSecrets(`${entry.stack ?? ''}\n${componentStack}`.trim()), clientErrorLimits.stackLength);
  emit(entry);
}
