#!/usr/bin/env bash
# The whole test suite from a fresh clone: installs what it needs, then typecheck, lint and jest against the
# real PostgreSQL and a Temporal dev server of its own. The last line is "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
STEP_NAME=test
source scripts/lib.sh
ensure_node
ensure_node_modules
ensure_postgres
ensure_temporal_cli
ensure_stripe_mock
ensure_chromium
build_workspaces
mkdir -p .data/test

say "typecheck (tsc --noEmit)…"
npx tsc --noEmit -p tsconfig.json || { echo "0 passed, 1 failed"; exit 1; }
say "lint (eslint)…"
npx eslint . || { echo "0 passed, 1 failed"; exit 1; }

say "jest (integration tests use PostgreSQL and a Temporal dev server)…"
results=.data/test/jest-results.json
rm -f "$results"
npx jest --json --outputFile="$results" "$@"
status=$?
if [ -f "$results" ]; then
  node -e 'const r=require(process.argv[1]);console.log(`${r.numPassedTests} passed, ${r.numFailedTests + r.numRuntimeErrorTestSuites} failed`)' "$PWD/$results"
else
  echo "0 passed, 1 failed"
fi
exit $status
