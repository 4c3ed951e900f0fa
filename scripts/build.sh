#!/usr/bin/env bash
# `npm run build`: what the container runs, in dist/: the workspaces' bundles (dashboard, widget, SDK…), the compiled
# service and the prebuilt workflow bundle. dist/ is laid out as the repository is (src/http/app-files.ts), so the
# compiled service finds openapi.json and the bundles where the TypeScript sources find them. The entry points at
# dist's top level are what operators type: node dist/server.js, dist/worker.js, dist/migrate.js, dist/commerce.js.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build --workspaces --if-present --silent
rm -rf dist
npx tsc -p tsconfig.build.json
# The service reads the generated types of openapi.json (packages/sdk/src/generated) as types only: tsc still writes
# them out as an empty module that nothing loads, so it is not shipped.
rm -rf dist/packages
# Every file the compiled service reads at run time (APP_FILES), at the same path under dist/.
node -e 'console.log(Object.values(require("./dist/src/http/app-files").APP_FILES).join("\n"))' |
  while read -r file; do cp -r --parents "$file" dist/; done
# The database functions' definitions (src/<domain>/sql/*.sql), which the migrations read beside the compiled code.
(cd src && cp --parents */sql/*.sql ../dist/src/)
node dist/src/worker/workflow-bundle.js
echo "require('./src/server');" > dist/server.js
echo "require('./src/worker');" > dist/worker.js
echo "require('./src/cli/commerce');" > dist/commerce.js
echo "require('./src/db/migrate').migrateFromEnvironment();" > dist/migrate.js
