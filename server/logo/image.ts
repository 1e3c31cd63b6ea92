/**
 * Which bytes are a logo. The upstream's content type must name an image type below AND the
 * bytes must begin with that type's signature (magic numbers); the type served is the one the
 * bytes show. Raster types may be mislabelled among themselves (a CDN's ".png" that is a JPEG),
 * but SVG, being markup, must be declared and look like SVG.
 */

export type LogoType =
  'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/avif' | 'image/x-icon' | 'image/svg+xml';

const DECLARED: Readonly<Record<string, LogoType>> = {
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/gif': 'image/gif',
  'image/webp': 'image/webp',
  'image/avif': 'image/avif',
  'image/x-icon': 'image/x-icon',
  'image/vnd.microsoft.icon': 'image/x-icon',
  'image/ico': 'image/x-icon',
  'image/svg+xml': 'image/svg+xml',
};

/** The image type a Content-Type header names, or null when it names none we serve. */
export function declaredLogoType(contentType: string | undefined): LogoType | null {
  const essence = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return DECLARED[essence] ?? null;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * An SVG document's start: optional BOM, XML declaration, comments and a DOCTYPE without an
 * internal subset (entity definitions), then the <svg> element.
 */
const SVG_START =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>[]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** The type the bytes are, by their signature; null when they are no image type we serve. */
export function sniffLogoType(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('ftypavif'), 4) || startsWith(bytes, ascii('ftypavis'), 4)) return 'image/avif';
  // ICO: reserved 0, type 1, then at least one image.
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length >= 6 && (bytes[4]! | bytes[5]!) !== 0)
    return 'image/x-icon';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  if (SVG_START.test(head)) return 'image/svg+xml';
  return null;
}

/** The type to serve, or why the answer is not a logo. */
export function logoTypeOf(
  contentType: string | undefined,
  bytes: Uint8Array,
): { ok: true; type: LogoType } | { ok: false; message: string } {
  const declared = declaredLogoType(contentType);
  if (declared === null)
    return {
      ok: false,
      message: `The logo host answered ${JSON.stringify((contentType ?? 'no content type').slice(0, 60))}, not an image.`,
    };
  const sniffed = sniffLogoType(bytes);
  if (sniffed === null)
    return { ok: false, message: "The logo host's answer is not an image (its bytes match no image format)." };
  if ((declared === 'image/svg+xml') !== (sniffed === 'image/svg+xml')) {
    return { ok: false, message: "The logo host's answer is not the image type it declares." };
  }
  return { ok: true, type: sniffed };
}
