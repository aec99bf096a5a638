# Frontdesk: one image for every server process (docs/deploy.md). Two stages: the first installs
# everything and builds the web app and the chat widget; the second keeps what runs.

FROM node:20-slim AS build
WORKDIR /app
# The manifests first, so the install layer is reused until a dependency changes.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/react-chat/package.json packages/react-chat/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=root:root /app /app
# The code belongs to root and cannot be changed by the server; only DATA_DIR is its own.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Ready means the database answers (Redis being away is reported, not fatal): see /readyz.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# `npm start`: migrations at start, then the server (or WEB_CONCURRENCY server processes).
CMD ["node", "scripts/start.mjs"]
