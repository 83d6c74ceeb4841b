// @ts-check
// What the nginx and Apache helpers share: a web server run as a child process on a loopback
// port, waited for, and (from the command line) kept in the foreground until interrupted.
import { connect } from 'node:net';

/** Whether something already answers on 127.0.0.1:`port`. @param {number} port @returns {Promise<boolean>} */
export function portTaken(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * Resolves once the server `child` (named `name` in messages) answers on 127.0.0.1:`port`; rejects
 * if it exits first or after `timeoutMs`, with `hint` (where its log is) in the message.
 * @param {string} name @param {number} port @param {import('node:child_process').ChildProcess} child
 * @param {string} [hint] @param {number} [timeoutMs]
 * @returns {Promise<void>}
 */
export function waitForPort(name, port, child, hint = '', timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        reject(new Error(`${name} s’est arrêté au démarrage (code ${child.exitCode ?? child.signalCode}).`));
        return;
      }
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline)
          reject(new Error(`${name} ne répond pas sur 127.0.0.1:${port}${hint ? ` (${hint})` : ''}.`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * For scripts/nginx.mjs and scripts/apache.mjs: starts the server, says where it serves, and keeps
 * it in the foreground until Ctrl-C or SIGTERM (then stops it), or exits 1 if it dies.
 * @template {{ url: string, child: import('node:child_process').ChildProcess, stop: () => Promise<void> }} S
 * @param {string} name
 * @param {() => Promise<S>} start
 * @param {(server: S) => string} served what to print once it answers
 */
export async function serveInForeground(name, start, served) {
  let server;
  try {
    server = await start();
  } catch (error) {
    console.error(`✖ ${name} : ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  console.log(served(server));
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`✖ ${name} s’est arrêté (${code ?? signal}).`);
    server.stop().finally(() => process.exit(1));
  });
}
