import { FloatButton } from "antd";

/** SPEC §9: the scroll-to-top button appears after 200 px of scrolling. */
export function ScrollTop() {
  return <FloatButton.BackTop visibilityHeight={200} aria-label="回到顶部" tooltip="回到顶部" />;
}
