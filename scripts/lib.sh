# Shared steps of the start and test commands: each is idempotent and prints what it does.
say() { printf '\033[1m[%s]\033[0m %s\n' "${STEP_NAME:-setup}" "$*"; }

# The Node.js LTS the service runs on (the image's too: node:24-bookworm-slim). A machine whose node is older runs the
# start and test commands on this version: fetched once from the npm registry (node-<os>-<arch> holds the plain
# binary under bin/) into the tool cache beside the Go tools, and put first on PATH for the rest of the script.
NODE_VERSION=24.22.3
node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

ensure_node() {
  if [ "$(node_major)" -ge "${NODE_VERSION%%.*}" ]; then return; fi
  local dir="${XDG_CACHE_HOME:-$HOME/.cache}/commerce-service/node-v$NODE_VERSION"
  [ -x "$dir/bin/node" ] || fetch_node "$dir"
  export PATH="$dir/bin:$PATH"
  say "using Node.js $(node -v) from $dir (the machine's node is older than ${NODE_VERSION%%.*})"
}

fetch_node() {
  local dir=$1 os arch work
  command -v npm >/dev/null || { say "Node.js ${NODE_VERSION%%.*} is required (neither node nor npm found on PATH)."; exit 1; }
  os=$(uname -s | tr '[:upper:]' '[:lower:]')
  case "$(uname -m)" in x86_64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) arch=$(uname -m) ;; esac
  say "fetching Node.js $NODE_VERSION (npm package node-$os-$arch) into $dir…"
  work=$(mktemp -d)
  # Unpacked beside the cache and renamed into it, so an interrupted fetch never leaves half a node behind.
  if (cd "$work" && npm pack --silent "node-$os-$arch@$NODE_VERSION" >/dev/null && mkdir unpacked &&
    tar xzf node-*.tgz -C unpacked --strip-components=1) && mkdir -p "$(dirname "$dir")" &&
    rm -rf "$dir" && mv "$work/unpacked" "$dir"; then
    rm -rf "$work"
  else
    rm -rf "$work"
    say "fetching Node.js $NODE_VERSION from the npm registry failed; install Node.js ${NODE_VERSION%%.*} yourself."
    exit 1
  fi
}

# Installs exactly what package-lock.json pins, again whenever the lock file changes.
ensure_node_modules() {
  local stamp=node_modules/.package-lock.sha
  local want; want=$(sha256sum package-lock.json | cut -d' ' -f1)
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then return; fi
  say "installing npm dependencies (npm ci)…"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$want" > "$stamp"
}

# PostgreSQL from DATABASE_URL (default: the local server); a local cluster that is installed but stopped is started.
ensure_postgres() {
  local url="${DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/commerce}"
  if node -e "const {Client}=require('pg');const u=new URL(process.argv[1]);u.pathname='/postgres';const c=new Client({connectionString:u.toString(),connectionTimeoutMillis:3000});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$url"; then
    return
  fi
  if command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ]; then
    say "PostgreSQL is not answering; starting the local cluster…"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -1)" main start || true
    sleep 2
    node -e "const {Client}=require('pg');const u=new URL(process.argv[1]);u.pathname='/postgres';const c=new Client({connectionString:u.toString()});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$url" && return
  fi
  say "PostgreSQL is not reachable at ${url%%\?*}. Start PostgreSQL or set DATABASE_URL (see README, Troubleshooting)."
  exit 1
}

# The Temporal CLI (dev server): found on PATH or in the cache, else built once with Go (minutes; progress printed).
ensure_temporal_cli() {
  if [ -n "${TEMPORAL_ADDRESS_EXTERNAL:-}" ]; then return; fi
  TEMPORAL_CLI=$(npx tsx temporal/ensure-cli.ts) || exit 1
  export TEMPORAL_CLI
}

# Stripe's mock server for the Stripe provider's tests, built once with Go into the same cache (progress printed).
ensure_stripe_mock() {
  STRIPE_MOCK=$(npx tsx temporal/ensure-cli.ts stripe-mock) || exit 1
  export STRIPE_MOCK
}

# versitygw, the S3 server over a local folder that npm start and the tests keep files in, built once with Go.
ensure_versitygw() {
  npx tsx temporal/ensure-cli.ts versitygw >/dev/null || exit 1
}

# Helm, which lints and renders the chart in deploy/helm, built once with Go into the same cache.
ensure_helm() {
  HELM=$(npx tsx temporal/ensure-cli.ts helm) || exit 1
  export HELM
}

# The Temporal server and its SQL tool for the scale-out check, built once with Go into the same cache (minutes).
ensure_temporal_server() {
  npx tsx temporal/ensure-cli.ts temporal-server >/dev/null
}

# Debian's Chromium for the browser tests (npm's bundled browser downloads cannot reach their hosts here).
ensure_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then return; fi
  if command -v chromium >/dev/null; then export CHROMIUM_PATH; CHROMIUM_PATH=$(command -v chromium); return; fi
  command -v apt-get >/dev/null || { say "Chromium is required for the browser tests: install it or set CHROMIUM_PATH."; exit 1; }
  say "installing Debian's chromium for the browser tests (apt-get; first run only)…"
  local sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq && $sudo apt-get install -y -qq chromium >/dev/null || { say "apt-get install chromium failed."; exit 1; }
  export CHROMIUM_PATH; CHROMIUM_PATH=$(command -v chromium)
}

# Builds every npm workspace under packages/ that has a build script (widget, dashboard, SDK…).
build_workspaces() {
  [ -d packages ] || return 0
  say "building the workspace packages (npm run build --workspaces)…"
  npm run build --workspaces --if-present --silent || { say "building the workspace packages failed."; exit 1; }
}
