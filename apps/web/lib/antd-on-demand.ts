/**
 * The on-demand imports of antd-based code any public page may need: messages and dialogs
 * (toast-antd). Each dynamic import carries the list of chunks to preload
 * with it, about 30 antd chunks here, in the chunk that asks. Asked from this one module, which
 * every page loads at start (through toast), the list is written once instead of once per asking
 * chunk (issue 15).
 */
export const loadToastAntd = () => import("./toast-antd");
