/** Requests to the local server, bodies left compressed, for header-level checks. */
import { request } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Sends one request and collects the raw response. */
export function fetchRaw(
  baseURL: string,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseURL), { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A header's value as one string ('' when absent). */
export function header(response: RawResponse, name: string): string {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** What a server answers to a request for another address, as far as redirects go. */
export interface Answer {
  status: number;
  location: string;
  hsts: string;
  /** Whether the answer came over TLS. */
  tls: boolean;
}

/**
 * What the local server answers to `url` (http:// or https://, any host name): a HEAD request to
 * 127.0.0.1 on the plain or the TLS port, with the URL's host name as Host (and as SNI over TLS).
 * The certificate is made for the run (self-signed): TLS is checked to be spoken, not trusted.
 */
export function ask(
  url: string,
  ports: { http: number; https: number },
  headers: Record<string, string> = {},
): Promise<Answer> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const options = {
    host: '127.0.0.1',
    port: secure ? ports.https : ports.http,
    path: `${target.pathname}${target.search}`,
    method: 'HEAD',
    headers: { host: target.host, ...headers },
    agent: false as const,
    ...(secure ? { rejectUnauthorized: false } : {}),
    ...(secure && !isIP(target.hostname) ? { servername: target.hostname } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = (secure ? httpsRequest : request)(options, (res) => {
      res.resume();
      resolve({
        status: res.statusCode ?? 0,
        location: res.headers.location ?? '',
        hsts: String(res.headers['strict-transport-security'] ?? ''),
        tls: (res.socket as TLSSocket).encrypted === true,
      });
    });
    req.on('error', reject);
    req.end();
  });
}
