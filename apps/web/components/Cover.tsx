/**
 * A cover image at a fixed 16:9 size: width and height are in the markup, so the browser reserves
 * the box before the image arrives and nothing below it moves. Below-the-fold covers load lazily;
 * the one that is the page's largest paint (the first carousel slide) asks for high priority.
 * Decorative next to its title, hence the empty alt.
 */
export function Cover({
  src,
  width,
  height,
  eager,
  className,
}: {
  src: string;
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      className={className ?? "cover"}
      src={src}
      width={width}
      height={height}
      alt=""
      decoding="async"
      loading={eager ? "eager" : "lazy"}
      {...(eager ? { fetchPriority: "high" as const } : {})}
    />
  );
}
