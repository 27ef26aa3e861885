/**
 * The layout's one-way rules, checked on every run over every file of src/ (`scripts/layers.ts`
 * says what they are): the layer order, apps apart, features apart, the server and the web app
 * apart, no file that imports itself back through a chain, and no module that imports a sibling
 * that imports it back. Type-only imports count: a cycle of types still ties two modules together.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DependencyTree, OutputResult } from 'dpdm';
import { layerViolations, moduleCycles, type ImportGraph } from './layers';

const root = path.resolve(__dirname, '..');

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

/** dpdm's tree as file -> the files of src/ it imports (packages left out). */
function graphOf(tree: DependencyTree): ImportGraph {
  return Object.fromEntries(Object.entries(tree).map(([file, dependencies]) => [file, (dependencies ?? []).flatMap((dependency) => (dependency.id ? [dependency.id] : []))]));
}

describe('imports in src/', () => {
  it('form no cycle between files', () => {
    expect(found.circulars.map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('form no cycle between sibling modules', () => {
    expect(moduleCycles(graphOf(found.tree)).map((cycle) => cycle.message)).toEqual([]);
  });

  it('keep the layer order, apps apart, features apart, and the server and the web app apart', () => {
    expect(layerViolations(graphOf(found.tree)).map((violation) => violation.message)).toEqual([]);
  });

  it('are read from every file of src/', () => {
    // A broken parse would find no cycle because it found no file.
    expect(Object.keys(found.tree).filter((file) => file.startsWith('src/server/modules/')).length).toBeGreaterThan(100);
    for (const app of ['member', 'workshop', 'careline']) {
      expect(Object.keys(found.tree).filter((file) => file.startsWith(`src/client/${app}/`)).length).toBeGreaterThan(5);
    }
  });
});
