// Avatar images (spec 2 §4 Profile picture, issue 3 Build 9): the upload must decode as a real
// raster image; it is re-encoded to a 256x256 WebP, which also drops metadata and anything hidden.
// sharp (libvips, about 25 MiB resident) loads with the first upload, not with the server (issue 10
// shared part 7, memory).

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;

/** Formats accepted from players; others (SVG, PDF, TIFF...) are refused even if sharp reads them. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export class NotAnImageError extends Error {
  constructor() {
    super('The upload is not an image.');
    this.name = 'NotAnImageError';
  }
}

export async function toAvatarWebp(bytes: Uint8Array): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' });
    const { format } = await image.metadata();
    if (!acceptedFormats.has(format)) throw new NotAnImageError();
    return await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof NotAnImageError) throw error;
    throw new NotAnImageError();
  }
}
