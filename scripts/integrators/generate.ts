/**
 * The TypeScript types of the API, from its OpenAPI document, for a client made with openapi-fetch
 * (see journey.ts). What an integrator runs, and what the build runs on every change:
 *
 *   npx tsx integrators/generate.ts http://localhost:8080/api/openapi.json integrators/generated/api.d.ts
 *
 * `npx openapi-typescript <document> -o api.d.ts` makes the same types, except that a file part of
 * a multipart body (`format: binary`, the receipt) is a string there and a Blob here.
 */
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

export async function generateTypes(document: string | URL | object): Promise<string> {
  const nodes = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    silent: true,
    transform: (schema) => (schema.format === 'binary' ? ts.factory.createTypeReferenceNode('Blob') : undefined),
  });
  return astToString(nodes);
}

async function main(argv: string[]): Promise<void> {
  const [source, output] = argv;
  if (!source || !output) throw new Error('Usage: tsx integrators/generate.ts <document URL or file> <output .d.ts>');
  const document = /^https?:\/\//.test(source) ? new URL(source) : fs.readFileSync(source, 'utf8');
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, await generateTypes(document));
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
