// spec 1 §4 Partner-site auth: the partner's sign-in leaves a session cookie this page can see (set by
// the partner for a shared parent domain, without httpOnly); the server verifies it on the sync call.

/** Whether a cookie of this name is set for this page. */
export function hasCookie(name: string, cookies: string = document.cookie): boolean {
  return cookies.split(';').some((pair) => {
    const [key = '', ...value] = pair.trim().split('=');
    return key === name && value.join('=') !== '';
  });
}
