export * from "./account";
export * from "./chat";
export * from "./content";
export * from "./identity";
export * from "./site";
