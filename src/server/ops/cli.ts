import { fetchHttp, runOps } from './client';
import { runFirstAdmin } from './firstAdmin';

const io = { out: (l: string) => console.log(l), err: (l: string) => console.error(l) };
const [command, ...args] = process.argv.slice(2);

// The careline's command-line client of the operator API; see `npm run ops -- help`. The first
// administrator is made against the database itself, before anyone can sign in to make a token.
(command === 'careline:first-admin' ? runFirstAdmin(args, process.env, io) : runOps(process.argv.slice(2), process.env, fetchHttp, io))
  .then((code) => process.exit(code))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
