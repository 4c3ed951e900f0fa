#!/usr/bin/env bash
# `npm run build`: the compiled service in dist/ (what the container runs). The entry points at dist's top level are
# what operators type: node dist/server.js, dist/worker.js, dist/migrate.js, dist/commerce.js.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf dist
npx tsc -p tsconfig.build.json
cp openapi.json dist/openapi.json
# The database functions' definitions (src/<domain>/sql/*.sql), which the migrations read beside the compiled code.
(cd src && cp --parents */sql/*.sql ../dist/src/)
node dist/src/worker/workflow-bundle.js
echo "require('./src/server');" > dist/server.js
echo "require('./src/worker');" > dist/worker.js
echo "require('./src/cli/commerce');" > dist/commerce.js
echo "require('./src/db/migrate').migrateFromEnvironment();" > dist/migrate.js
