/**
 * A browser in miniature for the sign-in tests: follows redirects between the dashboard and the
 * test provider with a cookie jar per origin, and fills the provider's login and consent forms.
 */

export class CookieJar {
  private readonly byOrigin = new Map<string, Map<string, string>>();

  store(url: string, response: Response): void {
    const origin = new URL(url).origin;
    const jar = this.byOrigin.get(origin) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const split = pair.indexOf('=');
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      if (value === '' || /max-age=0\b|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    this.byOrigin.set(origin, jar);
  }

  header(url: string): string {
    const jar = this.byOrigin.get(new URL(url).origin);
    return jar ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }

  get(origin: string, name: string): string | undefined {
    return this.byOrigin.get(origin)?.get(name);
  }

  set(origin: string, name: string, value: string): void {
    const jar = this.byOrigin.get(origin) ?? new Map<string, string>();
    jar.set(name, value);
    this.byOrigin.set(origin, jar);
  }
}

export interface Step {
  url: string;
  response: Response;
  body: string;
}

/** One request with the jar's cookies; no redirect followed. */
export async function send(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Step> {
  const headers = new Headers(init.headers);
  const cookie = jar.header(url);
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(url, response);
  return { url, response, body: await response.text() };
}

/** Follows redirects (GET) until an answer that is not one. */
export async function follow(jar: CookieJar, first: Step, stopAt?: (url: string) => boolean): Promise<Step> {
  let step = first;
  for (let hops = 0; hops < 20; hops += 1) {
    const location = step.response.headers.get('location');
    if (step.response.status < 300 || step.response.status >= 400 || !location) return step;
    const next = new URL(location, step.url).href;
    if (stopAt?.(next)) return { url: next, response: step.response, body: '' };
    step = await send(jar, next);
  }
  throw new Error('Too many redirects');
}

function formAction(step: Step): string {
  const action = /<form[^>]*action="([^"]+)"/.exec(step.body)?.[1];
  if (!action) throw new Error(`No form at ${step.url}: ${step.response.status} ${step.body.slice(0, 200)}`);
  return new URL(action.replace(/&amp;/g, '&'), step.url).href;
}

async function submit(
  jar: CookieJar,
  step: Step,
  fields: Record<string, string>,
  stopAt: (url: string) => boolean,
): Promise<Step> {
  const posted = await send(jar, formAction(step), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return follow(jar, posted, stopAt);
}

/**
 * Opens `loginUrl` on the dashboard, signs in at the provider as `login` (login, then consent when
 * asked) and returns the dashboard's answer to the callback (a redirect or a refusal page).
 */
export async function signInAs(jar: CookieJar, loginUrl: string, login: string): Promise<Step> {
  const appOrigin = new URL(loginUrl).origin;
  const isApp = (url: string) => new URL(url).origin === appOrigin;
  let step = await follow(jar, await send(jar, loginUrl), isApp);
  for (let forms = 0; forms < 3 && !isApp(step.url); forms += 1) {
    const prompt = step.body.includes('name="prompt" value="consent"') ? 'consent' : 'login';
    step = await submit(jar, step, prompt === 'login' ? { prompt, login, password: 'any' } : { prompt }, isApp);
  }
  if (!isApp(step.url))
    throw new Error(`The provider did not send the browser back: ${step.url} ${step.body.slice(0, 300)}`);
  return step.response.status >= 300 && step.response.status < 400 ? send(jar, step.url) : step;
}
