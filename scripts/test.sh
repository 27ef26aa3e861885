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

# How long each step took (wall clock; the steps run side by side), printed at the end so the next
# person sees where the time goes. Under .ci/run the lines go to its file, printed with its own.
own_timings=""
if [ -z "${TEST_TIMINGS_FILE:-}" ]; then
  own_timings=$(mktemp)
  export TEST_TIMINGS_FILE="$own_timings"
fi
# `timed "what" command...`: runs the command and records its seconds under that name.
timed() {
  local what=$1 start=$SECONDS rc
  shift
  "$@"
  rc=$?
  printf '%-40s %4d s\n' "$what" "$((SECONDS - start))" >>"$TEST_TIMINGS_FILE"
  return "$rc"
}

# Only the browser journeys need the built web app: the build, then the journeys (two files at a
# time, one server and one Chromium for the run), run in the background beside the type check, while
# the shared, client and API projects run on two jest workers from the start. Their reports are
# printed once each ends, not interleaved.

typecheck_log=$(mktemp)
timed "type check" npm run typecheck >"$typecheck_log" 2>&1 &
typecheck=$!
browser_log=$(mktemp)
(timed "build (webpack, prerender)" npm run build && timed "browser journeys" npm run jest -- --selectProjects browser --maxWorkers=2) >"$browser_log" 2>&1 &
browser=$!

timed "shared, client and API tests" npm run jest -- --selectProjects shared client server --maxWorkers=2 || status=1

wait "$typecheck" || status=1
echo "--- Type check ---"
cat "$typecheck_log"
wait "$browser" || status=1
echo "--- Build and browser journeys ---"
cat "$browser_log"
rm -f "$typecheck_log" "$browser_log"

if [ -n "$own_timings" ]; then
  echo "--- Time per step ---"
  cat "$own_timings"
  rm -f "$own_timings"
fi
if [ -n "$own_summary" ]; then
  read -r passed failed < <(awk '{p+=$1; f+=$2} END {print p+0, f+0}' "$own_summary")
  rm -f "$own_summary"
  if [ "$status" != 0 ] && [ "$failed" = 0 ]; then failed=1; fi
  echo "$passed passed, $failed failed"
fi
exit "$status"
