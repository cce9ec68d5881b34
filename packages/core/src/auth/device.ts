import Bowser from "bowser";

/** Browser names as Chinese users know them; others keep bowser's name. */
const BROWSER_NAMES: Record<string, string> = {
  WeChat: "微信",
  "QQ Browser": "QQ浏览器",
  QQ: "QQ",
  "UC Browser": "UC浏览器",
  "Microsoft Edge": "Edge",
  "Internet Explorer": "IE",
  "Samsung Internet for Android": "三星浏览器",
  "Yandex Browser": "Yandex",
  "Opera Touch": "Opera",
};

/** Chinese-market browsers bowser does not know, recognised by their own tokens. */
const EXTRA_BROWSERS: [RegExp, string][] = [
  [/QIHU 360|360SE|360EE/i, "360浏览器"],
  [/MetaSr|SogouMobileBrowser/i, "搜狗浏览器"],
  [/DingTalk/i, "钉钉"],
  [/Quark/i, "夸克"],
  [/HuaweiBrowser/i, "华为浏览器"],
  [/MiuiBrowser/i, "小米浏览器"],
];

const major = (version: string | undefined) => version?.split(".")[0] ?? "";

/**
 * A login device as a person would name it: "Chrome 120 · Windows 10", "微信 · iOS 17",
 * "Safari 17 · macOS". Unknown or empty agents read "未知设备".
 */
export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua?.trim()) return "未知设备";
  const parsed = Bowser.parse(ua);
  const extra = EXTRA_BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const name = extra ?? (parsed.browser.name ? (BROWSER_NAMES[parsed.browser.name] ?? parsed.browser.name) : "");
  // In-app browsers (微信, 钉钉) are named without a version: theirs means nothing to people.
  const showVersion = !extra && name !== "微信" && name !== "QQ";
  const browser = [name, showVersion ? major(parsed.browser.version) : ""].filter(Boolean).join(" ");
  const osName = parsed.os.name ?? "";
  const osVersion = osName === "Windows" ? (parsed.os.versionName ?? "") : osName === "macOS" ? "" : major(parsed.os.version);
  const system = [osName, osVersion].filter(Boolean).join(" ");
  const text = [browser, system].filter(Boolean).join(" · ");
  return text || "未知设备";
}
