import { parentPort } from "node:worker_threads";
import { prepareAll } from "@portal/core/tender/prepare";

/**
 * The first start's second core (prepare-pool.ts): extracts the fields of a batch of tender notices
 * and tokenises it (down to the tsvector's lexemes) while the seed writes the batch before it. Answers each request with its id.
 */
parentPort?.on("message", (m: { id: number; notices: Parameters<typeof prepareAll>[0]; today: string }) => {
  // The lexemes as one string each: far cheaper to send back than every notice's word array.
  parentPort?.postMessage({ id: m.id, outcomes: prepareAll(m.notices, m.today, { lexemes: true }) });
});
