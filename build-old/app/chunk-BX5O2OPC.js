// packages/contract/src/audit-labels.ts
var EVENTS = {
  "login.success": "\u767B\u5F55\u6210\u529F",
  "login.failed": "\u767B\u5F55\u5931\u8D25",
  "login.qr_confirmed": "\u626B\u7801\u786E\u8BA4\u767B\u5F55",
  "login.qr_refused": "\u626B\u7801\u62D2\u7EDD\u767B\u5F55",
  "login.second_factor_sent": "\u53D1\u9001\u4E8C\u6B21\u9A8C\u8BC1\u7801",
  "login.second_factor_failed": "\u4E8C\u6B21\u9A8C\u8BC1\u5931\u8D25",
  "login.oauth_state_rejected": "\u7B2C\u4E09\u65B9\u767B\u5F55\u6821\u9A8C\u5931\u8D25",
  "reauth.failed": "\u8EAB\u4EFD\u786E\u8BA4\u5931\u8D25",
  "session.revoked": "\u8BBE\u5907\u4E0B\u7EBF",
  "company.switched": "\u5207\u6362\u4F01\u4E1A",
  "exchange.issued": "\u7B7E\u53D1\u5E73\u53F0\u767B\u5F55\u7801",
  "exchange.redeemed": "\u5E73\u53F0\u5151\u6362\u767B\u5F55\u7801",
  "account.registered": "\u6CE8\u518C\u8D26\u53F7",
  "account.upgraded": "\u5347\u7EA7\u4E3A\u6B63\u5F0F\u8D26\u53F7",
  "account.password_changed": "\u4FEE\u6539\u5BC6\u7801",
  "account.password_reset": "\u627E\u56DE\u5BC6\u7801",
  "account.phone_changed": "\u66F4\u6362\u624B\u673A\u53F7",
  "account.email_changed": "\u66F4\u6362\u90AE\u7BB1",
  "account.avatar_changed": "\u66F4\u6362\u5934\u50CF",
  "account.identity_linked": "\u7ED1\u5B9A\u7B2C\u4E09\u65B9\u8D26\u53F7",
  "account.exported": "\u5BFC\u51FA\u4E2A\u4EBA\u6570\u636E",
  "account.deletion_requested": "\u7533\u8BF7\u6CE8\u9500",
  "account.deletion_cancelled": "\u64A4\u9500\u6CE8\u9500",
  "account.purged": "\u6CE8\u9500\u5B8C\u6210",
  "tender.llm_retry": "\u91CD\u65B0\u4EA4\u7ED9\u5927\u6A21\u578B\u8BC6\u522B",
  "tender.manual_entry": "\u4EBA\u5DE5\u5F55\u5165\u62DB\u6807\u516C\u544A",
  "delivery.retry": "\u91CD\u65B0\u53D1\u9001\u8BA2\u9605\u63A8\u9001",
  "order.confirm": "\u786E\u8BA4\u8BA2\u5355\u6536\u6B3E",
  "order.cancel": "\u53D6\u6D88\u8BA2\u5355",
  "org.created": "\u521B\u5EFA\u673A\u6784",
  "org.renamed": "\u4FEE\u6539\u673A\u6784\u540D\u79F0",
  "org.member_added": "\u6DFB\u52A0\u673A\u6784\u6210\u5458",
  "org.member_removed": "\u79FB\u9664\u673A\u6784\u6210\u5458",
  "org.role_changed": "\u8C03\u6574\u6210\u5458\u89D2\u8272",
  "org.left": "\u9000\u51FA\u673A\u6784",
  "videoLesson.upload": "\u4E0A\u4F20\u8BFE\u65F6\u89C6\u9891",
  "videoLesson.retry": "\u91CD\u65B0\u8F6C\u7801\u8BFE\u65F6",
  "chat.transfer": "\u8F6C\u63A5\u5BA2\u670D\u4F1A\u8BDD",
  "ai.tool.create": "\u65B0\u5EFA AI \u5199\u4F5C\u5DE5\u5177",
  "ai.tool.update": "\u4FEE\u6539 AI \u5199\u4F5C\u5DE5\u5177"
};
var OBJECTS = {
  news: "\u8D44\u8BAF",
  chat: "\u5BA2\u670D\u4F1A\u8BDD",
  aiTool: "AI \u5199\u4F5C\u5DE5\u5177",
  column: "\u680F\u76EE",
  tag: "\u6807\u7B7E",
  settings: "\u7AD9\u70B9\u8BBE\u7F6E",
  footer: "\u9875\u811A\u94FE\u63A5",
  agreement: "\u534F\u8BAE",
  file: "\u6587\u4EF6",
  staff: "\u5DE5\u4F5C\u4EBA\u5458",
  pageInfo: "\u9875\u9762 TDK",
  product: "\u4EA7\u54C1",
  productLog: "\u66F4\u65B0\u65E5\u5FD7",
  solution: "\u89E3\u51B3\u65B9\u6848",
  helpDoc: "\u5E2E\u52A9\u6587\u6863",
  helpDir: "\u5E2E\u52A9\u76EE\u5F55",
  job: "\u804C\u4F4D",
  studyDoc: "\u6807\u51C6/\u653F\u7B56/\u8BBA\u6587",
  studyCat: "\u8D44\u6599\u5206\u7C7B",
  user: "\u7528\u6237",
  session: "\u4F1A\u8BDD",
  qr_login: "\u626B\u7801\u767B\u5F55",
  crawlSource: "\u91C7\u96C6\u6765\u6E90",
  tender: "\u62DB\u6807\u516C\u544A",
  tenderOrg: "\u62DB\u6807\u5355\u4F4D",
  pointRules: "\u79EF\u5206\u89C4\u5219",
  order: "\u8BA2\u5355",
  delivery: "\u8BA2\u9605\u63A8\u9001",
  company: "\u673A\u6784",
  videoCat: "\u8BFE\u7A0B\u5206\u7C7B",
  videoCourse: "\u89C6\u9891\u8BFE\u7A0B",
  videoLesson: "\u8BFE\u65F6",
  download: "\u8D44\u6599",
  downloadDir: "\u8D44\u6599\u76EE\u5F55"
};
var VERBS = {
  create: "\u65B0\u5EFA",
  update: "\u4FEE\u6539",
  publish: "\u53D1\u5E03",
  unpublish: "\u64A4\u56DE",
  remove: "\u5220\u9664",
  reorder: "\u6392\u5E8F",
  upload: "\u4E0A\u4F20",
  updateRoles: "\u4FEE\u6539\u89D2\u8272",
  disable: "\u505C\u7528",
  save: "\u4FDD\u5B58",
  run: "\u7ACB\u5373\u8FD0\u884C",
  correct: "\u66F4\u6B63",
  uncorrect: "\u64A4\u9500\u66F4\u6B63",
  withdraw: "\u64A4\u4E0B",
  restore: "\u6062\u590D",
  merge: "\u5408\u5E76"
};
function auditActionLabel(action) {
  if (EVENTS[action]) return EVENTS[action];
  const [object, verb] = action.split(".");
  return OBJECTS[object] && VERBS[verb] ? `${VERBS[verb]}${OBJECTS[object]}` : action;
}
function auditTargetLabel(type, id) {
  if (!type) return "";
  const name = OBJECTS[type] ?? type;
  if (!id || /^[0-9a-f]{8}-[0-9a-f]{4}-/.test(id)) return name;
  return `${name} ${/^\d+$/.test(id) ? `#${id}` : id}`;
}

