import { describe, expect, it } from 'vitest';
import { metaCsp } from '../scripts/lib/dist.mjs';
import { parseCsp, serializeCsp, siteCsp, unionCsp } from './csp';

const page = (policy: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}"></head></html>`;

describe('parseCsp and serializeCsp', () => {
  it('round-trip a policy, keeping the first of repeated directives', () => {
    const parsed = parseCsp(
      "default-src 'self';  script-src 'self' 'sha256-a'; default-src *; upgrade-insecure-requests;",
    );
    expect([...parsed.keys()]).toEqual(['default-src', 'script-src', 'upgrade-insecure-requests']);
    expect(serializeCsp(parsed)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a'; upgrade-insecure-requests",
    );
  });
});

// Reading the policy out of a page is the build tools' part (scripts/lib/dist.mjs, with jsdom).
describe('metaCsp', () => {
  it('reads the meta policy of a page, entities decoded', () => {
    expect(metaCsp(page('script-src &#39;self&#39;'))).toBe("script-src 'self'");
    expect(metaCsp('<html><head></head></html>')).toBeUndefined();
  });
});

describe('unionCsp', () => {
  it('merges the sources of each directive in first-seen order', () => {
    const merged = unionCsp(["script-src 'self' 'sha256-a'", "script-src 'self' 'sha256-b'; img-src 'self'"]);
    expect(serializeCsp(merged)).toBe("script-src 'self' 'sha256-a' 'sha256-b'; img-src 'self'");
  });
});

describe('siteCsp', () => {
  it("unions every page's hashes and adds frame-ancestors 'none'", () => {
    const policy = siteCsp({
      'index.html': "default-src 'self'; script-src 'self' 'sha256-a'",
      'contact/index.html': "default-src 'self'; script-src 'self' 'sha256-b'",
    });
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; frame-ancestors 'none'",
    );
  });

  it.each([
    ["script-src 'self' 'unsafe-inline'", /unsafe-inline/],
    ["style-src 'unsafe-eval'", /unsafe-eval/],
    ['img-src *', /\*/],
    ['frame-src http://example.com', /http:/],
  ])('refuses %s', (policy, message) => expect(() => siteCsp({ 'a.html': policy })).toThrow(message));

  it('refuses a page without a policy', () => {
    expect(() => siteCsp({ 'a.html': undefined })).toThrow(/a\.html/);
  });
});
