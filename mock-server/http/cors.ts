/**
 * The standalone mock server's CORS: the development origins only (../origins.ts), with the headers
 * the app sends and reads.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isDevelopmentOrigin } from '../origins';

const CORS_ALLOWED_HEADERS = 'Authorization, Content-Type, x-mock-fault';
const CORS_ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const CORS_EXPOSED_HEADERS = 'Location, Content-Disposition';

/** CORS answers the development origins only (origins.ts). */
export function applyCors(request: IncomingMessage, response: ServerResponse): void {
  const origin = request.headers.origin;
  response.setHeader('Vary', 'Origin');
  if (!isDevelopmentOrigin(origin)) return;
  response.setHeader('Access-Control-Allow-Origin', origin);
  response.setHeader('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS);
}

export function answerPreflight(request: IncomingMessage, response: ServerResponse): void {
  if (isDevelopmentOrigin(request.headers.origin)) {
    response.setHeader('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS);
    response.setHeader('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS);
    response.setHeader('Access-Control-Max-Age', '600');
  }
  response.statusCode = 204;
  response.end();
}
