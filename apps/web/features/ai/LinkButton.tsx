import { Button, type ButtonProps } from "antd";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { isPlainClick } from "~/lib/app-links";

/**
 * A link that looks like an antd button (an <a>, so it is a link to the keyboard and to crawlers).
 * Ordinary clicks navigate inside the app (the router's own test, isPlainClick); Ctrl/⌘-click opens
 * a new tab; `download` links are left to the browser.
 */
export function LinkButton({
  to,
  children,
  type,
  download,
}: {
  to: string;
  children: ReactNode;
  type?: ButtonProps["type"];
  download?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Button
      type={type}
      href={to}
      download={download || undefined}
      onClick={(e) => {
        if (download || !isPlainClick(e)) return;
        e.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Button>
  );
}
