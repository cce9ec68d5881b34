#!/usr/bin/env bash
# Deploys a new release without downtime (ADR 0022): after `npm ci && npm run build` in /opt/portal,
# restarts the web processes one at a time, each only once the previous one answers /readyz again,
# so nginx always has a process to send visitors to; then the worker.
#   deploy/rolling-restart.sh 3001 3002
set -euo pipefail
for port in "$@"; do
  systemctl restart "portal-web@$port"
  for _ in $(seq 1 60); do
    if curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then break; fi
    sleep 1
  done
  curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null || { echo "端口 $port 的进程 60 秒内未就绪，已停止滚动重启" >&2; exit 1; }
  echo "端口 $port 已就绪"
done
systemctl restart portal-worker