// packages/contract/src/enums.ts
var PROJECT_TYPES = {
  ALL: "\u5168\u90E8",
  COMMON: "\u901A\u7528",
  NON: "\u975E\u9879\u76EE",
  ROAD: "\u516C\u8DEF",
  SUBWAY: "\u5730\u94C1",
  TUNNEL: "\u96A7\u9053",
  BUILDING: "\u623F\u5EFA",
  GOV: "\u5E02\u653F",
  WATER: "\u6C34\u5229"
};
var PARTY_TYPES = {
  ALL: "\u5168\u90E8",
  COMMON: "\u901A\u7528",
  YZ: "\u5EFA\u8BBE\u5355\u4F4D",
  SG: "\u65BD\u5DE5\u5355\u4F4D",
  JL: "\u76D1\u7406\u5355\u4F4D",
  ZX: "\u54A8\u8BE2\u5355\u4F4D",
  JG: "\u76D1\u7BA1\u5355\u4F4D"
};
var TIME_FILTERS = {
  ALL: "\u5168\u90E8",
  THREEDAY: "\u8FD1\u4E09\u5929",
  ONEWEEK: "\u8FD1\u4E00\u5468",
  ONEMONTH: "\u8FD1\u4E00\u6708",
  THREEMONTH: "\u8FD1\u4E09\u6708",
  ONEYEAR: "\u8FD1\u4E00\u5E74"
};
var CONTENT_KINDS = { NEWS: "\u8D44\u8BAF", KNOW: "\u77E5\u8BC6" };
var INFO_TYPES = {
  NORMAL: "\u6807\u51C6",
  POLICY: "\u653F\u7B56",
  PAPER: "\u8BBA\u6587",
  VIDEO: "\u8BFE\u7A0B",
  DOWNLOAD: "\u8D44\u6599",
  NEWS: "\u8D44\u8BAF",
  TENDER: "\u62DB\u6807"
};
var TENDER_CATEGORIES = {
  ENGINEERING: "\u5DE5\u7A0B\u5EFA\u8BBE",
  GOVERNMENT_PURCHASE: "\u653F\u5E9C\u91C7\u8D2D",
  LAND_USE: "\u571F\u5730\u4F7F\u7528\u6743",
  MINING: "\u77FF\u4E1A\u6743",
  STATE_PROPERTY: "\u56FD\u6709\u4EA7\u6743",
  CARBON_EMISSION: "\u78B3\u6392\u653E\u6743",
  DUMPING: "\u6392\u6C61\u6743",
  DRUGS_PURCHASE: "\u836F\u54C1\u91C7\u8D2D",
  VACCINES: "\u75AB\u82D7\u91C7\u8D2D",
  FOREST: "\u6797\u6743",
  OTHER: "\u5176\u4ED6"
};
var ENGINEERING_STAGES = {
  "0100": { key: "ANNOUNCEMENT", label: "\u62DB\u6807/\u8D44\u683C\u9884\u5BA1\u516C\u544A", tag: "\u62DB\u6807" },
  "0102": { key: "BID_OPENING_RECORD", label: "\u5F00\u6807\u8BB0\u5F55", tag: "\u5F00\u6807" },
  "0103": { key: "CANDIDATES", label: "\u4E2D\u6807\u5019\u9009\u4EBA\u516C\u793A", tag: "\u5019\u9009" },
  "0104": { key: "TRADING_RESULTS", label: "\u4EA4\u6613\u7ED3\u679C\u516C\u793A", tag: "\u7ED3\u679C" },
  "0105": { key: "CLARIFIES", label: "\u62DB\u6807\u6587\u4EF6\u6F84\u6E05", tag: "\u6F84\u6E05" },
  "0106": { key: "PREQUALIFICATION_RESULT", label: "\u8D44\u683C\u9884\u5BA1\u7ED3\u679C", tag: "\u9884\u5BA1" }
};
var FILE_TYPES = ["UNKNOWN", "XLSX", "DOCX", "PDF", "PPT"];
var QR_LOGIN_STATES = {
  WAITING: "\u8BF7\u4F7F\u7528\u624B\u673A\u626B\u7801\u767B\u5F55",
  SCANED: "\u626B\u7801\u6210\u529F\uFF0C\u8BF7\u5728\u624B\u673A\u4E0A\u786E\u8BA4",
  LOGINED: "\u767B\u5F55\u6210\u529F",
  TIMEOUT: "\u4E8C\u7EF4\u7801\u5DF2\u8FC7\u671F\uFF0C\u8BF7\u5237\u65B0"
};
var COLUMN_BIZ_TYPES = { NEWS: "\u65B0\u95FB\u8D44\u8BAF", TOPIC: "\u4E13\u9898\u680F\u76EE" };
var PAGE_NAME_PREFIX = "page-";
var DEFAULT_SORT = "newest";
var STUDY_CENTER_KEY = "STUDYCENTER";
var CRAWL_SOURCE_KINDS = { FEED: "RSS / Atom \u8BA2\u9605", JSON: "JSON \u63A5\u53E3", HTML: "\u7F51\u9875\u5217\u8868" };
var TENDER_STATES = { published: "\u5DF2\u53D1\u5E03", withdrawn: "\u5DF2\u64A4\u4E0B" };
var TENDER_FIELDS = {
  stage: { label: "\u516C\u544A\u9636\u6BB5", kind: "stage" },
  category: { label: "\u4FE1\u606F\u7C7B\u522B", kind: "category" },
  project_type: { label: "\u9879\u76EE\u7C7B\u578B", kind: "projectType" },
  party_type: { label: "\u4E3B\u4F53\u7C7B\u578B", kind: "partyType" },
  project_name: { label: "\u9879\u76EE\u540D\u79F0", kind: "text" },
  project_code: { label: "\u9879\u76EE\u7F16\u53F7", kind: "text" },
  buyer: { label: "\u62DB\u6807\u4EBA", kind: "org" },
  agency: { label: "\u4EE3\u7406\u673A\u6784", kind: "org" },
  winner: { label: "\u4E2D\u6807\u4EBA", kind: "org" },
  budget_yuan: { label: "\u9884\u7B97\u91D1\u989D\uFF08\u5143\uFF09", kind: "amount" },
  max_price_yuan: { label: "\u6700\u9AD8\u9650\u4EF7\uFF08\u5143\uFF09", kind: "amount" },
  win_amount_yuan: { label: "\u4E2D\u6807\u91D1\u989D\uFF08\u5143\uFF09", kind: "amount" },
  registration_deadline: { label: "\u62A5\u540D\u622A\u6B62", kind: "time" },
  bid_deadline: { label: "\u6295\u6807\u622A\u6B62", kind: "time" },
  open_time: { label: "\u5F00\u6807\u65F6\u95F4", kind: "time" },
  open_place: { label: "\u5F00\u6807\u5730\u70B9", kind: "text" },
  region_code: { label: "\u5730\u533A\u4EE3\u7801", kind: "region" }
};

