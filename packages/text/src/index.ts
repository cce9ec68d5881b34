export * from "./highlight";
export * from "./segment";
