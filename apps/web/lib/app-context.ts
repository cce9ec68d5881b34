import { createContext } from "react-router";
import type { AppLoadContext } from "../../server/load-context";

export type { AppLoadContext };

/** The key under which loaders and actions find what the server handed them (apps/server/load-context.ts). */
export const appContext = createContext<AppLoadContext>();
