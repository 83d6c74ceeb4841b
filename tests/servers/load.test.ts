/**
 * Load: 200 concurrent connections for 10 s from autocannon, on loopback, cycling through every
 * route of the build (compressed, as browsers ask), against the production nginx configuration.
 * Every answer must be a 2xx; the throughput is printed and attached to the report.
 */
import { test, expect } from '@playwright/test';
import autocannon from 'autocannon';
import { ROUTES } from '#lib/pages.ts';

const CONNECTIONS = 200;
const SECONDS = 10;

test(`nginx serves every route to ${CONNECTIONS} concurrent connections for ${SECONDS} s without an error`, async ({
  baseURL,
}) => {
  test.setTimeout((SECONDS + 20) * 1000);
  const result = await autocannon({
    url: baseURL!,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 5,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: ROUTES.map((path) => ({ method: 'GET', path })),
  });
  const summary =
    `${Math.round(result.requests.average)} requêtes/s en moyenne (${result['2xx']} réponses 2xx en ${result.duration} s, ` +
    `${ROUTES.length} routes, ${CONNECTIONS} connexions), latence moyenne ${result.latency.average} ms, ` +
    `p99 ${result.latency.p99} ms, ${(result.throughput.average / 1024 / 1024).toFixed(1)} Mo/s ; ` +
    `erreurs ${result.errors}, délais dépassés ${result.timeouts}, non-2xx ${result.non2xx}.`;
  console.log(`charge : ${summary}`);
  test.info().annotations.push({ type: 'throughput', description: summary });
  expect(result['2xx']).toBeGreaterThan(0);
  expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
    errors: 0,
    timeouts: 0,
    non2xx: 0,
  });
});
