import { fetchHttp, runOps } from './client';

// The careline's command-line client of the operator API; see `npm run ops -- help`.
runOps(process.argv.slice(2), process.env, fetchHttp, { out: (l) => console.log(l), err: (l) => console.error(l) })
  .then((code) => process.exit(code))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
