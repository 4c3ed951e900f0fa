# One image for the API, the worker and the migrator (docker-compose.yml picks the command).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --loglevel=error
COPY tsconfig.json openapi.json ./
COPY src ./src
COPY workflows ./workflows
COPY activities ./activities
COPY temporal ./temporal
ENV HOST=0.0.0.0 PORT=3000
EXPOSE 3000
CMD ["node", "--max-semi-space-size=32", "--no-allocation-site-pretenuring", "--import", "tsx", "src/server.ts"]
