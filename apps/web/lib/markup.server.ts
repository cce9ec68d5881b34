import { escapeHtml } from "@portal/text";

/**
 * Markup written on the server as one string, for a block of many plain links that React would
 * otherwise build element by element on every render and serialise prop by prop for hydration
 * (ADR 0042: the tender list's filter panel was a quarter of that page's render). Every value put
 * into the template is escaped; only markup made by `html` itself goes in as it is. A page shows
 * the result with `dangerouslySetInnerHTML`, which hydration keeps as the server wrote it.
 */
export class Markup {
  constructor(readonly html: string) {}
  toString() {
    return this.html;
  }
}

type Value = string | number | Markup | Markup[] | false | null | undefined;

const piece = (value: Value): string => {
  if (value === false || value === null || value === undefined) return "";
  if (value instanceof Markup) return value.html;
  if (Array.isArray(value)) return value.map((m) => m.html).join("");
  return escapeHtml(String(value));
};

/** html`<a href="${href}">${label}</a>`: the values escaped, Markup (and lists of it) kept, false/null/undefined left out. */
export function html(strings: TemplateStringsArray, ...values: Value[]): Markup {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += piece(values[i]) + strings[i + 1];
  return new Markup(out);
}
