// The throttle counters (ctx.throttle): fixed and sliding windows over the store the context holds.
export * from "./throttle";
