import { layerViolations, moduleCycles, type ImportGraph } from './layers';

const rulesBroken = (graph: ImportGraph) => layerViolations(graph).map(({ rule, from, to }) => ({ rule, from, to }));

describe('the layer checker', () => {
  it('passes imports that go down the layers, inside one app and one feature', () => {
    const graph: ImportGraph = {
      'src/client/member/index.tsx': ['src/client/member/app/store.ts', 'src/client/frame/startApp.tsx'],
      'src/client/member/app/store.ts': ['src/client/member/features/login/slice.ts', 'src/client/entities/profile/slice.ts', 'src/client/frame/store.ts'],
      'src/client/member/features/login/sagas.ts': ['src/client/member/features/login/slice.ts', 'src/client/entities/profile/slice.ts', 'src/client/frame/callApi.ts'],
      // A feature uses its own app's kit: typed hooks, paths, api.
      'src/client/member/features/login/LoginPage.tsx': ['src/client/member/app/hooks.ts', 'src/client/member/app/paths.ts', 'src/client/member/api/index.ts'],
      'src/client/entities/profile/slice.ts': ['src/client/frame/session/slice.ts', 'src/shared/contract/accounts.ts'],
      'src/client/frame/callApi.ts': ['src/shared/contract/envelope.ts'],
      'src/client/i18next.d.ts': ['src/client/frame/i18n/resources.ts', 'src/client/workshop/texts/en.json', 'src/client/careline/texts/en.json'],
      'src/server/modules/login/routes.ts': ['src/shared/contract/accounts.ts'],
      // Texts are data that shared and the server may read.
      'src/shared/serverTexts/index.ts': ['src/client/frame/i18n/locales/ms/rules.json'],
      'src/server/modules/documents/productSheet.ts': ['src/client/frame/i18n/locales/ms/products.json'],
    };
    expect(rulesBroken(graph)).toEqual([]);
    expect(moduleCycles(graph)).toEqual([]);
  });

  it('reports each rule broken, naming the rule', () => {
    const graph: ImportGraph = {
      // The frame reaches up into an app, and an entity into a feature.
      'src/client/frame/ErrorBoundary.tsx': ['src/client/member/features/support/DownloadDiagnosticButton.tsx'],
      'src/client/entities/vehicles/selectors.ts': ['src/client/member/app/store.ts'],
      // Shared reaches into the web app's code.
      'src/shared/rules/messages.ts': ['src/client/frame/i18n/index.ts'],
      // One app imports another.
      'src/client/workshop/app/routes.tsx': ['src/client/member/app/paths.ts'],
      // One feature imports another, in the same app.
      'src/client/member/features/survey/slice.ts': ['src/client/member/features/register/slice.ts'],
      // A feature reaches into its app's entry, and into another app's kit.
      'src/client/member/features/home/HomePage.tsx': ['src/client/member/index.tsx'],
      'src/client/workshop/features/landing/LandingPage.tsx': ['src/client/member/app/hooks.ts'],
      // The server imports the web app.
      'src/server/modules/login/routes.ts': ['src/client/frame/session/cookies.ts'],
    };
    expect(rulesBroken(graph)).toEqual([
      { rule: 'layer order', from: 'src/client/frame/ErrorBoundary.tsx', to: 'src/client/member/features/support/DownloadDiagnosticButton.tsx' },
      { rule: 'layer order', from: 'src/client/entities/vehicles/selectors.ts', to: 'src/client/member/app/store.ts' },
      { rule: 'layer order', from: 'src/shared/rules/messages.ts', to: 'src/client/frame/i18n/index.ts' },
      { rule: 'apps apart', from: 'src/client/workshop/app/routes.tsx', to: 'src/client/member/app/paths.ts' },
      { rule: 'features apart', from: 'src/client/member/features/survey/slice.ts', to: 'src/client/member/features/register/slice.ts' },
      { rule: 'layer order', from: 'src/client/member/features/home/HomePage.tsx', to: 'src/client/member/index.tsx' },
      { rule: 'apps apart', from: 'src/client/workshop/features/landing/LandingPage.tsx', to: 'src/client/member/app/hooks.ts' },
      { rule: 'server and web app apart', from: 'src/server/modules/login/routes.ts', to: 'src/client/frame/session/cookies.ts' },
    ]);
  });

  it('allows the one documented import across apps, the console replay page loading the member app’s replay kit, and no other', () => {
    const graph: ImportGraph = {
      // The exception: the replay page's folder, the kit's index.
      'src/client/careline/features/replay/memberKit.ts': ['src/client/member/replay/index.ts'],
      'src/client/careline/features/replay/slice.ts': ['src/client/member/replay/index.ts'],
      // Past the kit's index, from elsewhere in the console, or from another app: still refused.
      'src/client/careline/features/replay/sagas.ts': ['src/client/member/replay/readSnapshot.ts'],
      'src/client/careline/features/memberCase/CasePage.tsx': ['src/client/member/replay/index.ts'],
      'src/client/workshop/features/replay/memberKit.ts': ['src/client/member/replay/index.ts'],
    };
    expect(layerViolations(graph).map(({ rule, from }) => [rule, from])).toEqual([
      ['apps apart', 'src/client/careline/features/replay/sagas.ts'],
      ['apps apart', 'src/client/careline/features/memberCase/CasePage.tsx'],
      ['apps apart', 'src/client/workshop/features/replay/memberKit.ts'],
    ]);
  });

  it('says which rule in each message', () => {
    const [broken] = layerViolations({ 'src/client/careline/app/routes.tsx': ['src/client/workshop/features/landing/LandingPage.tsx'] });
    expect(broken.message).toBe(
      '[apps apart] src/client/careline/app/routes.tsx imports src/client/workshop/features/landing/LandingPage.tsx: the careline app imports the workshop app; what both need goes down to the frame or entities',
    );
  });

  it('reports a cycle between sibling modules', () => {
    const graph: ImportGraph = {
      'src/server/modules/loyalty/service.ts': ['src/server/modules/services/store.ts'],
      'src/server/modules/services/submit.ts': ['src/server/modules/loyalty/view.ts'],
      'src/client/entities/vehicles/slice.ts': ['src/client/entities/loyalty/slice.ts'],
    };
    expect(moduleCycles(graph).map((cycle) => cycle.message)).toEqual([
      '[no cycle between sibling modules] src/server/modules/services -> src/server/modules/loyalty -> src/server/modules/services',
    ]);
  });
});
