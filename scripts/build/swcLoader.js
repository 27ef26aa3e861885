// The web build's TypeScript loader: SWC (already the tests' transpiler, @swc/jest) strips the
// types and compiles the JSX of each file on its own, as ts-loader's transpileOnly did with
// TypeScript's compiler at several times the CPU; `npm run typecheck` type-checks the tree once.
// Modules stay ES modules, so webpack still drops unused exports.
const swc = require('@swc/core');

module.exports = function swcLoader(source, inputSourceMap) {
  const done = this.async();
  const tsx = this.resourcePath.endsWith('.tsx');
  swc
    .transform(source, {
      filename: this.resourcePath,
      sourceMaps: this.sourceMap,
      inputSourceMap: inputSourceMap ? JSON.stringify(inputSourceMap) : undefined,
      swcrc: false,
      configFile: false,
      jsc: {
        parser: { syntax: 'typescript', tsx },
        target: 'es2022',
        transform: { react: { runtime: 'automatic' } },
      },
    })
    .then(
      (output) => done(null, output.code, output.map ? JSON.parse(output.map) : undefined),
      (error) => done(error),
    );
};
