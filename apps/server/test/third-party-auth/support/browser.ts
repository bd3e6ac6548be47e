// A browser's part in redirect sign-ins: GET without following redirects, with a cookie jar that
// keeps each cookie's path as a browser does, so the state cookie only goes back to its callback.
export type Cookie = { name: string; value: string; path: string };

export class Browser {
  readonly cookies = new Map<string, Cookie>();

  /** GET the URL; returns the response and its Location (resolved against the URL), if any. */
  async get(url: string, headers: Record<string, string> = {}) {
    const target = new URL(url);
    const response = await fetch(target, {
      redirect: 'manual',
      headers: { ...headers, cookie: this.cookieHeader(target) },
    });
    this.store(response, target);
    const location = response.headers.get('location');
    return { response, location: location ? new URL(location, target) : null };
  }

  /** POST JSON with this browser's cookies. */
  async postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
    const target = new URL(url);
    const response = await fetch(target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...headers,
        cookie: this.cookieHeader(target),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.store(response, target);
    return response;
  }

  cookie(name: string, path = '/'): string | undefined {
    return this.cookies.get(`${name};${path}`)?.value;
  }

  set(name: string, value: string, path = '/'): void {
    this.cookies.set(`${name};${path}`, { name, value, path });
  }

  private cookieHeader(url: URL): string {
    return [...this.cookies.values()]
      .filter(
        (cookie) =>
          url.pathname === cookie.path ||
          url.pathname.startsWith(`${cookie.path.replace(/\/$/, '')}/`) ||
          cookie.path === '/',
      )
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  private store(response: Response, url: URL): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = decodeURIComponent(pair.slice(separator + 1));
      const path =
        attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) ?? url.pathname;
      const expired = attributes.some(
        (attribute) =>
          /^max-age=0$/i.test(attribute) ||
          (/^expires=/i.test(attribute) && new Date(attribute.slice(8)).getTime() < Date.now()),
      );
      if (expired || value === '') this.cookies.delete(`${name};${path}`);
      else this.cookies.set(`${name};${path}`, { name, value, path });
    }
  }
}
