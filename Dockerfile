# Production image: the runtime folder of `npm run bundle` on Node 24, as the unprivileged node user.
#   docker build -t tastetype --build-arg VERSION=$(node -p "require('./package.json').version") --build-arg COMMIT=$(git rev-parse HEAD) .
#   docker run -p 3000:3000 -v tastetype-data:/data -v tastetype-backups:/backups tastetype    # embedded PostgreSQL in /data
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… tastetype

# The official Node images by default; `npm run image:check` passes stand-ins built from Debian's packages.
ARG NODE_IMAGE=node:24-bookworm
ARG NODE_SLIM_IMAGE=node:24-bookworm-slim

# Build: the whole workspace, then dist/runtime (built apps + production node_modules), as on a developer's machine.
FROM ${NODE_IMAGE} AS build
# The commit built: .git stays out of the context, so the build is told it (GET /health and /metrics show it).
ARG COMMIT=unknown
WORKDIR /workspace
# Dependencies first, so a source change does not reinstall them.
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN TASTETYPE_COMMIT=${COMMIT} NX_DAEMON=false NX_NO_CLOUD=true npm run bundle

# Run: Node and dist/runtime only; no compiler, no dev dependency, no source.
FROM ${NODE_SLIM_IMAGE}
ARG VERSION=unknown
ARG COMMIT=unknown
LABEL org.opencontainers.image.title=TasteType org.opencontainers.image.version=${VERSION} org.opencontainers.image.revision=${COMMIT}
# A container is reached through its published port: listen on every interface inside it.
# The embedded database's WAL archive and base backups go to /backups: mount another disk (volume) there.
ENV NODE_ENV=production DATA_DIR=/data BACKUP_DIR=/backups HOST=0.0.0.0
WORKDIR /app
COPY --from=build /workspace/dist/runtime ./
# The code stays root's (read-only to the server); only the embedded PostgreSQL's folders are the node user's.
RUN mkdir /data /backups && chown node:node /data /backups
USER node
EXPOSE 3000
# Slim has no curl: Node's fetch asks /health/ready (database answers, migrations ran).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/api/main.js"]
