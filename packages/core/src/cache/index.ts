// The cache port (DESIGN §8 `ctx.cache`): what other domains use of it.
export { type Cache, PUBLIC_TTL_MS } from "./cache";
export { memoryCache } from "./memory";
export { redisCache } from "./redis";
