// Issue 31's "access by construction" (ADR 0032): every function @portal/core exports that reaches a
// database write must also reach an access check, so a verb is safe whoever calls it.
//
// The walk uses the TypeScript 7 API (typescript/unstable/sync) over the root tsconfig:
// - a *unit* is a top-level function, variable or class of packages/core/src (tests excluded); a
//   unit's body is its whole subtree, so closures (`withTransaction(ctx, async (tx) => …)`) and
//   functions passed by name (`queue.process(JOB, run)`) count as reached;
// - an edge is any reference from a unit to another unit, resolved by the type checker through
//   imports and re-exports (a reference to an object member leads to the unit that declares it);
// - a *write* is drizzle's `.insert(` / `.update(` / `.delete(`, an `sql` template that inserts,
//   updates or deletes, or `JobQueue.add` (an enqueue);
// - a *check* is reaching `requireUser`, `requirePermission`, `requireSystem` or `requireChatVisitor` (access.ts). Reach
//   is counted over the whole graph (a check on any branch counts): the test finds verbs with no
//   check at all, it does not prove that every branch checks.
// An exported writer that reaches no check fails, unless PUBLIC says why it is public by nature.
// Helpers other domains call on someone's behalf (audit trail, tickets, sessions, points, mail…) are
// not exported from the root (packages/core/src/index.ts) and so are not walked as entry points.
import path from "node:path";
import { type Node, type SourceFile, SyntaxKind } from "typescript/unstable/ast";
import { API, type Project, SignatureKind, SymbolFlags, type Symbol as TsSymbol } from "typescript/unstable/sync";
import { expect, it } from "vitest";

/** Public by nature: anyone may call these, and each says why. */
const PUBLIC: Record<string, string> = {
  // Sending a code: the caller is not signed in yet (sendVerification throttles per phone and per IP).
  sendLoginCode: "sends a login code to the phone being signed in with",
  sendPasswordLoginCode: "sends the code of a password-and-code login in progress",
  sendRegisterCode: "sends a code to the phone being registered",
  sendBindCode: "sends a code to the phone a third-party login is being bound to",
  orgSendCode: "sends a code for an organisation login in progress",
  recoverySend: "sends a code to the phone of an account being recovered",
  resendDoubleAuth: "sends the second-factor code of a login in progress again",
  // Captcha.
  newImageCode: "makes an image captcha",
  checkImageCode: "checks an image captcha and spends its ticket",
  // Payment notices, verified by the platform's signature.
  acceptAlipayNotice: "Alipay's notice of payment, verified by Alipay's signature",
  acceptWechatNotice: "WeChat Pay's notice of payment, verified by the platform key's signature",
  // Signing in, registering, recovering: the caller proves who they are with a code, password or ticket.
  loginByCode: "logs in with a phone code",
  loginByPassword: "logs in with a password",
  loginByPasswordAndCode: "logs in with a password and a phone code",
  orgCodeLogin: "organisation login with a phone code",
  orgPasswordLogin: "organisation login with a password",
  oauthStart: "starts a third-party login (its state ticket)",
  oauthCallback: "a third-party login's callback, proven by the provider's code and our state ticket",
  bindByPhone: "binds a third-party login to a phone proven by a code",
  createQrLogin: "shows a login QR code to a browser not signed in",
  pollQrLogin: "the browser's poll of its QR login, proven by a secret not in the picture",
  verifyDoubleAuth: "the second step of a login in progress, proven by its ticket and code",
  redeemExchangeCode: "the app's one-time login code exchanged for a session",
  register: "registers an account with a phone code",
  recoveryCheck: "checks an account-recovery code",
  recoveryListAccounts: "lists the accounts of a phone proven by a recovery code",
  recoveryUpdatePassword: "sets a new password with a recovery ticket",
  // Sessions: how a request gets its actor, and how it gives it up.
  resolveSession: "turns a request's session cookie into its actor (before any actor exists)",
  logout: "ends the caller's own session; an anonymous caller changes nothing",
  // Page-view analytics and read counters of public pages.
  visitTracker: "page-view analytics, batched; takes no ctx",
  readArticle: "counts a visitor's read of a published article",
  recordRead: "counts a visitor's read of a published article (once a day per visitor)",
  // The chat window's guest identity, made before the visitor has a chat cookie.
  createGuest: "a chat visitor's guest identity",
  // Public reads that store what they computed: the built-in list, a statistics snapshot.
  listTools: "the public AI tools list; the first call stores the built-in tools",
  toolDetail: "a public AI tool page; the first call stores the built-in tools",
  tenderStatistics: "the public tender statistics page; stores the figures it computed as a snapshot (ADR 0036)",
  // Start-up plumbing that takes no ctx and acts for no one.
  withLane: "wraps the job queues at start-up (a lane for transcodes); takes no ctx",
  startReextraction: "queues the re-extraction job once the server answers (continues a cut-off run); takes no ctx",
};

