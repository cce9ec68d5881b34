import jpeg from "jpeg-js";
import jsQR from "jsqr";

/** Decodes the login QR code picture like a phone camera would, and returns the code in its URL. */
export function jpegScanCode(dataUrl: string): string {
  const img = jpeg.decode(Buffer.from(dataUrl.split(",")[1], "base64"), { useTArray: true });
  const found = jsQR(new Uint8ClampedArray(img.data), img.width, img.height);
  if (!found) throw new Error("QR code not readable");
  return new URL(found.data).searchParams.get("code") ?? "";
}
