# syntax=docker/dockerfile:1
# Formulary's release image (ADR 017): the same `npm run build` and `npm ci --omit=dev` as the release system test
# (tests/system/release.test.ts), in two stages, so the image holds compiled JavaScript and run-time packages only.

# 1. Build: every dependency, then the web app (Vite) and the server (esbuild) into dist/.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Run time: production dependencies and the build output, as an unprivileged user.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY scripts/start.mjs ./scripts/start.mjs
# DATA_DIR holds backups and exports (and the embedded PostgreSQL when no DATABASE_URL is given).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains in-flight requests (src/server/main.ts): run node directly, not through npm.
CMD ["node", "dist/server/main.js"]
