# Courtside: multi-stage image. Build with `docker build -t courtside .`, run with
# `docker run -p 3000:3000 -v courtside-data:/data -e ADMIN_PASSWORD=... -e SESSION_SECRET=... courtside`.

# 1. Production dependencies only (lmdb ships prebuilt binaries for linux glibc x64/arm64).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 2. Full install and the build: the client bundle (Vite) into dist/client, the server (type-checked by tsc, bundled by esbuild) into dist/server/main.js.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 3. Runtime: the compiled server run by plain node, as the unprivileged `node` user.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
# package.json marks the compiled files as ES modules and is how the server finds its root (server/paths.ts).
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/dist ./dist
COPY --from=build /app/static ./static
# Preloaded by the CMD below: V8's background threads at the lowest priority (docs/operating.md, How the server runs).
COPY --from=build /app/server/process/background-priority.cjs ./server/process/background-priority.cjs
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node runs as PID 1 and handles SIGTERM itself (clean shutdown within 5 s).
CMD ["node", "--require", "./server/process/background-priority.cjs", "--enable-source-maps", "dist/server/main.js"]
