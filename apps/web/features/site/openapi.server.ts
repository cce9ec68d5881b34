import type { RouterContextProvider } from "react-router";
import { appContext } from "~/lib/app-context";

/** The parts of an OpenAPI 3.0 document the open-platform pages read. */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  description?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  example?: unknown;
}
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
}
export interface OpenApiDoc {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/**
 * Our own OpenAPI description: the same document /api/openapi.json serves, generated from the zod
 * route definitions and handed over by the server in-process (no network hop).
 */
export async function openApiDocument(context: Readonly<RouterContextProvider>): Promise<OpenApiDoc> {
  const doc = (await context.get(appContext).openApi()) as OpenApiDoc;
  // Staff-only calls of the admin console are not part of the open platform.
  return { ...doc, paths: Object.fromEntries(Object.entries(doc.paths).filter(([p]) => !p.startsWith("/admin/"))) };
}

/** "/news/pub/dirNews" ↔ "news-pub-dirNews": a route-safe id per operation. */
export const operationId = (path: string) => path.replace(/^\//, "").replace(/[^\w]+/g, "-");

export interface OperationSummary {
  id: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
}

/** The staff console's calls are documented in /api/openapi.json but are not part of the open platform. */
export function listOperations(d: OpenApiDoc): OperationSummary[] {
  return Object.entries(d.paths)
    .filter(([path]) => !path.startsWith("/admin/"))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        id: operationId(path),
        method: method.toUpperCase(),
        path: `/api${path}`,
        summary: op.summary ?? path,
        tag: op.tags?.[0] ?? "其他",
      })),
    );
}

export interface Field {
  name: string;
  type: string;
  required: boolean;
  description: string;
  depth: number;
}

/** Flattens a schema into rows (nested objects and arrays of objects indented), resolving $refs. */
export function schemaFields(d: OpenApiDoc, schema: Schema | undefined, depth = 0, seen = new Set<string>()): Field[] {
  const s = resolve(d, schema, seen);
  if (!s?.properties || depth > 4) return [];
  return Object.entries(s.properties).flatMap(([name, raw]) => {
    const p = resolve(d, raw, seen) ?? {};
    const row: Field = { name, type: typeName(d, raw), required: s.required?.includes(name) ?? false, description: constraints(p), depth };
    const inner = p.type === "array" ? resolve(d, p.items, seen) : p;
    const ref = raw.$ref ?? (p.type === "array" ? p.items?.$ref : undefined);
    if (ref && seen.has(ref)) return [row];
    const next = new Set(seen);
    if (ref) next.add(ref);
    return [row, ...schemaFields(d, inner, depth + 1, next)];
  });
}

function resolve(d: OpenApiDoc, s: Schema | undefined, _seen: Set<string>): Schema | undefined {
  if (!s) return undefined;
  if (s.$ref) return d.components?.schemas?.[s.$ref.split("/").pop() as string];
  if (s.allOf?.length === 1) return resolve(d, s.allOf[0], _seen);
  return s;
}

function typeName(d: OpenApiDoc, s: Schema): string {
  if (s.$ref) return s.$ref.split("/").pop() as string;
  if (s.anyOf || s.oneOf) return (s.anyOf ?? s.oneOf ?? []).map((x) => typeName(d, x)).join(" | ");
  if (s.type === "array") return `${s.items ? typeName(d, s.items) : "any"}[]`;
  if (s.enum) return s.enum.map((e) => JSON.stringify(e)).join(" | ");
  return `${s.type ?? "any"}${s.nullable ? " | null" : ""}`;
}

function constraints(s: Schema): string {
  const parts = [s.description ?? ""];
  if (s.minimum !== undefined) parts.push(`最小 ${s.minimum}`);
  if (s.maximum !== undefined) parts.push(`最大 ${s.maximum}`);
  if (s.minLength !== undefined) parts.push(`至少 ${s.minLength} 个字符`);
  if (s.maxLength !== undefined) parts.push(`最多 ${s.maxLength} 个字符`);
  if (s.default !== undefined) parts.push(`默认 ${JSON.stringify(s.default)}`);
  return parts.filter(Boolean).join("；");
}
