/**
 * The development origins: `http://localhost`, `http://127.0.0.1` and `http://*.localhost`, any
 * port. The standalone server answers them with CORS (server.ts); single sign-on sends the browser
 * back to one of them (handlers/ssoHandlers.ts).
 */
const DEV_ORIGIN = /^http:\/\/(?:localhost|127\.0\.0\.1|(?:[a-z0-9-]+\.)+localhost)(?::\d{1,5})?$/i;

export function isDevelopmentOrigin(origin: string | null | undefined): origin is string {
  return typeof origin === 'string' && DEV_ORIGIN.test(origin);
}
