# The portal as a container image (README「部署」). One image for web processes and the worker:
#   docker build -t portal .
#   docker run -d -p 3000:3000 -v portal-data:/data portal                         # one machine, PGlite
#   docker run -d --env-file portal.env -e WORKER=off -e TRUST_PROXY=true portal     # a web process
#   docker run -d --env-file portal.env portal node build/app/worker.js              # the worker
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
# ffmpeg transcodes course videos (else the npm package's binary is used); the font draws Chinese
# titles on the generated demo clips.
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg fonts-wqy-microhei \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
ENV NODE_ENV=production DATA_DIR=/data HOST=0.0.0.0 PORT=3000 \
    MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=65536
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=120s \
  CMD node -e "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The flags of `npm start` (ADR 0009); SIGTERM shuts down gracefully.
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=192", "build/app/main.js"]
