// spec 2 §2 Wall feed: a post asset's `data` is free-form JSON from its source (the contract's
// WallPostAsset.data). These readers turn it into the plain props of each asset renderer, keeping only
// strings, numbers and http(s) links (a javascript: or data: URL never reaches an href or a src).

export type AssetData = Record<string, unknown>;

/** The asset's data as an object (anything else reads as empty). */
export function assetData(data: unknown): AssetData {
  return data !== null && typeof data === 'object' && !Array.isArray(data)
    ? (data as AssetData)
    : {};
}

/** The first of `keys` holding a non-empty string. */
export function text(data: AssetData, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = data[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/** The first of `keys` holding a finite number. */
export function num(data: AssetData, ...keys: string[]): number | null {
  for (const key of keys) {
    const value = data[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return null;
}

/** An http(s) URL, or null (relative, javascript:, data: and malformed URLs are dropped). */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The first of `keys` holding an http(s) URL. */
export function link(data: AssetData, ...keys: string[]): string | null {
  for (const key of keys) {
    const url = safeUrl(data[key]);
    if (url) return url;
  }
  return null;
}

/** A nested object (e.g. a retweet's author). */
export function nested(data: AssetData, key: string): AssetData {
  return assetData(data[key]);
}