// packages/contract/src/envelope.ts
var SUCCESS_CODE = "30000";
var SUCCESS_MSG = "\u6210\u529F";
function ok(data) {
  return { code: SUCCESS_CODE, msg: SUCCESS_MSG, data };
}
function paged(records, total, page) {
  return {
    code: SUCCESS_CODE,
    msg: SUCCESS_MSG,
    data: { records },
    current: page.current,
    size: page.size,
    total,
    pages: Math.ceil(total / page.size)
  };
}

// packages/contract/src/errors.ts
var ERRORS = {
  Invalid: { status: 400, code: "40001", msg: "\u8BF7\u6C42\u53C2\u6570\u4E0D\u6B63\u786E" },
  CaptchaRequired: { status: 400, code: "40002", msg: "\u8BF7\u8F93\u5165\u56FE\u5F62\u9A8C\u8BC1\u7801" },
  Unauthenticated: { status: 401, code: "40101", msg: "\u767B\u5F55\u5DF2\u8FC7\u671F\uFF0C\u8BF7\u91CD\u65B0\u767B\u5F55\u6216\u5237\u65B0\u9875\u9762" },
  Forbidden: { status: 403, code: "40301", msg: "\u60A8\u6CA1\u6709\u6743\u9650\u8FDB\u884C\u6B64\u64CD\u4F5C" },
  CrossSite: { status: 403, code: "40302", msg: "\u8BF7\u6C42\u6765\u6E90\u4E0D\u88AB\u5141\u8BB8\uFF0C\u8BF7\u5237\u65B0\u9875\u9762\u540E\u91CD\u8BD5" },
  NotFound: { status: 404, code: "40401", msg: "\u60A8\u8BBF\u95EE\u7684\u5185\u5BB9\u4E0D\u5B58\u5728\u6216\u5DF2\u88AB\u5220\u9664" },
  Conflict: { status: 409, code: "40901", msg: "\u6570\u636E\u5DF2\u88AB\u4FEE\u6539\uFF0C\u8BF7\u5237\u65B0\u540E\u91CD\u8BD5" },
  PayloadTooLarge: { status: 413, code: "41301", msg: "\u63D0\u4EA4\u7684\u5185\u5BB9\u8FC7\u5927" },
  RateLimited: { status: 429, code: "42901", msg: "\u64CD\u4F5C\u8FC7\u4E8E\u9891\u7E41\uFF0C\u8BF7\u7A0D\u540E\u518D\u8BD5" },
  Internal: { status: 500, code: "50001", msg: "\u670D\u52A1\u5668\u5F00\u5C0F\u5DEE\u4E86\uFF0C\u8BF7\u7A0D\u540E\u518D\u8BD5" },
  Unavailable: { status: 503, code: "50301", msg: "\u670D\u52A1\u6B63\u5728\u5347\u7EA7\uFF0C\u8BF7\u7A0D\u540E\u518D\u8BD5" }
};

