/**
 * The layout's one-way rules as a checker of an import graph (file -> the files it imports, paths
 * from the repository's root). `scripts/imports.test.ts` feeds it the graph of src/ and
 * `scripts/layers.test.ts` feeds it small graphs that break each rule on purpose.
 *
 * The web app's layers, from the bottom: shared (code both sides run), the frame (what every app
 * stands on), entities (the data several screens show), features (one screen or flow each), and
 * the app entries (each app's start, store, routes, layout and api). A file imports only from its
 * own layer or below; an app never imports another app; a feature never imports another feature:
 * they share through events in the frame and selectors in entities. The server stands on shared
 * beside the web app and imports neither the web app nor the other way round.
 *
 * One allowance inside an app, as Redux Toolkit apps are made: its features use the app's kit, the
 * typed hooks, paths, api, store types and test utilities in its app/ and api/ folders, while the
 * app composes the features into its store and routes. The entry itself (index.tsx) is the top:
 * nothing imports it.
 */

export type ImportGraph = Record<string, readonly string[]>;

export type Rule = 'layer order' | 'apps apart' | 'features apart' | 'server and web app apart' | 'no cycle between sibling modules';

export interface Violation {
  rule: Rule;
  from: string;
  to: string;
  /** The rule's name first, then what broke it. */
  message: string;
}

export const layers = ['shared', 'frame', 'entities', 'features', 'app entries'] as const;
export type Layer = (typeof layers)[number];

export const apps = ['member', 'workshop', 'careline'] as const;

/** Folders whose sub-folders are modules that may depend on each other one way only. */
const MODULE_FOLDERS = ['src/server/modules', 'src/client/entities', 'src/shared', ...apps.map((app) => `src/client/${app}/features`)];

/**
 * Texts are data, not code: they import nothing and run nothing. The Malay rule messages and the
 * product texts are read by the screens, by shared's server texts and by the server's product
 * sheet, from where the web app keeps its texts; reading them pulls no client code along.
 */
const LOCALE_DATA = /^src\/client\/frame\/i18n\/locales\/(en|ms)\/[^/]+\.json$/;

/**
 * The one import across apps, and the only way into it: the careline console's replay page (its
 * folder) loads the member app's replay kit, which runs the member's own screens from a member's
 * diagnostic file. The replay IS the member app, so the console cannot have it without the
 * member's code; moving the member's screens down to the frame would make every app carry them.
 * The kit is a lazy chunk of the page (webpack.config.ts checks that no other careline chunk
 * holds member code, and that the member's own bundle never holds the kit).
 */
export const REPLAY_KIT = { from: 'src/client/careline/features/replay/', to: 'src/client/member/replay/index.ts' } as const;

const isReplayKitImport = (from: string, to: string) => from.startsWith(REPLAY_KIT.from) && to === REPLAY_KIT.to;

/** The layer a file of the web app or shared belongs to; null for the server, tests' helpers and journeys. */
export function layerOf(file: string): Layer | null {
  if (file.startsWith('src/shared/')) return 'shared';
  if (file.startsWith('src/client/frame/')) return 'frame';
  if (file.startsWith('src/client/entities/')) return 'entities';
  const app = appOf(file);
  if (app && file.startsWith(`src/client/${app}/features/`)) return 'features';
  // An app's own files, and the few above all three (the i18next key types every app shares).
  if (app || /^src\/client\/[^/]+$/.test(file)) return 'app entries';
  return null;
}

export function appOf(file: string): string | null {
  const match = /^src\/client\/([^/]+)\//.exec(file);
  return match && (apps as readonly string[]).includes(match[1]) ? match[1] : null;
}

/** The feature folder a file is in ('src/client/member/features/login'), or null. */
/** The file webpack builds an app from. */
export function isEntry(file: string): boolean {
  return /^src\/client\/[^/]+\/index\.tsx$/.test(file) && appOf(file) !== null;
}

export function featureOf(file: string): string | null {
  const match = /^(src\/client\/[^/]+\/features\/[^/]+)\//.exec(file);
  return match && appOf(file) ? match[1] : null;
}

const side = (file: string): 'server' | 'web app' | null =>
  file.startsWith('src/server/') ? 'server' : file.startsWith('src/client/') ? 'web app' : null;

function violation(rule: Rule, from: string, to: string, why: string): Violation {
  return { rule, from, to, message: `[${rule}] ${from} imports ${to}: ${why}` };
}

/** Every import that runs against the layer order, joins two apps, two features, or the server and the web app. */
export function layerViolations(graph: ImportGraph): Violation[] {
  const found: Violation[] = [];
  for (const [from, imports] of Object.entries(graph)) {
    for (const to of imports) {
      if (to === from) continue;
      const [fromSide, toSide] = [side(from), side(to)];
      if (fromSide && toSide && fromSide !== toSide && !LOCALE_DATA.test(to)) {
        found.push(violation('server and web app apart', from, to, `the ${fromSide} imports the ${toSide}; both stand on src/shared only`));
        continue;
      }
      if (isReplayKitImport(from, to)) continue;
      const [fromApp, toApp] = [appOf(from), appOf(to)];
      if (fromApp && toApp && fromApp !== toApp) {
        found.push(violation('apps apart', from, to, `the ${fromApp} app imports the ${toApp} app; what both need goes down to the frame or entities`));
        continue;
      }
      if (isEntry(to)) {
        found.push(violation('layer order', from, to, 'an app entry is the top layer; nothing imports it'));
        continue;
      }
      const [fromLayer, toLayer] = [layerOf(from), layerOf(to)];
      const appKit = fromLayer === 'features' && toLayer === 'app entries' && appOf(from) === appOf(to);
      if (fromLayer && toLayer && layers.indexOf(toLayer) > layers.indexOf(fromLayer) && !LOCALE_DATA.test(to) && !appKit) {
        found.push(violation('layer order', from, to, `${fromLayer} is below ${toLayer} (${layers.join(' < ')})`));
        continue;
      }
      const [fromFeature, toFeature] = [featureOf(from), featureOf(to)];
      if (fromFeature && toFeature && fromFeature !== toFeature) {
        found.push(violation('features apart', from, to, 'one feature imports another; share through events in the frame and selectors in entities'));
      }
    }
  }
  return found;
}

/** The module a file belongs to ('src/server/modules/loyalty'), or null outside MODULE_FOLDERS. */
export function moduleOf(file: string): string | null {
  for (const folder of MODULE_FOLDERS) {
    if (!file.startsWith(`${folder}/`)) continue;
    const [name, rest] = file.slice(folder.length + 1).split('/', 2);
    return rest === undefined ? null : `${folder}/${name}`;
  }
  return null;
}

/** Every chain of sibling modules that leads back to where it started, each named once. */
export function moduleCycles(graph: ImportGraph): Violation[] {
  const edges = new Map<string, Set<string>>();
  for (const [file, imports] of Object.entries(graph)) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const dependency of imports) {
      const to = moduleOf(dependency);
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
  return [...cycles.values()].map((cycle) => ({
    rule: 'no cycle between sibling modules' as const,
    from: cycle[0],
    to: cycle[cycle.length - 1],
    message: `[no cycle between sibling modules] ${[...cycle, cycle[0]].join(' -> ')}`,
  }));
}
