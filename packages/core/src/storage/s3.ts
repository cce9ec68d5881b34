import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { AwsClient } from "aws4fetch";
import { configured, defaultHttp, type HttpClient } from "../http";
import { checkKey, contentTypeOf, type FileStorage } from "./storage";

export interface S3StorageOptions {
  /** The service root, e.g. https://oss-cn-hangzhou.aliyuncs.com or http://127.0.0.1:9000. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** endpoint/bucket/key (MinIO and most self-hosted servers) rather than bucket.endpoint/key. */
  forcePathStyle: boolean;
  /**
   * Bytes buffered per multipart part (8 MiB). S3 refuses parts under 5 MiB except the last, so only
   * tests set it lower, to exercise multipart uploads with small bodies.
   */
  partSize?: number;
  /** The outgoing-HTTP port; the process's default one when absent. */
  http?: HttpClient;
}

const DEFAULT_PART = 8 * 1024 * 1024;
/** S3's own limit on parts per upload: 80 GB at 8 MiB, far beyond anything we store. */
const MAX_PARTS = 10_000;
/** Tries after the first for an answer of 5xx or 429, as aws4fetch's own fetch would. */
const RETRIES = 3;
/**
 * The longest wait for an answer to start (a part of 8 MiB on a slow uplink included) and for each
 * next piece of a body. Objects are streamed, so there is no limit on a call's size or whole time.
 */
const WAIT_MS = 120_000;

/**
 * Objects in an S3-compatible bucket (DESIGN §8), signed with AWS Signature V4 by aws4fetch and sent
 * through the outgoing-HTTP port to S3_ENDPOINT only (the operator's, so trusted even on 127.0.0.1). Bodies stream both ways: a read hands over the response body as it arrives, a put of
 * a stream goes up in parts of `partSize` bytes, so memory stays at one part whatever the file.
 */
