// The outgoing-HTTP port (DESIGN §8 `ctx.http`, ADR 0029): every request to another server goes through it.
export { addressVerdict, isAddressLiteral, parseIPv4, parseIPv6 } from "./address";
export {
  configured,
  createHttp,
  defaultHttp,
  type HttpClient,
  type HttpOptions,
  MAX_REDIRECTS,
  type OutgoingHttp,
  type OutgoingInit,
  OutgoingRefused,
} from "./client";