const ROOT = path.resolve(".");
const CORE = `${ROOT}/packages/core/src/`;
const CHECKS = new Set(["access.ts:requireUser", "access.ts:requirePermission", "access.ts:requireSystem", "access.ts:requireChatVisitor"]);
const DRIZZLE_WRITES = new Set(["insert", "update", "delete"]);
const RAW_WRITE = /\b(insert\s+into|update\s+\w+\s+set|delete\s+from)\b/i;

interface Unit {
  key: string; // "tender/merge.ts:mergeTenderOrgs"
  writes: boolean;
  refs: Set<string>; // keys of the units it references
}

const isCoreFile = (f: string) => f.startsWith(CORE) && f.endsWith(".ts") && !f.endsWith(".test.ts");

/** The top-level declarations of a file, with their names. */
function topLevel(sf: SourceFile): { name: string; node: Node }[] {
  const out: { name: string; node: Node }[] = [];
  for (const st of sf.statements) {
    const s = st as Node & { name?: { text: string }; declarationList?: { declarations: (Node & { name: Node & { text?: string } })[] } };
    if ((st.kind === SyntaxKind.FunctionDeclaration || st.kind === SyntaxKind.ClassDeclaration) && s.name)
      out.push({ name: s.name.text, node: st });
    if (st.kind === SyntaxKind.VariableStatement && s.declarationList) {
      for (const d of s.declarationList.declarations) if (d.name.text) out.push({ name: d.name.text, node: d });
    }
  }
  return out;
}

/** The top-level declaration a node belongs to; undefined for a local variable (part of its unit already). */
function topLevelOf(node: Node | undefined): Node | undefined {
  let n = node;
  while (n?.parent && n.parent.kind !== SyntaxKind.SourceFile && n.kind !== SyntaxKind.VariableDeclaration) n = n.parent;
  if (n?.kind === SyntaxKind.VariableDeclaration && n.parent.parent.parent.kind !== SyntaxKind.SourceFile) return undefined;
  return n;
}

function walk(node: Node, visit: (n: Node) => void) {
  visit(node);
  node.forEachChild((child) => {
    walk(child, visit);
  });
}

