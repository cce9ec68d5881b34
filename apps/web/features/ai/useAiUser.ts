import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";

/** The signed-in user from the root loader, or null for a visitor. */
export function useAiUser() {
  return (useRouteLoaderData("root") as RootData | undefined)?.user ?? null;
}
