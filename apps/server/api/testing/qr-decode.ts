import jpeg from "jpeg-js";
import jsQR from "jsqr";

/** Decodes a QR code picture (JPEG data URL) like a phone camera would, and returns its text. */
export function jpegScanText(dataUrl: string): string {
  const img = jpeg.decode(Buffer.from(dataUrl.split(",")[1], "base64"), { useTArray: true });
  const found = jsQR(new Uint8ClampedArray(img.data), img.width, img.height);
  if (!found) throw new Error("QR code not readable");
  return found.data;
}

/** Decodes the login QR code picture and returns the code in its URL. */
export function jpegScanCode(dataUrl: string): string {
  return new URL(jpegScanText(dataUrl)).searchParams.get("code") ?? "";
}
