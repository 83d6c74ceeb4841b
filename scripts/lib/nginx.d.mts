import type { ChildProcess } from 'node:child_process';

/** Path of the nginx binary (NGINX_PATH, default /usr/sbin/nginx). */
export declare const NGINX_PATH: string;
/** The brotli modules' paths when this nginx can load them, else an empty list. */
export declare function brotliModules(): string[];
/** A running local nginx. */
export interface RunningNginx {
  url: string;
  brotli: boolean;
  prefix: string;
  child: ChildProcess;
  stop(): Promise<void>;
}
/**
 * Starts nginx with the production site configuration over `root` on 127.0.0.1:`port`; with
 * `https`, TLS and HTTP/2 as in production, with a throwaway self-signed certificate.
 */
export declare function startNginx(options?: {
  root?: string;
  port?: number;
  https?: boolean;
}): Promise<RunningNginx>;
/** `nginx -t` of the full production layout: undefined when valid, the report, or 'skip: …'. */
export declare function checkProductionConfig(options?: { root?: string }): string | undefined;
