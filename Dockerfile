# One image for every shop process (api, projections, worker, mailer, sandbox, mailbox); docker-compose.yml picks
# the command. Both stages share a base (the manifests stage), so the native packages npm ci picks (the EventStoreDB
# client's bridge, SWC, esbuild) match the platform they run on.

# --- manifests: the workspaces' package files alone, so each stage's npm ci layer is reused until a
# dependency changes -----------------------------------------------------------------------------
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY api/package.json api/
COPY projections/package.json projections/
COPY worker/package.json worker/
COPY sandbox/package.json sandbox/
COPY mailbox/package.json mailbox/
COPY storefront/package.json storefront/
COPY console/package.json console/
COPY tests/package.json tests/

# --- build: every dependency, then TypeScript and the two Vite sites -----------------------------
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production dependencies, sources (migrations, manifests) and the built output ------
FROM manifests
ENV NODE_ENV=production
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY . .
COPY --from=build /app/contract/dist contract/dist
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/projections/dist projections/dist
COPY --from=build /app/worker/dist worker/dist
COPY --from=build /app/sandbox/dist sandbox/dist
COPY --from=build /app/mailbox/dist mailbox/dist
COPY --from=build /app/storefront/dist storefront/dist
COPY --from=build /app/console/dist console/dist
USER node
EXPOSE 3000 3999 3997 2525
CMD ["node", "api/dist/main.js"]
