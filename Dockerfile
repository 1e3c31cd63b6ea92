# Chainboard's container image (docs/operations.md): the built app, the server and its production
# dependencies on the official Node image of the supported major, run by a non-root user under tini.
#
#   docker build -t chainboard .
#   docker run -p 8080:8080 -v chainboard-data:/data -e ALLOW_ANONYMOUS=true chainboard
#
# NODE_IMAGE may name the same image by digest (node:20-bookworm-slim@sha256:…) for a
# byte-for-byte reproducible base; the dependencies come from package-lock.json through `npm ci`.
ARG NODE_IMAGE=node:20-bookworm-slim

# --- build: every dependency (Vite, the router plugin), the native SQLite binding, the app ---
FROM ${NODE_IMAGE} AS build
# better-sqlite3 compiles against the Node headers the official image ships under /usr/local
# when no prebuilt binary can be fetched, which needs a compiler and Python.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local npm_config_update_notifier=false
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The production dependencies only, then what the running server never reads: the SQLite
# sources and objects the binding was compiled from, and TypeScript (viem's optional peer, kept
# by the prune; tsx compiles with esbuild).
RUN npm run build -- --logLevel warn \
 && npm prune --omit=dev --no-audit --no-fund \
 && npm cache clean --force \
 && cd node_modules \
 && rm -rf typescript better-sqlite3/deps better-sqlite3/src better-sqlite3/build/deps \
      better-sqlite3/build/Release/obj better-sqlite3/build/Release/obj.target better-sqlite3/build/Release/.deps \
      better-sqlite3/build/Release/sqlite3.a better-sqlite3/build/Release/test_extension.node

# --- run: the official image again, tini, a user of its own, the app read-only to it ---
FROM ${NODE_IMAGE}
# tini is PID 1: it passes SIGTERM/SIGINT to the server (which then drains within
# SHUTDOWN_TIMEOUT_S) and reaps children, whichever engine runs the image and without
# `docker run --init`; Node as PID 1 would also get no default signal dispositions.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 chainboard \
 && useradd --system --uid 10001 --gid chainboard --home-dir /nonexistent --no-create-home --shell /usr/sbin/nologin chainboard \
 && mkdir -p /data \
 && chown chainboard:chainboard /data
WORKDIR /app
COPY --from=build /app /app
# The published port is the engine's choice, so the default Host names match on any port;
# set ALLOWED_HOSTS to the public name in a deployment.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    ALLOWED_HOSTS=localhost,127.0.0.1 \
    DATA_DIR=/data
# The commit the image was built from, for /api/status, the metrics and the start log (the image
# has no .git): docker build --build-arg CHAINBOARD_COMMIT=$(git rev-parse HEAD) .
ARG CHAINBOARD_COMMIT=
ENV CHAINBOARD_COMMIT=${CHAINBOARD_COMMIT}
VOLUME ["/data"]
EXPOSE 8080
USER chainboard:chainboard
# No curl in the slim image: Node itself asks the liveness probe.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# The server itself, never a build: it is the process tini signals.
CMD ["node", "--max-semi-space-size=32", "--import", "tsx", "server/main.ts"]