// packages/contract/src/markdown.ts
var ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
var escapeText = (s) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
var HEADING = /^(#{1,4})[ \t]+(.*?)[ \t#]*$/;
var RULE = /^ {0,3}([-*_])[ \t]*(?:\1[ \t]*){2,}$/;
var FENCE = /^ {0,3}(```|~~~)/;
var QUOTE = /^ {0,3}> ?(.*)$/;
var ITEM = /^( *)(?:([-*+])[ \t]+|(\d{1,3})(?:[.)][ \t]+|、[ \t]*))(.*)$/;
var TABLE_SEP = /^ *\|? *:?-{3,}:? *(?:\| *:?-{3,}:? *)*\|? *$/;
function inline(raw) {
  const codes = [];
  let s = escapeText(raw).replace(/`([^`]+)`/g, (_, code) => `\0${codes.push(`<code>${code}</code>`) - 1}\0`);
  s = s.replace(
    /\[([^\]]+)\]\((https?:\/\/(?:[^\s)&]|&amp;)+)\)/g,
    (_, text, url) => `<a href="${url}" rel="noopener noreferrer nofollow" target="_blank">${text}</a>`
  );
  s = s.replace(/\*\*(?=\S)([^*]*[^*\s])\*\*/g, "<strong>$1</strong>").replace(/__(?=\S)([^_]*[^_\s])__/g, "<strong>$1</strong>");
  s = s.replace(/\*(?=[^\s*])([^*]*[^\s*])\*/g, "<em>$1</em>").replace(/(^|[^\w])_(?=[^\s_])([^_]*[^\s_])_(?!\w)/g, "$1<em>$2</em>");
  return s.replace(/\u0000(\d+)\u0000/g, (_, i) => codes[Number(i)]);
}
var cells = (line) => line.trim().replace(/^\|/, "").replace(/\|$/, "").split("|").map((c) => inline(c.trim()));
function renderList(items) {
  let out = "";
  let i = 0;
  while (i < items.length) {
    const ordered = items[i].ordered;
    let body = "";
    for (; i < items.length && items[i].ordered === ordered; i++) {
      const it = items[i];
      body += `<li>${it.html}${it.children.length ? renderList(it.children) : ""}</li>`;
    }
    out += ordered ? `<ol>${body}</ol>` : `<ul>${body}</ul>`;
  }
  return out;
}
function markdownToHtml(md) {
  const lines = (md ?? "").replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "").split("\n");
  const out = [];
  let para = [];
  let quote = [];
  let list = [];
  const flushPara = () => {
    if (para.length) out.push(`<p>${para.map(inline).join("<br>")}</p>`);
    para = [];
  };
  const flushQuote = () => {
    if (quote.length) out.push(`<blockquote><p>${quote.map(inline).join("<br>")}</p></blockquote>`);
    quote = [];
  };
  const flushList = () => {
    if (list.length) out.push(renderList(list));
    list = [];
  };
  const flush = () => {
    flushPara();
    flushQuote();
    flushList();
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (FENCE.test(line)) {
      flush();
      const code = [];
      for (i++; i < lines.length && !FENCE.test(lines[i]); i++) code.push(lines[i]);
      out.push(`<pre><code>${escapeText(code.join("\n"))}</code></pre>`);
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = Math.max(2, heading[1].length);
      out.push(`<h${level}>${inline(heading[2])}</h${level}>`);
      continue;
    }
    if (RULE.test(line) && !para.length) {
      flush();
      out.push("<hr>");
      continue;
    }
    if (line.includes("|") && TABLE_SEP.test(lines[i + 1] ?? "")) {
      flush();
      const head = cells(line);
      let rows = "";
      for (i += 2; i < lines.length && lines[i].includes("|") && lines[i].trim(); i++) {
        rows += `<tr>${cells(lines[i]).map((c) => `<td>${c}</td>`).join("")}</tr>`;
      }
      i--;
      out.push(`<table><thead><tr>${head.map((c) => `<th>${c}</th>`).join("")}</tr></thead><tbody>${rows}</tbody></table>`);
      continue;
    }
    const q = QUOTE.exec(line);
    if (q) {
      flushPara();
      flushList();
      quote.push(q[1]);
      continue;
    }
    const item = ITEM.exec(line);
    if (item) {
      flushPara();
      flushQuote();
      const it = { ordered: item[3] !== void 0, html: inline(item[4]), children: [] };
      const parent = list.at(-1);
      if (item[1].length >= 2 && parent) parent.children.push(it);
      else list.push(it);
      continue;
    }
    const last = list.at(-1);
    if (last && !quote.length && /^ {2,}\S/.test(line)) {
      (last.children.at(-1) ?? last).html += `<br>${inline(line.trim())}`;
      continue;
    }
    flushQuote();
    flushList();
    para.push(line.trim());
  }
  flush();
  return out.join("\n");
}

