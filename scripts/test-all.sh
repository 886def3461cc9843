#!/usr/bin/env bash
# THE test command (`npm test`): lint and typecheck, unit and integration tests (the API suite on
# PGlite and on a throwaway PostgreSQL), production build, then the Playwright journeys.
#
# Env: TEST_DATABASE_URL (use this PostgreSQL instead of starting a throwaway one).
# Every stage runs even if an earlier one failed (more to read from one run), except the
# journeys, which need a good build. Exits non-zero if any stage failed.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/check-node.mjs || exit 1 # one line saying which Node.js to install

LOG_DIR=$(mktemp -d "${TMPDIR:-/tmp}/catalogo-test.XXXXXX")
PG_STARTED=""
stop_pg() {
  if [[ -n "$PG_STARTED" ]]; then bash scripts/pg-test-cluster.sh stop "$PG_TEST_DIR" >/dev/null 2>&1 || true; fi
  PG_STARTED=""
}
trap 'stop_pg; rm -rf "$LOG_DIR"' EXIT
trap 'exit 130' INT TERM

if [[ -z "${TEST_DATABASE_URL:-}" ]]; then
  pg_env=$(bash scripts/pg-test-cluster.sh start) ||
    { echo "Cannot start a throwaway PostgreSQL (or set TEST_DATABASE_URL to an existing database)." >&2; exit 1; }
  eval "$pg_env"
  PG_STARTED=1
fi
export TEST_DATABASE_URL
echo "TEST_DATABASE_URL=$(sed -E 's#//[^@/]*@#//***@#' <<<"$TEST_DATABASE_URL")"

NX=(npx nx run-many --parallel=2 --outputStyle=static)
FAILED=()
TIMINGS=()

# stage <name> <command...>: runs it, keeps its output in $LOG_DIR/<name>.log, records the result.
stage() {
  local name=$1 start=$SECONDS status=0
  shift
  echo
  echo "===== $name: $*"
  "$@" 2>&1 | tee "$LOG_DIR/$name.log" || status=$?
  TIMINGS+=("$(printf '%-16s %4d s  %s' "$name" $((SECONDS - start)) "$([[ $status -eq 0 ]] && echo ok || echo "FAILED ($status)")")")
  [[ $status -eq 0 ]] || FAILED+=("$name")
  return 0
}

stage lint-typecheck "${NX[@]}" -t lint typecheck
stage unit-tests "${NX[@]}" -t test
stage script-tests node --test --test-reporter=spec scripts/*.test.mjs
stage build "${NX[@]}" -t build
if [[ " ${FAILED[*]} " == *" build "* ]]; then
  TIMINGS+=("$(printf '%-16s %4s    %s' e2e - 'skipped (build failed)')")
  FAILED+=(e2e)
else
  stage e2e npx playwright test -c e2e/playwright.config.ts
fi

stop_pg

echo
echo "===== Summary"
printf '  %s\n' "${TIMINGS[@]}"

# Counting: Jest prints `Tests: [N failed, ][N skipped, ]N passed, N total` per project (Nx replays
# it for cached tasks too), Node's test runner (scripts/*.test.mjs) `ℹ pass N` / `ℹ fail N` and
# Playwright `N passed` / `N failed` at the end. The total is printed
# only when every project that ran tests printed its count, so that it is never made up.
strip() { sed -E 's/\x1b\[[0-9;]*[A-Za-z]//g' "$1" 2>/dev/null || true; }
count_of() { { grep -oE "[0-9]+ $1" || true; } | awk '{ s += $1 } END { print s + 0 }'; }
honest=1
jest_lines=$(strip "$LOG_DIR/unit-tests.log" | grep -E '^Tests: ' || true)
nx_line=$(strip "$LOG_DIR/unit-tests.log" | grep -oE 'target test for ([0-9]+ project|project )' | tail -n 1 || true)
jest_projects=""
if [[ $nx_line =~ ([0-9]+) ]]; then jest_projects=${BASH_REMATCH[1]}; elif [[ -n $nx_line ]]; then jest_projects=1; fi
[[ -n "$jest_projects" && "$(grep -c . <<<"$jest_lines")" -eq "$jest_projects" ]] || honest=0
passed=$(count_of passed <<<"$jest_lines")
failed=$(count_of failed <<<"$jest_lines")
[[ " ${FAILED[*]} " != *" unit-tests "* || $failed -gt 0 ]] || honest=0
node_pass=$(strip "$LOG_DIR/script-tests.log" | grep -oE '^ℹ pass [0-9]+$' | grep -oE '[0-9]+' || true)
node_fail=$(strip "$LOG_DIR/script-tests.log" | grep -oE '^ℹ fail [0-9]+$' | grep -oE '[0-9]+' || true)
if [[ -n "$node_pass" && -n "$node_fail" ]]; then
  passed=$((passed + node_pass))
  failed=$((failed + node_fail))
  [[ " ${FAILED[*]} " != *" script-tests "* || $node_fail -gt 0 ]] || honest=0
else
  honest=0
fi
if [[ -f "$LOG_DIR/e2e.log" ]]; then
  e2e_summary=$(strip "$LOG_DIR/e2e.log" | grep -E '^ +[0-9]+ (passed|failed|interrupted|did not run)' || true)
  e2e_failed=$(count_of failed <<<"$e2e_summary")
  [[ -n "$e2e_summary" ]] || honest=0
  [[ " ${FAILED[*]} " != *" e2e "* || $e2e_failed -gt 0 ]] || honest=0
  passed=$((passed + $(count_of passed <<<"$e2e_summary")))
  failed=$((failed + e2e_failed))
else
  honest=0
fi

if ((${#FAILED[@]})); then
  echo "FAILED stages: ${FAILED[*]}"
else
  echo "All stages passed."
fi
if ((honest)); then echo "Total: $passed passed, $failed failed"; fi
((${#FAILED[@]} == 0))
