import type { BrowserContext, Page, Response } from 'playwright-core';

declare global {
  interface Window {
    reportCspViolation?: (violation: { directive: string; blocked: string; source: string }) => void;
  }
}

/**
 * Records every Content-Security-Policy violation of a context's pages: the
 * `securitypolicyviolation` events of each document, and Chromium's console reports (which also
 * name what a worker was refused). Install it before the pages navigate.
 */
export async function recordCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', ({ page }, v: { directive: string; blocked: string; source: string }) => {
    violations.push(`${new URL(page.url()).pathname}: ${v.directive} refused ${v.blocked || '(inline)'} at ${v.source}`);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => window.reportCspViolation?.({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` }),
      true,
    );
  });
  const watch = (page: Page) => {
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`${new URL(page.url()).pathname}: console: ${message.text()}`);
    });
    page.on('worker', (worker) =>
      worker.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`worker ${worker.url()}: console: ${message.text()}`);
      }),
    );
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return violations;
}

/** The policy a document was served with, as directive → sources. */
export function policyOf(response: Response | null): Map<string, string[]> {
  const header = response?.headers()['content-security-policy'];
  if (!header) throw new Error(`${response?.url() ?? 'A page'} was served without a Content-Security-Policy`);
  return new Map(
    header.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources] as [string, string[]];
    }),
  );
}

/**
 * The document came with a policy that runs only our own scripts: `scripts` is the exact script-src
 * expected (null when other hosts are configured and only the absence of inline code matters).
 */
export function expectOwnScriptsOnly(route: string, response: Response | null, scripts: string[] | null = ["'self'"]): void {
  const policy = policyOf(response);
  if (scripts) expect([route, policy.get('script-src')]).toEqual([route, scripts]);
  expect(policy.get('script-src')).toContain("'self'");
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
}
