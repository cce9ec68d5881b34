// packages/text/src/highlight.ts
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
function highlight(text, terms) {
  const words = [...new Set(terms.map((t) => t.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (words.length === 0 || !text) return escapeHtml(text ?? "");
  const pattern = new RegExp(words.map(escapeRegExp).join("|"), "giu");
  let out = "";
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const at = m.index ?? 0;
    out += `${escapeHtml(text.slice(last, at))}<em>${escapeHtml(m[0])}</em>`;
    last = at + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}
function snippet(text, terms, length = 120) {
  const plain = (text ?? "").replace(/\s+/g, " ").trim();
  if (plain.length <= length) return plain;
  const lower = plain.toLowerCase();
  const hits = terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0);
  const first = hits.length ? Math.min(...hits) : 0;
  const start = Math.max(0, Math.min(first - Math.floor(length / 4), plain.length - length));
  const end = Math.min(plain.length, start + length);
  return `${start > 0 ? "\u2026" : ""}${plain.slice(start, end)}${end < plain.length ? "\u2026" : ""}`;
}
function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function htmlToText(html) {
  return (html ?? "").replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ").replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr)>/gi, "\n").replace(/<[^>]+>/g, "").replace(/&nbsp;/g, " ").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&").replace(/[ \t]+/g, " ").replace(/\n\s*\n+/g, "\n").trim();
}

// packages/text/src/segment.ts
import { Jieba } from "@node-rs/jieba";
import { dict } from "@node-rs/jieba/dict.js";
var jieba;
function instance() {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}
var WORD = /[\p{L}\p{N}]/u;
var PARTS = new RegExp("\\p{Script=Han}+|[a-z]+|\\d+|[\\p{L}\\p{N}]+", "gu");
function segment(text) {
  if (!text) return [];
  return instance().cutForSearch(text, true).flatMap((w) => w.toLowerCase().match(PARTS) ?? []).filter((w) => WORD.test(w));
}
function queryTerms(query) {
  return [...new Set(segment(query.trim()))];
}
function toSearchText(...parts) {
  return segment(parts.filter(Boolean).join("\n")).map(lexeme).filter(Boolean).join(" ");
}
function lexeme(word) {
  return word.replace(/[^\p{L}\p{N}]+/gu, "");
}
function toTsQuery(query) {
  const words = [...new Set(queryTerms(query).map(lexeme).filter(Boolean))];
  if (words.length === 0) return null;
  return words.map((w) => `'${w.replace(/'/g, "''")}'`).join(" & ");
}

// packages/text/src/tender/amounts.ts
var DIGIT = {
  \u96F6: 0,
  "\u3007": 0,
  \u58F9: 1,
  \u4E00: 1,
  \u8D30: 2,
  \u4E8C: 2,
  \u4E24: 2,
  \u53C1: 3,
  \u4E09: 3,
  \u8086: 4,
  \u56DB: 4,
  \u4F0D: 5,
  \u4E94: 5,
  \u9646: 6,
  \u516D: 6,
  \u67D2: 7,
  \u4E03: 7,
  \u634C: 8,
  \u516B: 8,
  \u7396: 9,
  \u4E5D: 9
};
var SMALL_UNIT = { \u62FE: 10, \u5341: 10, \u4F70: 100, \u767E: 100, \u4EDF: 1e3, \u5343: 1e3 };
var FRACTION = { \u89D2: 0.1, \u5206: 0.01 };
function parseCapitalAmount(s) {
  let total = 0;
  let section = 0;
  let digit = 0;
  let seen = false;
  for (const ch of s) {
    if (ch in DIGIT) {
      digit = DIGIT[ch];
      seen = true;
    } else if (ch in SMALL_UNIT) {
      section += (digit || 1) * SMALL_UNIT[ch];
      digit = 0;
      seen = true;
    } else if (ch === "\u4EBF") {
      total = (total + section + digit) * 1e8;
      section = 0;
      digit = 0;
    } else if (ch === "\u4E07") {
      total += (section + digit) * 1e4;
      section = 0;
      digit = 0;
    } else if (ch === "\u5143" || ch === "\u5706") {
      total += section + digit;
      section = 0;
      digit = 0;
    } else if (ch in FRACTION) {
      total += digit * FRACTION[ch];
      digit = 0;
    }
  }
  total += section + digit;
  return seen ? Math.round(total * 100) / 100 : void 0;
}
function parseAmount(num, unit = "\u5143") {
  const n = Number(num.replace(/[,，\s]/g, ""));
  if (!Number.isFinite(n)) return void 0;
  const mult = unit.startsWith("\u4EBF") ? 1e8 : unit.startsWith("\u4E07") ? 1e4 : 1;
  return Math.round(n * mult * 100) / 100;
}
var NUM = String.raw`(\d{1,3}(?:[,，]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
var AMOUNT_RE = new RegExp(`${NUM}\\s*(\u4EBF\u5143|\u4E07\u5143|\u5143|\u4EBF|\u4E07)?`);
var CAPITAL_RE = /[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元圆角分整]{2,40}/;
function findAmount(s, labelUnit) {
  const head = s.slice(0, 80);
  const cap = CAPITAL_RE.exec(head);
  const m = AMOUNT_RE.exec(head);
  if (cap && (!m || cap.index < m.index) && /[元圆]/.test(cap[0])) {
    const v2 = parseCapitalAmount(cap[0]);
    if (v2 !== void 0) return { value: v2, unitStated: true, isRate: false };
  }
  if (!m) return void 0;
  if (/^[\]〕】号年]/.test(head.slice(m.index + m[0].length))) return void 0;
  const after = head.slice(m.index + m[0].length, m.index + m[0].length + 2);
  if (after.startsWith("%") || after.startsWith("\uFF05")) {
    return { value: Number(m[1]), unitStated: true, isRate: true };
  }
  const unit = m[2] ?? labelUnit ?? "\u5143";
  const v = parseAmount(m[1], unit);
  if (v === void 0) return void 0;
  return { value: v, unitStated: Boolean(m[2] ?? labelUnit), isRate: false };
}

// packages/text/src/tender/candidates.ts
var RANK = { \u4E00: 1, \u4E8C: 2, \u4E09: 3, \u56DB: 4, \u4E94: 5, "1": 1, "2": 2, "3": 3, "4": 4, "5": 5 };
function findCandidates(text) {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!/^(中标候选人名称|中标候选人|候选人名称|投标人名称|成交候选人名称)\s*\|/.test(line)) continue;
    const names = line.split("|").slice(1).map((s) => s.trim()).filter((s) => s.length >= 4);
    if (names.length === 0) continue;
    const cands2 = names.map((name) => ({ name }));
    const rankLine = lines[i - 1] ?? "";
    const ranked = /^名\s*次|排名|排序/.test(rankLine);
    if (ranked) {
      for (const [k, c] of cands2.entries()) c.rank = k + 1;
    }
    for (let j = i + 1; j < Math.min(lines.length, i + 4); j++) {
      const l = lines[j];
      if (!/^(投标报价|报价|投标价|投标总价)/.test(l)) continue;
      const unit = /万元/.test(l.split("|")[0]) ? "\u4E07\u5143" : "\u5143";
      const cells = l.split("|").slice(1).map((s) => s.trim());
      cells.forEach((cell, k) => {
        const c = cands2[k];
        if (!c) return;
        const m = /^[\d,.]+$/.exec(cell);
        if (m) c.amount_yuan = parseAmount(cell, unit);
        else {
          const f = findAmount(cell, unit);
          if (f && !f.isRate) c.amount_yuan = f.value;
        }
      });
      break;
    }
    return { value: cands2, evidence: line.slice(0, 200) };
  }
  const re = /第([一二三四五12345])(?:名)?(?:中标|成交)?候选人\s*[：:]?\s*\|?\s*([^\s|｜;；,，。：:]{4,60}?(?:公司|联合体|院|所|中心))/g;
  const cands = [];
  let evidence = "";
  for (const m of text.matchAll(re)) {
    const c = { name: m[2], rank: RANK[m[1]] };
    const rest = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 60);
    const p = /(?:投标报价|报价|投标价)[^\d壹贰叁肆伍陆柒捌玖]{0,8}/.exec(rest);
    if (p) {
      const f = findAmount(rest.slice(p.index + p[0].length), /万元/.test(p[0]) ? "\u4E07\u5143" : void 0);
      if (f && !f.isRate) c.amount_yuan = f.value;
    }
    if (!cands.some((x) => x.name === c.name)) cands.push(c);
    if (!evidence) evidence = text.slice(m.index ?? 0, (m.index ?? 0) + 120);
  }
  return cands.length ? { value: cands, evidence } : void 0;
}

// packages/text/src/tender/dates.ts
var DATE_RE = /(\d{4})\s*[年\-/.]\s*(\d{1,2})\s*[月\-/.]\s*(\d{1,2})\s*日?\s*(?:[（(]?(?:星期|周)[一二三四五六日天][）)]?)?\s*(上午|下午|晚上|中午)?\s*(?:(\d{1,2})\s*(?:[:：时点])\s*(?:(\d{1,2})\s*分?)?)?/;
var pad = (n) => String(n).padStart(2, "0");
function parseDateTime(s) {
  const m = DATE_RE.exec(s);
  if (!m) return void 0;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return void 0;
  const date = `${y}-${pad(mo)}-${pad(d)}`;
  if (m[5] === void 0) return date;
  let h = Number(m[5]);
  const min = m[6] === void 0 ? 0 : Number(m[6]);
  if ((m[4] === "\u4E0B\u5348" || m[4] === "\u665A\u4E0A") && h < 12) h += 12;
  if (h > 23 || min > 59) return date;
  return `${date} ${pad(h)}:${pad(min)}`;
}

// packages/text/src/tender/parties.ts
var STOP = "[\\s|\uFF5C;\uFF1B,\uFF0C\u3002\uFF08(]";
var NAME = `([^\\s|\uFF5C;\uFF1B,\uFF0C\u3002\uFF1A:]{2,60}?)(?=${STOP}|$|\u8054\u7CFB|\u5730\u5740|\u7535\u8BDD)`;
function sentenceAround(text, index) {
  let start = index;
  while (start > 0 && !"\n\u3002".includes(text[start - 1])) start--;
  let end = index;
  while (end < text.length && !"\n\u3002".includes(text[end])) end++;
  return text.slice(start, Math.min(end, start + 200)).trim();
}
function firstLabelled(text, labels, valid) {
  const re = new RegExp(`(?:${labels})\\s*(?:\u540D\u79F0)?\\s*[\uFF1A:]\\s*\\|?\\s*${NAME}`, "g");
  for (const m of text.matchAll(re)) {
    const value = m[1].trim();
    if (valid(value)) return { value, evidence: sentenceAround(text, m.index ?? 0) };
  }
  return void 0;
}
var ORG = /(公司|局|院|中心|学校|学院|大学|中学|小学|幼儿园|委员会|政府|办事处|所|站|队|厂|社|集团|医院|馆|部|处|联合体|合作社|村民委员会|管理处|事务所)$/;
var isOrg = (v) => v.length >= 4 && ORG.test(v) && !/工作人员|代表/.test(v);
var findBuyer = (t) => firstLabelled(t, "\u62DB\u6807\u4EBA|\u91C7\u8D2D\u4EBA|\u5EFA\u8BBE\u5355\u4F4D|\u62DB\u6807\u5355\u4F4D|\u91C7\u8D2D\u5355\u4F4D|\u6BD4\u9009\u4EBA|\u53D1\u5305\u4EBA", isOrg);
var findAgency = (t) => firstLabelled(t, "\u62DB\u6807\u4EE3\u7406\u673A\u6784|\u91C7\u8D2D\u4EE3\u7406\u673A\u6784|\u4EE3\u7406\u673A\u6784|\u62DB\u6807\u673A\u6784|\u62DB\u6807\u4EE3\u7406|\u4EE3\u7406\u5355\u4F4D", isOrg);
var findWinner = (t) => firstLabelled(
  t,
  "\u4E2D\u6807\u4EBA|\u4E2D\u6807\u5355\u4F4D|\u6210\u4EA4\u4F9B\u5E94\u5546|\u4E2D\u6807\u4F9B\u5E94\u5546|\u4E2D\u6807\uFF08\u6210\u4EA4\uFF09\u4F9B\u5E94\u5546|\u4E2D\u6807\\(\u6210\u4EA4\\)\u4F9B\u5E94\u5546|\u6210\u4EA4\u5355\u4F4D|\u6210\u4EA4\u4EBA|\u4E2D\u9009\u5355\u4F4D|\u4E2D\u9009\u4EBA",
  (v) => v.length >= 4 && /(公司|联合体|院|所|中心|社|厂)$/.test(v)
);
var CODE_RE = /(?:项目编号|招标编号|标段（包）编号|标段\(包\)编号|标段编号|采购编号|采购项目编号|招标项目编号|项目代码|交易编号)\s*[：:]\s*\|?\s*([A-Za-z0-9\u4e00-\u9fa5〔〔[【(（]?[A-Za-z0-9\-_（）()〔〕[\]【】/.\u4e00-\u9fa5]{2,60}?)(?=[\s|｜;；,，。]|$)/;
function findProjectCode(text) {
  const m = CODE_RE.exec(text);
  if (!m) return void 0;
  return { value: m[1].replace(/[。.]$/, ""), evidence: sentenceAround(text, m.index) };
}

// packages/text/src/tender/regions-data.ts
var REGION_DATA = `
110000\u5317\u4EAC\u5E02 120000\u5929\u6D25\u5E02 130000\u6CB3\u5317\u7701 140000\u5C71\u897F\u7701 150000\u5185\u8499\u53E4\u81EA\u6CBB\u533A 210000\u8FBD\u5B81\u7701 220000\u5409\u6797\u7701 230000\u9ED1\u9F99\u6C5F\u7701
310000\u4E0A\u6D77\u5E02 320000\u6C5F\u82CF\u7701 330000\u6D59\u6C5F\u7701 340000\u5B89\u5FBD\u7701 350000\u798F\u5EFA\u7701 360000\u6C5F\u897F\u7701 370000\u5C71\u4E1C\u7701 410000\u6CB3\u5357\u7701
420000\u6E56\u5317\u7701 430000\u6E56\u5357\u7701 440000\u5E7F\u4E1C\u7701 450000\u5E7F\u897F\u58EE\u65CF\u81EA\u6CBB\u533A 460000\u6D77\u5357\u7701 500000\u91CD\u5E86\u5E02 510000\u56DB\u5DDD\u7701 520000\u8D35\u5DDE\u7701
530000\u4E91\u5357\u7701 540000\u897F\u85CF\u81EA\u6CBB\u533A 610000\u9655\u897F\u7701 620000\u7518\u8083\u7701 630000\u9752\u6D77\u7701 640000\u5B81\u590F\u56DE\u65CF\u81EA\u6CBB\u533A 650000\u65B0\u7586\u7EF4\u543E\u5C14\u81EA\u6CBB\u533A
710000\u53F0\u6E7E\u7701 810000\u9999\u6E2F\u7279\u522B\u884C\u653F\u533A 820000\u6FB3\u95E8\u7279\u522B\u884C\u653F\u533A
130100\u77F3\u5BB6\u5E84\u5E02 130200\u5510\u5C71\u5E02 130300\u79E6\u7687\u5C9B\u5E02 130400\u90AF\u90F8\u5E02 130500\u90A2\u53F0\u5E02 130600\u4FDD\u5B9A\u5E02 130700\u5F20\u5BB6\u53E3\u5E02 130800\u627F\u5FB7\u5E02 130900\u6CA7\u5DDE\u5E02 131000\u5ECA\u574A\u5E02 131100\u8861\u6C34\u5E02
140100\u592A\u539F\u5E02 140200\u5927\u540C\u5E02 140300\u9633\u6CC9\u5E02 140400\u957F\u6CBB\u5E02 140500\u664B\u57CE\u5E02 140600\u6714\u5DDE\u5E02 140700\u664B\u4E2D\u5E02 140800\u8FD0\u57CE\u5E02 140900\u5FFB\u5DDE\u5E02 141000\u4E34\u6C7E\u5E02 141100\u5415\u6881\u5E02
150100\u547C\u548C\u6D69\u7279\u5E02 150200\u5305\u5934\u5E02 150300\u4E4C\u6D77\u5E02 150400\u8D64\u5CF0\u5E02 150500\u901A\u8FBD\u5E02 150600\u9102\u5C14\u591A\u65AF\u5E02 150700\u547C\u4F26\u8D1D\u5C14\u5E02 150800\u5DF4\u5F66\u6DD6\u5C14\u5E02 150900\u4E4C\u5170\u5BDF\u5E03\u5E02 152200\u5174\u5B89\u76DF 152500\u9521\u6797\u90ED\u52D2\u76DF 152900\u963F\u62C9\u5584\u76DF
210100\u6C88\u9633\u5E02 210200\u5927\u8FDE\u5E02 210300\u978D\u5C71\u5E02 210400\u629A\u987A\u5E02 210500\u672C\u6EAA\u5E02 210600\u4E39\u4E1C\u5E02 210700\u9526\u5DDE\u5E02 210800\u8425\u53E3\u5E02 210900\u961C\u65B0\u5E02 211000\u8FBD\u9633\u5E02 211100\u76D8\u9526\u5E02 211200\u94C1\u5CAD\u5E02 211300\u671D\u9633\u5E02 211400\u846B\u82A6\u5C9B\u5E02
220100\u957F\u6625\u5E02 220200\u5409\u6797\u5E02 220300\u56DB\u5E73\u5E02 220400\u8FBD\u6E90\u5E02 220500\u901A\u5316\u5E02 220600\u767D\u5C71\u5E02 220700\u677E\u539F\u5E02 220800\u767D\u57CE\u5E02 222400\u5EF6\u8FB9\u671D\u9C9C\u65CF\u81EA\u6CBB\u5DDE
230100\u54C8\u5C14\u6EE8\u5E02 230200\u9F50\u9F50\u54C8\u5C14\u5E02 230300\u9E21\u897F\u5E02 230400\u9E64\u5C97\u5E02 230500\u53CC\u9E2D\u5C71\u5E02 230600\u5927\u5E86\u5E02 230700\u4F0A\u6625\u5E02 230800\u4F73\u6728\u65AF\u5E02 230900\u4E03\u53F0\u6CB3\u5E02 231000\u7261\u4E39\u6C5F\u5E02 231100\u9ED1\u6CB3\u5E02 231200\u7EE5\u5316\u5E02 232700\u5927\u5174\u5B89\u5CAD\u5730\u533A
320100\u5357\u4EAC\u5E02 320200\u65E0\u9521\u5E02 320300\u5F90\u5DDE\u5E02 320400\u5E38\u5DDE\u5E02 320500\u82CF\u5DDE\u5E02 320600\u5357\u901A\u5E02 320700\u8FDE\u4E91\u6E2F\u5E02 320800\u6DEE\u5B89\u5E02 320900\u76D0\u57CE\u5E02 321000\u626C\u5DDE\u5E02 321100\u9547\u6C5F\u5E02 321200\u6CF0\u5DDE\u5E02 321300\u5BBF\u8FC1\u5E02
330100\u676D\u5DDE\u5E02 330200\u5B81\u6CE2\u5E02 330300\u6E29\u5DDE\u5E02 330400\u5609\u5174\u5E02 330500\u6E56\u5DDE\u5E02 330600\u7ECD\u5174\u5E02 330700\u91D1\u534E\u5E02 330800\u8862\u5DDE\u5E02 330900\u821F\u5C71\u5E02 331000\u53F0\u5DDE\u5E02 331100\u4E3D\u6C34\u5E02
340100\u5408\u80A5\u5E02 340200\u829C\u6E56\u5E02 340300\u868C\u57E0\u5E02 340400\u6DEE\u5357\u5E02 340500\u9A6C\u978D\u5C71\u5E02 340600\u6DEE\u5317\u5E02 340700\u94DC\u9675\u5E02 340800\u5B89\u5E86\u5E02 341000\u9EC4\u5C71\u5E02 341100\u6EC1\u5DDE\u5E02 341200\u961C\u9633\u5E02 341300\u5BBF\u5DDE\u5E02 341500\u516D\u5B89\u5E02 341600\u4EB3\u5DDE\u5E02 341700\u6C60\u5DDE\u5E02 341800\u5BA3\u57CE\u5E02
350100\u798F\u5DDE\u5E02 350200\u53A6\u95E8\u5E02 350300\u8386\u7530\u5E02 350400\u4E09\u660E\u5E02 350500\u6CC9\u5DDE\u5E02 350600\u6F33\u5DDE\u5E02 350700\u5357\u5E73\u5E02 350800\u9F99\u5CA9\u5E02 350900\u5B81\u5FB7\u5E02
360100\u5357\u660C\u5E02 360200\u666F\u5FB7\u9547\u5E02 360300\u840D\u4E61\u5E02 360400\u4E5D\u6C5F\u5E02 360500\u65B0\u4F59\u5E02 360600\u9E70\u6F6D\u5E02 360700\u8D63\u5DDE\u5E02 360800\u5409\u5B89\u5E02 360900\u5B9C\u6625\u5E02 361000\u629A\u5DDE\u5E02 361100\u4E0A\u9976\u5E02
370100\u6D4E\u5357\u5E02 370200\u9752\u5C9B\u5E02 370300\u6DC4\u535A\u5E02 370400\u67A3\u5E84\u5E02 370500\u4E1C\u8425\u5E02 370600\u70DF\u53F0\u5E02 370700\u6F4D\u574A\u5E02 370800\u6D4E\u5B81\u5E02 370900\u6CF0\u5B89\u5E02 371000\u5A01\u6D77\u5E02 371100\u65E5\u7167\u5E02 371300\u4E34\u6C82\u5E02 371400\u5FB7\u5DDE\u5E02 371500\u804A\u57CE\u5E02 371600\u6EE8\u5DDE\u5E02 371700\u83CF\u6CFD\u5E02
410100\u90D1\u5DDE\u5E02 410200\u5F00\u5C01\u5E02 410300\u6D1B\u9633\u5E02 410400\u5E73\u9876\u5C71\u5E02 410500\u5B89\u9633\u5E02 410600\u9E64\u58C1\u5E02 410700\u65B0\u4E61\u5E02 410800\u7126\u4F5C\u5E02 410900\u6FEE\u9633\u5E02 411000\u8BB8\u660C\u5E02 411100\u6F2F\u6CB3\u5E02 411200\u4E09\u95E8\u5CE1\u5E02 411300\u5357\u9633\u5E02 411400\u5546\u4E18\u5E02 411500\u4FE1\u9633\u5E02 411600\u5468\u53E3\u5E02 411700\u9A7B\u9A6C\u5E97\u5E02 419001\u6D4E\u6E90\u5E02
420100\u6B66\u6C49\u5E02 420200\u9EC4\u77F3\u5E02 420300\u5341\u5830\u5E02 420500\u5B9C\u660C\u5E02 420600\u8944\u9633\u5E02 420700\u9102\u5DDE\u5E02 420800\u8346\u95E8\u5E02 420900\u5B5D\u611F\u5E02 421000\u8346\u5DDE\u5E02 421100\u9EC4\u5188\u5E02 421200\u54B8\u5B81\u5E02 421300\u968F\u5DDE\u5E02 422800\u6069\u65BD\u571F\u5BB6\u65CF\u82D7\u65CF\u81EA\u6CBB\u5DDE 429004\u4ED9\u6843\u5E02 429005\u6F5C\u6C5F\u5E02 429006\u5929\u95E8\u5E02 429021\u795E\u519C\u67B6\u6797\u533A
430100\u957F\u6C99\u5E02 430200\u682A\u6D32\u5E02 430300\u6E58\u6F6D\u5E02 430400\u8861\u9633\u5E02 430500\u90B5\u9633\u5E02 430600\u5CB3\u9633\u5E02 430700\u5E38\u5FB7\u5E02 430800\u5F20\u5BB6\u754C\u5E02 430900\u76CA\u9633\u5E02 431000\u90F4\u5DDE\u5E02 431100\u6C38\u5DDE\u5E02 431200\u6000\u5316\u5E02 431300\u5A04\u5E95\u5E02 433100\u6E58\u897F\u571F\u5BB6\u65CF\u82D7\u65CF\u81EA\u6CBB\u5DDE
440100\u5E7F\u5DDE\u5E02 440200\u97F6\u5173\u5E02 440300\u6DF1\u5733\u5E02 440400\u73E0\u6D77\u5E02 440500\u6C55\u5934\u5E02 440600\u4F5B\u5C71\u5E02 440700\u6C5F\u95E8\u5E02 440800\u6E5B\u6C5F\u5E02 440900\u8302\u540D\u5E02 441200\u8087\u5E86\u5E02 441300\u60E0\u5DDE\u5E02 441400\u6885\u5DDE\u5E02 441500\u6C55\u5C3E\u5E02 441600\u6CB3\u6E90\u5E02 441700\u9633\u6C5F\u5E02 441800\u6E05\u8FDC\u5E02 441900\u4E1C\u839E\u5E02 442000\u4E2D\u5C71\u5E02 445100\u6F6E\u5DDE\u5E02 445200\u63ED\u9633\u5E02 445300\u4E91\u6D6E\u5E02
450100\u5357\u5B81\u5E02 450200\u67F3\u5DDE\u5E02 450300\u6842\u6797\u5E02 450400\u68A7\u5DDE\u5E02 450500\u5317\u6D77\u5E02 450600\u9632\u57CE\u6E2F\u5E02 450700\u94A6\u5DDE\u5E02 450800\u8D35\u6E2F\u5E02 450900\u7389\u6797\u5E02 451000\u767E\u8272\u5E02 451100\u8D3A\u5DDE\u5E02 451200\u6CB3\u6C60\u5E02 451300\u6765\u5BBE\u5E02 451400\u5D07\u5DE6\u5E02
460100\u6D77\u53E3\u5E02 460200\u4E09\u4E9A\u5E02 460300\u4E09\u6C99\u5E02 460400\u510B\u5DDE\u5E02
510100\u6210\u90FD\u5E02 510300\u81EA\u8D21\u5E02 510400\u6500\u679D\u82B1\u5E02 510500\u6CF8\u5DDE\u5E02 510600\u5FB7\u9633\u5E02 510700\u7EF5\u9633\u5E02 510800\u5E7F\u5143\u5E02 510900\u9042\u5B81\u5E02 511000\u5185\u6C5F\u5E02 511100\u4E50\u5C71\u5E02 511300\u5357\u5145\u5E02 511400\u7709\u5C71\u5E02 511500\u5B9C\u5BBE\u5E02 511600\u5E7F\u5B89\u5E02 511700\u8FBE\u5DDE\u5E02 511800\u96C5\u5B89\u5E02 511900\u5DF4\u4E2D\u5E02 512000\u8D44\u9633\u5E02 513200\u963F\u575D\u85CF\u65CF\u7F8C\u65CF\u81EA\u6CBB\u5DDE 513300\u7518\u5B5C\u85CF\u65CF\u81EA\u6CBB\u5DDE 513400\u51C9\u5C71\u5F5D\u65CF\u81EA\u6CBB\u5DDE
520100\u8D35\u9633\u5E02 520200\u516D\u76D8\u6C34\u5E02 520300\u9075\u4E49\u5E02 520400\u5B89\u987A\u5E02 520500\u6BD5\u8282\u5E02 520600\u94DC\u4EC1\u5E02 522300\u9ED4\u897F\u5357\u5E03\u4F9D\u65CF\u82D7\u65CF\u81EA\u6CBB\u5DDE 522600\u9ED4\u4E1C\u5357\u82D7\u65CF\u4F97\u65CF\u81EA\u6CBB\u5DDE 522700\u9ED4\u5357\u5E03\u4F9D\u65CF\u82D7\u65CF\u81EA\u6CBB\u5DDE
530100\u6606\u660E\u5E02 530300\u66F2\u9756\u5E02 530400\u7389\u6EAA\u5E02 530500\u4FDD\u5C71\u5E02 530600\u662D\u901A\u5E02 530700\u4E3D\u6C5F\u5E02 530800\u666E\u6D31\u5E02 530900\u4E34\u6CA7\u5E02 532300\u695A\u96C4\u5F5D\u65CF\u81EA\u6CBB\u5DDE 532500\u7EA2\u6CB3\u54C8\u5C3C\u65CF\u5F5D\u65CF\u81EA\u6CBB\u5DDE 532600\u6587\u5C71\u58EE\u65CF\u82D7\u65CF\u81EA\u6CBB\u5DDE 532800\u897F\u53CC\u7248\u7EB3\u50A3\u65CF\u81EA\u6CBB\u5DDE 532900\u5927\u7406\u767D\u65CF\u81EA\u6CBB\u5DDE 533100\u5FB7\u5B8F\u50A3\u65CF\u666F\u9887\u65CF\u81EA\u6CBB\u5DDE 533300\u6012\u6C5F\u5088\u50F3\u65CF\u81EA\u6CBB\u5DDE 533400\u8FEA\u5E86\u85CF\u65CF\u81EA\u6CBB\u5DDE
540100\u62C9\u8428\u5E02 540200\u65E5\u5580\u5219\u5E02 540300\u660C\u90FD\u5E02 540400\u6797\u829D\u5E02 540500\u5C71\u5357\u5E02 540600\u90A3\u66F2\u5E02 542500\u963F\u91CC\u5730\u533A
610100\u897F\u5B89\u5E02 610200\u94DC\u5DDD\u5E02 610300\u5B9D\u9E21\u5E02 610400\u54B8\u9633\u5E02 610500\u6E2D\u5357\u5E02 610600\u5EF6\u5B89\u5E02 610700\u6C49\u4E2D\u5E02 610800\u6986\u6797\u5E02 610900\u5B89\u5EB7\u5E02 611000\u5546\u6D1B\u5E02
620100\u5170\u5DDE\u5E02 620200\u5609\u5CEA\u5173\u5E02 620300\u91D1\u660C\u5E02 620400\u767D\u94F6\u5E02 620500\u5929\u6C34\u5E02 620600\u6B66\u5A01\u5E02 620700\u5F20\u6396\u5E02 620800\u5E73\u51C9\u5E02 620900\u9152\u6CC9\u5E02 621000\u5E86\u9633\u5E02 621100\u5B9A\u897F\u5E02 621200\u9647\u5357\u5E02 622900\u4E34\u590F\u56DE\u65CF\u81EA\u6CBB\u5DDE 623000\u7518\u5357\u85CF\u65CF\u81EA\u6CBB\u5DDE
630100\u897F\u5B81\u5E02 630200\u6D77\u4E1C\u5E02 632200\u6D77\u5317\u85CF\u65CF\u81EA\u6CBB\u5DDE 632300\u9EC4\u5357\u85CF\u65CF\u81EA\u6CBB\u5DDE 632500\u6D77\u5357\u85CF\u65CF\u81EA\u6CBB\u5DDE 632600\u679C\u6D1B\u85CF\u65CF\u81EA\u6CBB\u5DDE 632700\u7389\u6811\u85CF\u65CF\u81EA\u6CBB\u5DDE 632800\u6D77\u897F\u8499\u53E4\u65CF\u85CF\u65CF\u81EA\u6CBB\u5DDE
640100\u94F6\u5DDD\u5E02 640200\u77F3\u5634\u5C71\u5E02 640300\u5434\u5FE0\u5E02 640400\u56FA\u539F\u5E02 640500\u4E2D\u536B\u5E02
650100\u4E4C\u9C81\u6728\u9F50\u5E02 650200\u514B\u62C9\u739B\u4F9D\u5E02 650400\u5410\u9C81\u756A\u5E02 650500\u54C8\u5BC6\u5E02 652300\u660C\u5409\u56DE\u65CF\u81EA\u6CBB\u5DDE 652700\u535A\u5C14\u5854\u62C9\u8499\u53E4\u81EA\u6CBB\u5DDE 652800\u5DF4\u97F3\u90ED\u695E\u8499\u53E4\u81EA\u6CBB\u5DDE 652900\u963F\u514B\u82CF\u5730\u533A 653000\u514B\u5B5C\u52D2\u82CF\u67EF\u5C14\u514B\u5B5C\u81EA\u6CBB\u5DDE 653100\u5580\u4EC0\u5730\u533A 653200\u548C\u7530\u5730\u533A 654000\u4F0A\u7281\u54C8\u8428\u514B\u81EA\u6CBB\u5DDE 654200\u5854\u57CE\u5730\u533A 654300\u963F\u52D2\u6CF0\u5730\u533A 659001\u77F3\u6CB3\u5B50\u5E02
420502\u897F\u9675\u533A 420503\u4F0D\u5BB6\u5C97\u533A 420504\u70B9\u519B\u533A 420505\u7307\u4EAD\u533A 420506\u5937\u9675\u533A 420525\u8FDC\u5B89\u53BF 420526\u5174\u5C71\u53BF 420527\u79ED\u5F52\u53BF 420528\u957F\u9633\u571F\u5BB6\u65CF\u81EA\u6CBB\u53BF 420529\u4E94\u5CF0\u571F\u5BB6\u65CF\u81EA\u6CBB\u53BF 420581\u5B9C\u90FD\u5E02 420582\u5F53\u9633\u5E02 420583\u679D\u6C5F\u5E02
451027\u51CC\u4E91\u53BF 451002\u53F3\u6C5F\u533A
`;

// packages/text/src/tender/region.ts
var byCode = /* @__PURE__ */ new Map();
var byName = /* @__PURE__ */ new Map();
function addName(name, d) {
  const list = byName.get(name) ?? [];
  list.push(d);
  byName.set(name, list);
}
function shortName(d) {
  const n = d.name;
  if (d.level === 1) {
    const m2 = /^(.+?)(?:壮族|回族|维吾尔)?(?:自治区|特别行政区|省|市)$/.exec(n);
    return m2?.[1];
  }
  if (d.level === 2) {
    const m2 = /^(.{2,}?)(?:市|地区|盟|(?:\S{1,8}?族)*自治州)$/.exec(n);
    return m2 && m2[1].length >= 2 ? m2[1] : void 0;
  }
  const m = /^(.{2,}?)(?:县|区|市|自治县)$/.exec(n);
  return m && !/族$/.test(m[1]) ? m[1] : /^(.{2,}?)(?:\S{1,6}?族)+自治县$/.exec(n)?.[1];
}
for (const m of REGION_DATA.matchAll(/(\d{6})(\S+)/g)) {
  const code = m[1];
  const level = code.endsWith("0000") ? 1 : code.endsWith("00") || /^\d{2}90/.test(code) ? /^\d{2}90/.test(code) ? 2 : 2 : 3;
  const d = { code, name: m[2], level };
  byCode.set(code, d);
  addName(d.name, d);
  const s = shortName(d);
  if (s && s !== d.name) addName(s, d);
}
addName("\u5185\u8499\u53E4", byCode.get("150000"));
var NAMES_RE = new RegExp([...byName.keys()].sort((a, b) => b.length - a.length).join("|"), "g");
function parentOf(d) {
  if (d.level === 1) return void 0;
  if (d.level === 3) return byCode.get(`${d.code.slice(0, 4)}00`) ?? byCode.get(`${d.code.slice(0, 2)}0000`);
  return byCode.get(`${d.code.slice(0, 2)}0000`);
}
function chain(d) {
  const parts = [];
  for (let x = d; x; x = parentOf(x)) parts.unshift(x.name);
  return parts.filter((p, i) => p !== parts[i - 1]).join("");
}
var within = (d, anc) => d.code.startsWith(anc.code.slice(0, anc.level * 2));
function resolveRegion(sources) {
  const d = resolveDivision(sources);
  return d ? { name: chain(d.best), code: d.best.code, evidence: d.evidence } : void 0;
}
function resolveRegionWithText(sources, text) {
  const first = resolveDivision(sources);
  const d = !first || first.best.level === 1 ? resolveDivision([...sources, text]) : first;
  return d ? { name: chain(d.best), code: d.best.code, evidence: d.evidence } : void 0;
}
function resolveDivision(sources) {
  let best;
  let evidence = "";
  for (const src of sources) {
    for (const m of src.matchAll(NAMES_RE)) {
      const cands = byName.get(m[0]) ?? [];
      for (const d of cands) {
        if (!best) {
          best = d;
          evidence = src.slice(0, 120);
          continue;
        }
        if (d.level > best.level && within(d, best)) {
          best = d;
          evidence = src.slice(0, 120);
        }
      }
    }
  }
  return best ? { best, evidence } : void 0;
}
function regionName(code) {
  return byCode.get(code)?.name;
}
function regionChildren(provinceCode) {
  const out = [];
  for (const d of byCode.values()) {
    if (!provinceCode ? d.level === 1 : d.level === 2 && d.code.startsWith(provinceCode.slice(0, 2)))
      out.push({ code: d.code, name: d.name });
  }
  return out.sort((a, b) => a.code.localeCompare(b.code));
}

// packages/text/src/tender/stage.ts
var TITLE_RULES = [
  [/澄清|更正|答疑|变更|补遗|延期/, "0105"],
  [/开标记录|开标情况|开标结果/, "0102"],
  [/资格预审结果|资格审查结果|预审结果/, "0106"],
  [/中标候选人|成交候选人|评标结果公示|候选人公示/, "0103"],
  [/中标结果|成交结果|中标公告|成交公告|结果公告|中标公示|中选结果|成交公示/, "0104"],
  [/招标公告|资格预审公告|采购公告|比选公告|竞争性|询价公告|谈判公告|磋商公告|招标|采购/, "0100"]
];
function fromLine(line) {
  let best;
  let bestEnd = -1;
  for (const [re, code] of TITLE_RULES) {
    const g = new RegExp(re.source, "g");
    let end = -1;
    for (const m of line.matchAll(g)) end = (m.index ?? 0) + m[0].length;
    if (end > bestEnd) {
      best = code;
      bestEnd = end;
    }
  }
  return best;
}
function detectStage(title, text) {
  return fromLine(title) ?? fromLine(text.slice(0, 200));
}

// packages/text/src/tender/index.ts
function labelledAmount(text, labels) {
  const re = new RegExp(
    `(?:${labels})\\s*(?:[(\uFF08]\\s*(\u4E07\u5143|\u5143|\u4EBF\u5143)\\s*[)\uFF09])?\\s*(?:\u4E3A|\u662F|\u7EA6)?\\s*[\uFF1A:]?\\s*\\|?\\s*(?:\u4EBA\u6C11\u5E01|\uFFE5|\xA5)?`,
    "g"
  );
  for (const m of text.matchAll(re)) {
    const rest = text.slice((m.index ?? 0) + m[0].length);
    const f = findAmount(rest, m[1]);
    if (f && !f.isRate && f.value >= 100) {
      return { value: f.value, evidence: sentenceAround(text, m.index ?? 0), confidence: f.unitStated ? 0.9 : 0.7 };
    }
  }
  return void 0;
}
function labelledDate(text, labels) {
  const re = new RegExp(`(?:${labels})[^\\n\\d]{0,20}`, "g");
  for (const m of text.matchAll(re)) {
    const rest = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 40);
    const v = parseDateTime(rest);
    if (v) return { value: v, evidence: sentenceAround(text, m.index ?? 0), confidence: 0.85 };
  }
  return void 0;
}
var wrap = (f, confidence) => f ? { value: f.value, evidence: f.evidence, confidence } : void 0;
function extractTender(title, text) {
  const out = {};
  const stage = detectStage(title, text);
  if (stage) out.stage = { value: stage, evidence: title || text.slice(0, 80), confidence: 0.9 };
  out.budget_yuan = labelledAmount(text, "\u9884\u7B97\u91D1\u989D|\u9879\u76EE\u9884\u7B97|\u91C7\u8D2D\u9884\u7B97|\u9884\u7B97\u4EF7|\u6982\u7B97\u91D1\u989D|\u6295\u8D44\u4F30\u7B97|\u9879\u76EE\u603B\u6295\u8D44");
  out.max_price_yuan = labelledAmount(text, "\u6700\u9AD8\u6295\u6807\u9650\u4EF7|\u62DB\u6807\u63A7\u5236\u4EF7|\u6700\u9AD8\u9650\u4EF7|\u63A7\u5236\u4EF7|\u62E6\u6807\u4EF7|\u6700\u9AD8\u62A5\u4EF7\u9650\u4EF7");
  out.buyer = wrap(findBuyer(text), 0.85);
  out.agency = wrap(findAgency(text), 0.85);
  out.project_code = wrap(findProjectCode(text), 0.85);
  if (stage === "0104") {
    out.winner = wrap(findWinner(text), 0.85);
    out.win_amount_yuan = labelledAmount(
      text,
      "\u4E2D\u6807\u4EF7|\u4E2D\u6807\u91D1\u989D|\u6210\u4EA4\u91D1\u989D|\u4E2D\u6807\uFF08\u6210\u4EA4\uFF09\u91D1\u989D|\u4E2D\u6807\\(\u6210\u4EA4\\)\u91D1\u989D|\u4E2D\u6807\u4EF7\u683C|\u6210\u4EA4\u4EF7\u683C|\u6210\u4EA4\u4EF7|\u4E2D\u6807\u62A5\u4EF7"
    );
  }
  if (stage === "0103" || stage === "0102" || stage === "0104") {
    const c = findCandidates(text);
    if (c && stage !== "0104") out.candidates = { ...c, confidence: 0.8 };
  }
  out.bid_deadline = labelledDate(text, "\u6295\u6807\u622A\u6B62\u65F6\u95F4|\u9012\u4EA4\u622A\u6B62\u65F6\u95F4|\u54CD\u5E94\u6587\u4EF6\u63D0\u4EA4\u622A\u6B62\u65F6\u95F4|\u6295\u6807\u6587\u4EF6\u9012\u4EA4\u622A\u6B62\u65F6\u95F4|\u622A\u6B62\u65F6\u95F4");
  out.open_time = labelledDate(text, "\u5F00\u6807\u65F6\u95F4|\u5F00\u6807\u65E5\u671F|\u5F00\u542F\u65F6\u95F4");
  if (!out.open_time && out.bid_deadline && /截止时间[^\n。]{0,30}(?:（开标时间）|即开标时间|同开标时间)/.test(text)) {
    out.open_time = out.bid_deadline;
  }
  const addr = /(?:建设地点|项目地址|地址|地点)\s*[：:]\s*\|?\s*([^\n|]{2,40})/.exec(text)?.[1] ?? "";
  const region = resolveRegionWithText([title, out.buyer?.value ?? "", addr], text.slice(0, 1500));
  if (region) {
    out.region = { value: region.name, evidence: region.evidence, confidence: 0.8 };
    out.region_code = { value: region.code, evidence: region.evidence, confidence: 0.8 };
  }
  for (const k of Object.keys(out)) if (out[k] === void 0) delete out[k];
  return out;
}

export {
  escapeHtml,
  highlight,
  snippet,
  htmlToText,
  segment,
  queryTerms,
  toSearchText,
  toTsQuery,
  parseCapitalAmount,
  parseAmount,
  findAmount,
  parseDateTime,
  sentenceAround,
  resolveRegion,
  regionName,
  regionChildren,
  detectStage,
  extractTender
};
//# sourceMappingURL=chunk-LYT7P2QS.js.map