// packages/contract/src/time-filter.ts
var DAYS = {
  THREEDAY: 3,
  ONEWEEK: 7,
  ONEMONTH: 30,
  THREEMONTH: 90,
  ONEYEAR: 365
};
function ymd(d) {
  return d.toISOString().slice(0, 10);
}
function timeFilterRange(filter, now) {
  if (filter === "ALL") return null;
  const china = new Date(now.getTime() + 8 * 36e5);
  const start = new Date(china.getTime() - DAYS[filter] * 864e5);
  return { start: ymd(start), end: ymd(china) };
}

// packages/contract/src/trace.ts
var TRACE_EPOCH_MS = Date.parse("2021-01-01T00:00:00+08:00");

export {
  auditActionLabel,
  auditTargetLabel,
  PROJECT_TYPES,
  PARTY_TYPES,
  TIME_FILTERS,
  CONTENT_KINDS,
  INFO_TYPES,
  TENDER_CATEGORIES,
  ENGINEERING_STAGES,
  FILE_TYPES,
  QR_LOGIN_STATES,
  COLUMN_BIZ_TYPES,
  PAGE_NAME_PREFIX,
  DEFAULT_SORT,
  STUDY_CENTER_KEY,
  CRAWL_SOURCE_KINDS,
  TENDER_STATES,
  TENDER_FIELDS,
  SUCCESS_CODE,
  SUCCESS_MSG,
  ok,
  paged,
  ERRORS,
  markdownToHtml,
  timeFilterRange,
  TRACE_EPOCH_MS
};
//# sourceMappingURL=chunk-BX5O2OPC.js.map
