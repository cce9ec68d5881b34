export * from "./agent";
export * from "./guest";
export * from "./hours";
export * from "./images";
export * from "./privacy";
export * from "./protocol";
export * from "./visitor";
