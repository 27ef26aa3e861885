#!/usr/bin/env bash
# `npm test`: every test, with independent steps side by side on a small machine. The type check runs
# beside the build; then the shared, client and API projects on two jest workers, and beside them the
# browser journeys on two more (one server, a Chromium per journey file). Ends with one line
# "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

# Under .ci/run the counts go to its summary file; alone, to one of our own, added up at the end.
own_summary=""
if [ -z "${TEST_SUMMARY_FILE:-}" ]; then
  own_summary=$(mktemp)
  export TEST_SUMMARY_FILE="$own_summary"
fi
status=0

typecheck_log=$(mktemp)
npm run typecheck >"$typecheck_log" 2>&1 &
typecheck=$!
npm run build || status=1
wait "$typecheck" || status=1
cat "$typecheck_log"
rm -f "$typecheck_log"

if [ "$status" = 0 ]; then
  # The browser journeys spend much of their time waiting on pages, so they run beside the other
  # projects rather than after them, two files at a time; their report is printed once they end.
  browser_log=$(mktemp)
  npm run jest -- --selectProjects browser --maxWorkers=2 >"$browser_log" 2>&1 &
  browser=$!
  npm run jest -- --selectProjects shared client server --maxWorkers=2 || status=1
  wait "$browser" || status=1
  echo "--- Browser journeys ---"
  cat "$browser_log"
  rm -f "$browser_log"
fi

if [ -n "$own_summary" ]; then
  read -r passed failed < <(awk '{p+=$1; f+=$2} END {print p+0, f+0}' "$own_summary")
  rm -f "$own_summary"
  if [ "$status" != 0 ] && [ "$failed" = 0 ]; then failed=1; fi
  echo "$passed passed, $failed failed"
fi
exit "$status"
