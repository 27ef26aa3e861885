/**
 * Resolves once `holds` answers true, asking again every `everyMs`. Past `deadlineMs` it fails,
 * naming what it waited for: the deadline is generous, to stop a hang, so how busy the machine is
 * never decides a test.
 */
export async function until(what: string, holds: () => boolean | Promise<boolean>, { everyMs = 10, deadlineMs = 20_000 } = {}): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`waited ${deadlineMs / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
