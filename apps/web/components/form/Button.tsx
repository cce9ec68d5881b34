import type { ButtonHTMLAttributes, ReactNode } from "react";

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: "primary" | "default" | "link";
  size?: "large" | "small";
  block?: boolean;
  /** Shows a spinner and ignores clicks (the request is under way); the label stays readable. */
  loading?: boolean;
  icon?: ReactNode;
};

// Like antd, a two-character Chinese label on a bordered button gets a space ("登 录"; a link button
// stays "删除"): the pages keep their look, and their accessible names, which the browser tests use.
const TWO_HAN = /^\p{Script=Han}{2}$/u;

/** A button with antd's look: primary/default/link, large or small, full width, loading. */
export function Button({ variant = "default", size, block, loading, icon, className, children, type = "button", onClick, ...rest }: Props) {
  const label = variant !== "link" && typeof children === "string" && TWO_HAN.test(children) ? `${children[0]} ${children[1]}` : children;
  const classes = [
    "ui-btn",
    `ui-btn-${variant}`,
    size === "large" && "ui-btn-lg",
    size === "small" && "ui-btn-sm",
    block && "ui-btn-block",
    loading && "ui-btn-loading",
    className,
  ];
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(" ")}
      aria-busy={loading || undefined}
      // Not `disabled` while loading: a disabled button would drop the keyboard focus.
      onClick={loading ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <span className="ui-spin ui-spin-sm" aria-hidden="true" /> : icon}
      {label}
    </button>
  );
}
