/**
 * The layout's one-way rules, checked on every run: no file of src/ imports itself back through a
 * chain, and no module imports a sibling that imports it back (server modules, web app features and
 * entities). Type-only imports count: a cycle of types still ties two modules together.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DependencyTree, OutputResult } from 'dpdm';

const root = path.resolve(__dirname, '..');

/** Folders whose sub-folders are modules that may depend on each other one way only. */
const MODULE_FOLDERS = ['src/server/modules', 'src/client/member/features', 'src/client/entities', 'src/shared'];

let found: OutputResult;

beforeAll(() => {
  // dpdm's own dependencies are ES modules, which jest cannot require: its command writes the graph.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imports-'));
  const output = path.join(dir, 'graph.json');
  try {
    const cli = require.resolve('dpdm/lib/bin/dpdm.js');
    execFileSync(process.execPath, [cli, '--no-tree', '--no-warning', '--no-circular', '--no-progress', '-o', output, 'src/**/*.ts', 'src/**/*.tsx'], {
      cwd: root,
      stdio: 'pipe',
    });
    found = JSON.parse(fs.readFileSync(output, 'utf8')) as OutputResult;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

/** The module a file belongs to ('src/server/modules/loyalty'), or null outside MODULE_FOLDERS. */
function moduleOf(file: string): string | null {
  for (const folder of MODULE_FOLDERS) {
    if (!file.startsWith(`${folder}/`)) continue;
    const [name, rest] = file.slice(folder.length + 1).split('/', 2);
    return rest === undefined ? null : `${folder}/${name}`;
  }
  return null;
}

/** Every chain of modules that leads back to where it started, each named once. */
function moduleCycles(files: DependencyTree): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const [file, dependencies] of Object.entries(files)) {
    const from = moduleOf(file);
    if (!from || !dependencies) continue;
    for (const dependency of dependencies) {
      const to = dependency.id ? moduleOf(dependency.id) : null;
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  const cycles = new Map<string, string[]>();
  const visit = (trail: string[]) => {
    for (const next of edges.get(trail[trail.length - 1]) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) {
        const cycle = trail.slice(at);
        cycles.set([...cycle].sort().join(' '), cycle);
      } else if (trail.length < 12) {
        visit([...trail, next]);
      }
    }
  };
  for (const start of edges.keys()) visit([start]);
  return [...cycles.values()];
}

describe('imports in src/', () => {
  it('form no cycle between files', () => {
    expect(found.circulars.map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('form no cycle between sibling modules', () => {
    expect(moduleCycles(found.tree).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('are read from every file of src/', () => {
    // A broken parse would find no cycle because it found no file.
    expect(Object.keys(found.tree).filter((file) => file.startsWith('src/server/modules/')).length).toBeGreaterThan(100);
  });
});
