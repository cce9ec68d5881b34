export * from "./audit-labels";
export * from "./enums";
export * from "./envelope";
export * from "./errors";
export * from "./markdown";
export * from "./tender-fields";
export * from "./time-filter";
export * from "./trace";
