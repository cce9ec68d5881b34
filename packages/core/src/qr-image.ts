// QR code pictures (kernel): the login QR code, the staff authenticator enrolment and payment codes.
import { jpegJs, qrcode } from "./lazy";

/**
 * The login QR code as SPEC §7 fixes it: 300 px wide, margin 1, low error correction, JPEG, black on
 * white. `qrcode` renders JPEG only in browsers (canvas); on the server it gives PNG, so we take its
 * module matrix and encode the pixels with the pure-JS `jpeg-js` encoder instead of a native library.
 */
export function qrJpegDataUrl(text: string, width = 300, margin = 1): string {
  const qr = qrcode().create(text, { errorCorrectionLevel: "L" });
  const size = qr.modules.size;
  const total = size + margin * 2;
  const pixels = Buffer.alloc(width * width * 4);
  for (let y = 0; y < width; y++) {
    const my = Math.floor((y * total) / width) - margin;
    for (let x = 0; x < width; x++) {
      const mx = Math.floor((x * total) / width) - margin;
      const dark = mx >= 0 && my >= 0 && mx < size && my < size && qr.modules.get(my, mx);
      const v = dark ? 0 : 255;
      const i = (y * width + x) * 4;
      pixels[i] = v;
      pixels[i + 1] = v;
      pixels[i + 2] = v;
      pixels[i + 3] = 255;
    }
  }
  const encoded = jpegJs().encode({ data: pixels, width, height: width }, 90);
  return `data:image/jpeg;base64,${encoded.data.toString("base64")}`;
}
