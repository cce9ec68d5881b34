export * from "./highlight";
export * from "./segment";
export * from "./tender";
