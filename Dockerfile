# Production image: the built app on Node 20, talking to PostgreSQL (DATABASE_URL).
# The same image runs an API process (default command) or an analysis worker:
#   docker run … vtx node dist/server/worker.js   (no port; the health check below is for the API)
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
# jemalloc gives memory back to the system once a burst of analyses is over; with glibc's
# allocator the process kept what the burst took (docs/deploy.md, "Memory after a burst").
# The slim image has no font: the annotated charts' labels would print as empty boxes.
RUN apt-get update && apt-get install -y --no-install-recommends libjemalloc2 fontconfig-config fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/* \
  && ln -s "/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2" /usr/local/lib/libjemalloc.so.2
ENV NODE_ENV=production PORT=3000 LD_PRELOAD=/usr/local/lib/libjemalloc.so.2
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
# Readiness, not mere liveness: a process that lost its database is reported unhealthy.
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/api/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "dist/server/main.js"]
