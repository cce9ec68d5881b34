/**
 * The module the user-tools slot loads (user-tools-slot.tsx), named for the root loader's
 * modulepreload links (lib/lazy-chunks.server.ts). A module of its own: the root imports the name
 * without importing the slot, whose chunk imports the root's types back.
 */
export const USER_TOOLS_MODULE = "features/accounts/UserTools.tsx";