export function s3FileStorage(opts: S3StorageOptions): FileStorage {
  const aws = new AwsClient({ accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey, service: "s3", region: opts.region });
  const http = opts.http ?? defaultHttp();
  const partSize = opts.partSize ?? DEFAULT_PART;
  const root = new URL(opts.endpoint);
  const urlOf = (key: string, query = "") => {
    const path = checkKey(key).split("/").map(encodeURIComponent).join("/");
    const base = opts.forcePathStyle
      ? `${root.origin}${root.pathname.replace(/\/$/, "")}/${opts.bucket}`
      : `${root.protocol}//${opts.bucket}.${root.host}${root.pathname.replace(/\/$/, "")}`;
    return `${base}/${path}${query}`;
  };
  const endpoint = configured(urlOf("endpoint"));
  // Retries (5xx, 429) re-send the same request, which is safe: every body we send is a buffer.
  const send = async (key: string, init: RequestInit & { query?: string }) => {
    for (let attempt = 0; ; attempt++) {
      const signed = await aws.sign(urlOf(key, init.query), { method: init.method, headers: init.headers, body: init.body });
      const res = await http.fetch(signed.url, {
        ...endpoint,
        method: signed.method,
        headers: signed.headers,
        body: init.body,
        timeoutMs: WAIT_MS,
        totalMs: Number.POSITIVE_INFINITY,
        maxBytes: Number.POSITIVE_INFINITY,
      });
      if (attempt >= RETRIES || (res.status < 500 && res.status !== 429)) return res;
      await res.body?.cancel();
      await new Promise((r) => setTimeout(r, Math.random() * 50 * 2 ** attempt));
    }
  };

  async function putWhole(key: string, body: Uint8Array) {
    const res = await send(key, { method: "PUT", body: bodyInit(body), headers: { "Content-Type": contentTypeOf(key) } });
    await expectOk(res, "PUT", key);
    return { size: body.byteLength };
  }

  /** Multipart upload (CreateMultipartUpload, UploadPart…, Complete); aborted on any failure so no parts linger. */
  async function putParts(key: string, first: Buffer, rest: AsyncIterator<Buffer>) {
    const created = await send(key, { method: "POST", query: "?uploads", headers: { "Content-Type": contentTypeOf(key) } });
    await expectOk(created, "CreateMultipartUpload", key, false);
    const uploadId = xmlValue(await created.text(), "UploadId");
    if (!uploadId) throw new Error(`S3 CreateMultipartUpload ${key}: no UploadId in the answer`);
    const q = (extra = "") => `?uploadId=${encodeURIComponent(uploadId)}${extra}`;
    const etags: string[] = [];
    let size = 0;
    try {
      for (let part: Buffer | undefined = first; part; part = (await rest.next()).value) {
        if (etags.length === MAX_PARTS) throw new Error(`S3 upload ${key}: more than ${MAX_PARTS} parts`);
        const res = await send(key, { method: "PUT", query: q(`&partNumber=${etags.length + 1}`), body: bodyInit(part) });
        await expectOk(res, "UploadPart", key);
        const etag = res.headers.get("etag");
        if (!etag) throw new Error(`S3 UploadPart ${key}: no ETag`);
        etags.push(etag);
        size += part.byteLength;
      }
      const xml = `<CompleteMultipartUpload>${etags
        .map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`)
        .join("")}</CompleteMultipartUpload>`;
      const done = await send(key, { method: "POST", query: q(), body: xml, headers: { "Content-Type": "application/xml" } });
      await expectOk(done, "CompleteMultipartUpload", key, false);
      // S3 may answer 200 and still report a failure in the body (it sends the status before it is done).
      const answer = await done.text();
      if (answer.includes("<Error>"))
        throw new Error(`S3 CompleteMultipartUpload ${key}: ${xmlValue(answer, "Code") ?? answer.slice(0, 200)}`);
      return { size };
    } catch (err) {
      await send(key, { method: "DELETE", query: q() })
        .then((res) => res.body?.cancel())
        .catch(() => {}); // the original failure is the one worth reporting
      throw err;
    }
  }

  return {
    kind: "s3",
    async put(key, body) {
      checkKey(key);
      if (body instanceof Uint8Array) return putWhole(key, body);
      const parts = chunked(body, partSize);
      try {
        const first = await parts.next();
        if (first.done) return await putWhole(key, new Uint8Array());
        const second = await parts.next();
        // One part's worth or less: a plain PUT, no multipart bookkeeping.
        if (second.done) return await putWhole(key, first.value);
        return await putParts(key, first.value, prepend(second.value, parts));
      } finally {
        // Stops reading (and destroys the body) when the upload ended early; a no-op after the end.
        await parts.return(undefined);
      }
    },
    async stat(key) {
      const res = await send(key, { method: "HEAD" });
      if (res.status === 404) return null;
      await expectOk(res, "HEAD", key);
      return { size: Number(res.headers.get("content-length") ?? 0), contentType: contentTypeOf(key) };
    },
    async read(key, range) {
      const headers: Record<string, string> = range ? { Range: `bytes=${range.start}-${range.end}` } : {};
      const res = await send(key, { method: "GET", headers });
      if (res.status === 404) {
        await res.body?.cancel();
        throw Object.assign(new Error(`no stored object: ${key}`), { code: "ENOENT" });
      }
      await expectOk(res, "GET", key, false);
      // The caller has promised its client exactly these bytes (Content-Length): a server that ignored
      // the Range, or answered another one, would break that promise, so its answer is refused.
      const got = res.headers.get("content-range");
      if (range && (res.status !== 206 || !got?.startsWith(`bytes ${range.start}-${range.end}/`))) {
        await res.body?.cancel();
        throw new Error(`S3 GET ${key}: asked for bytes ${range.start}-${range.end}, got ${res.status} ${got ?? ""}`);
      }
      if (!res.body) throw new Error(`S3 GET ${key}: no body`);
      return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    },
    async remove(key) {
      const res = await send(key, { method: "DELETE" });
      if (res.status === 404) return;
      await expectOk(res, "DELETE", key);
    },
  };
}

/** Throws with S3's error code on a failure; `drain` discards a body nobody will read, freeing the connection. */
async function expectOk(res: Response, op: string, key: string, drain = true) {
  if (res.ok) {
    if (drain) await res.body?.cancel();
    return;
  }
  const text = await res.text().catch(() => "");
  throw new Error(`S3 ${op} ${key}: ${res.status} ${xmlValue(text, "Code") ?? res.statusText}`);
}

/** Node's fetch sends any byte view; the DOM typing only names ArrayBuffer-backed ones. */
const bodyInit = (bytes: Uint8Array) => bytes as Uint8Array<ArrayBuffer>;

function xmlValue(xml: string, tag: string): string | undefined {
  return new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];
}

function escapeXml(s: string) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The stream cut into buffers of exactly `size` bytes (the last one shorter). Reading pauses while a
 * part is being sent, so at most one part and one incoming chunk are held at a time.
 */
async function* chunked(body: Readable, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    const buf = typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    held.push(buf);
    length += buf.byteLength;
    while (length >= size) {
      const all = Buffer.concat(held, length);
      yield all.subarray(0, size);
      // Copy the remainder so the part just sent can be freed.
      held = [Buffer.from(all.subarray(size))];
      length -= size;
    }
  }
  if (length > 0) yield Buffer.concat(held, length);
}

async function* prepend(first: Buffer, rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield first;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}
