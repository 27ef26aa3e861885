#!/usr/bin/env bash
# `npm test`: the type check, the build and every test, with independent steps side by side on a
# small machine. Ends with one line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

# Under .ci/run the counts go to its summary file; alone, to one of our own, added up at the end.
own_summary=""
if [ -z "${TEST_SUMMARY_FILE:-}" ]; then
  own_summary=$(mktemp)
  export TEST_SUMMARY_FILE="$own_summary"
fi
status=0

# Only the browser journeys need the built web app: the build, then the journeys (two files at a
# time, one server, a Chromium per file), run in the background beside the type check, while the
# shared, client and API projects run on two jest workers from the start. Their reports are printed
# once each ends, not interleaved.
typecheck_log=$(mktemp)
npm run typecheck >"$typecheck_log" 2>&1 &
typecheck=$!
browser_log=$(mktemp)
(npm run build && npm run jest -- --selectProjects browser --maxWorkers=2) >"$browser_log" 2>&1 &
browser=$!

npm run jest -- --selectProjects shared client server --maxWorkers=2 || status=1

wait "$typecheck" || status=1
echo "--- Type check ---"
cat "$typecheck_log"
wait "$browser" || status=1
echo "--- Build and browser journeys ---"
cat "$browser_log"
rm -f "$typecheck_log" "$browser_log"

if [ -n "$own_summary" ]; then
  read -r passed failed < <(awk '{p+=$1; f+=$2} END {print p+0, f+0}' "$own_summary")
  rm -f "$own_summary"
  if [ "$status" != 0 ] && [ "$failed" = 0 ]; then failed=1; fi
  echo "$passed passed, $failed failed"
fi
exit "$status"
