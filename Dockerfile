# One image for the API, the worker, the migrator and the operator CLI (docker-compose.yml and the Kubernetes
# manifests pick the command): compiled JavaScript on Node, no TypeScript at run time, not run as root.

# Build: every dependency (the workspaces' too), then `npm run build`: dist/ holds the compiled service, the prebuilt
# workflow bundle, openapi.json and the dashboard's and widget's bundles, laid out as the repository is. The lock
# files and the workspaces' package.json files come first, so `npm ci` is cached until one of them changes.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/dashboard/package.json packages/dashboard/
COPY packages/sdk/package.json packages/sdk/
COPY packages/widget/package.json packages/widget/
COPY packages/zapier/package.json packages/zapier/
RUN npm ci --no-audit --no-fund --loglevel=error
COPY . .
RUN npm run build

# The service's production dependencies only, from the same lock file: not the workspaces' (lit, preact,
# zapier-platform-core), not the development tools (TypeScript, jest, the TypeScript loader).
FROM node:24-bookworm-slim AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --workspaces=false --no-audit --no-fund --loglevel=error && npm cache clean --force

FROM node:24-bookworm-slim
# Two malloc arenas, not glibc's 8 per core: less memory held by the threads' arenas (src/api-node-flags.ts).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 MAIL_DIR=/app/.data/mail MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=production-dependencies /app/package.json /app/package-lock.json ./
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN mkdir -p /app/.data/mail && chown -R node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=16", "--no-allocation-site-pretenuring", "dist/server.js"]