/** Builds the units of packages/core and their references; returns them with the exported functions. */
function analyse(project: Project) {
  const { program, checker } = project;
  const files = program.getSourceFileNames().filter(isCoreFile);
  const units = new Map<string, Unit>();
  const unitAt = new Map<string, Map<number, string>>(); // file → top-level node pos → unit key
  const pending: { unit: Unit; id: Node }[] = [];
  const names = new Set<string>([...DRIZZLE_WRITES, "add"]);
  const trees: { unit: Unit; node: Node }[] = [];
  for (const file of files) {
    const sf = program.getSourceFile(file);
    if (!sf) continue;
    const at = new Map<number, string>();
    unitAt.set(file, at);
    for (const { name, node } of topLevel(sf)) {
      const unit: Unit = { key: `${file.slice(CORE.length)}:${name}`, writes: false, refs: new Set() };
      units.set(unit.key, unit);
      at.set(node.pos, unit.key);
      names.add(name);
      trees.push({ unit, node });
      // Members of top-level objects and classes can be reached through a property access.
      walk(node, (n) => {
        const m = n as Node & { name?: Node & { text?: string } };
        if ((n.kind === SyntaxKind.MethodDeclaration || n.kind === SyntaxKind.PropertyAssignment) && m.name?.text) names.add(m.name.text);
      });
    }
  }
  for (const { unit, node } of trees) {
    walk(node, (n) => {
      if (
        n.kind === SyntaxKind.Identifier &&
        names.has((n as Node & { text: string }).text) &&
        n !== (node as Node & { name?: Node }).name
      ) {
        pending.push({ unit, id: n });
      }
      if (n.kind === SyntaxKind.TaggedTemplateExpression) {
        const t = n as Node & { tag: Node; template: Node };
        if (t.tag.getText() === "sql" && RAW_WRITE.test(t.template.getText())) unit.writes = true;
      }
    });
  }

  // Resolve every candidate reference in one request, then follow aliases (imports, re-exports).
  const symbols = checker.getSymbolAtLocation(pending.map((p) => p.id));
  pending.forEach(({ id }, i) => {
    // `{ run }` names the property; the value it holds is the function `run`.
    if (id.parent.kind === SyntaxKind.ShorthandPropertyAssignment) symbols[i] = checker.getShorthandAssignmentValueSymbol(id.parent);
  });
  const targetOf = new Map<number, string | null>();
  const resolveTarget = (sym: TsSymbol): string | null => {
    const cached = targetOf.get(sym.id);
    if (cached !== undefined) return cached;
    let real = sym;
    if (sym.flags & SymbolFlags.Alias) real = checker.getAliasedSymbol(sym);
    let target: string | null = null;
    const decl = real.declarations[0];
    if (decl?.path.includes("/node_modules/drizzle-orm/") && DRIZZLE_WRITES.has(real.name)) target = "write";
    else if (decl?.path.endsWith("/core/src/jobs/queue.ts") && real.name === "add") target = "write";
    else if (decl && isCoreFile(decl.path)) {
      const top = topLevelOf(decl.resolve(project));
      target = top ? (unitAt.get(decl.path)?.get(top.pos) ?? null) : null;
    }
    targetOf.set(sym.id, target);
    return target;
  };
  pending.forEach(({ unit }, i) => {
    const sym = symbols[i];
    const target = sym && resolveTarget(sym);
    if (target === "write") unit.writes = true;
    else if (target && target !== unit.key) unit.refs.add(target);
  });

  // The functions the core root exports (its re-exports followed): values that can be called.
  const index = program.getSourceFile(`${CORE}index.ts`);
  const moduleSymbol = index && checker.getSymbolAtLocation(index);
  const values = (moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [])
    .map((sym) => ({ sym, real: sym.flags & SymbolFlags.Alias ? checker.getAliasedSymbol(sym) : sym }))
    .filter(({ real }) => real.flags & (SymbolFlags.Function | SymbolFlags.Variable));
  const types = checker.getTypeOfSymbol(values.map((v) => v.real));
  const exported = new Map<string, string>(); // exported name → unit key
  values.forEach(({ sym }, i) => {
    const key = resolveTarget(sym);
    const type = types[i];
    if (key && key !== "write" && type && checker.getSignaturesOfType(type, SignatureKind.Call).length) exported.set(sym.name, key);
  });
  return { units, exported };
}

/** Every unit `from` reaches, itself included, each with the unit it was reached from (for the printed path). */
function reach(units: Map<string, Unit>, from: string): Map<string, string> {
  const prev = new Map([[from, ""]]);
  const todo = [from];
  while (todo.length) {
    const k = todo.shift() as string;
    for (const r of units.get(k)?.refs ?? []) {
      if (!prev.has(r)) {
        prev.set(r, k);
        todo.push(r);
      }
    }
  }
  return prev;
}

/** How `from` reaches a write: "news-write.ts:createArticle → lifecycle.ts:lifecycle". */
function pathTo(prev: Map<string, string>, to: string) {
  const chain: string[] = [];
  for (let k = to; k; k = prev.get(k) as string) chain.unshift(k);
  return chain.join(" → ");
}

it("every exported writer of @portal/core reaches an access check", () => {
  const api = new API({ cwd: ROOT });
  try {
    const project = api.updateSnapshot({ openProjects: [`${ROOT}/tsconfig.json`] }).getProjects()[0];
    const { units, exported } = analyse(project);
    expect(exported.size, "the walk found the core's exported functions").toBeGreaterThan(100);
    const writers: string[] = [];
    const unchecked = new Map<string, string>(); // name → how it writes
    for (const [name, key] of exported) {
      const prev = reach(units, key);
      const write = [...prev.keys()].find((k) => units.get(k)?.writes);
      if (!write) continue;
      writers.push(name);
      if (![...prev.keys()].some((k) => CHECKS.has(k))) unchecked.set(name, pathTo(prev, write));
    }
    const fresh = [...unchecked.keys()].filter((n) => !PUBLIC[n]).sort();
    const publicChecked = Object.keys(PUBLIC).filter((n) => !unchecked.has(n));
    console.log(
      `@portal/core exports ${exported.size} functions; ${writers.length} write, ${writers.length - unchecked.size} reach a check, ` +
        `${Object.keys(PUBLIC).length} public by nature`,
    );
    expect(
      fresh.map((n) => `${n}: ${unchecked.get(n)}`),
      "exported writers reaching no requireUser/requirePermission/requireSystem: check at the top of the verb, or say in PUBLIC why anyone may call it",
    ).toEqual([]);
    expect(publicChecked, "no longer an unchecked writer: remove them from PUBLIC").toEqual([]);
  } finally {
    api.close();
  }
}, 60_000);
