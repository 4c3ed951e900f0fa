#!/usr/bin/env bash
# Starts the whole service from a fresh clone: dependencies, PostgreSQL, migrations, Temporal dev server (UI on
# :8233), a seeded demo store, the worker and the API. Ctrl-C stops what it started.
set -euo pipefail
cd "$(dirname "$0")/.."
STEP_NAME=start
source scripts/lib.sh
ensure_node
ensure_node_modules
ensure_postgres
build_workspaces
exec node_modules/.bin/tsx scripts/start.ts
