/**
 * The content path rehearsed end to end on this machine, as the publishing workflow runs it for
 * OVH (.github/workflows/publish.yml): the live site first (the repository's build) uploaded by
 * deploy/ovh-upload.sh, the very script of the workflow's « OVH (SFTP) » step, to a local OpenSSH
 * server speaking SFTP only (`ForceCommand internal-sftp`, a chroot, a throwaway user and password
 * made for the run); real Apache (scripts/lib/apache.mjs) serving the uploaded folder with its
 * .htaccess, over TLS under the site's own name. Then a saved change (the timing belt at 579.9 in
 * src/content/repairs.yaml of a copy of the site) goes through the workflow's content commands (the
 * verifier, the build and its postbuild) and the upload, and Chromium reads « 579,90 » on the home
 * page and on the repairs page; a refused change (a price `1.200`) stops at the verifier, uploads
 * nothing, and the served folder is byte-identical. Needs root (a chroot), `sshd` and `lftp`
 * (`.ci/run` installs them). Each step's time is printed (deploy/README.md, ADR 0018).
 */
import { test, expect, type Page } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { launchOptions } from '#scripts/lib/chromium.mjs';
import { startApache } from '#scripts/lib/apache.mjs';
import { builtSiteUrl } from '#scripts/lib/dist.mjs';
import { waitForPort } from '#scripts/lib/server-process.mjs';
import { hostNames } from '#hosting/servers.ts';
import { buildSiteCopy, freshFolder, REPO } from '../support/site-copy';

/** sshd on this port, the rehearsal's Apache on the next two (plain, TLS). */
const SSH_PORT = Number(process.env['REHEARSAL_PORT'] ?? 4337);
const APACHE_PORT = SSH_PORT + 1;
const TLS_PORT = SSH_PORT + 2;
const SSHD = '/usr/sbin/sshd';
const { canonical, other } = hostNames(builtSiteUrl(path.join(REPO, 'dist')));
const WWW = canonical.hostname;
const REPAIRS = 'src/content/repairs.yaml';
const BELT = 'amount: 549.9 }';
const REPAIRS_PAGE = '/services/reparation-maintenance/';

/** The home page's offer « Kit de distribution », whose price is the timing belt's. */
const offer = (page: Page) =>
  page
    .getByRole('region', { name: 'Offres du moment' })
    .getByRole('listitem')
    .filter({ hasText: 'Kit de distribution' });
/** The timing belt's card on the repairs page. */
const belt = (page: Page) => page.getByRole('article', { name: 'Courroie de distribution', exact: true });

// Chromium asks the site by its own name, answered by the local Apache's TLS port: the request
// is the one OVH's Apache sees (Host, SNI, HTTPS). The certificate is made for the run.
test.use({
  ignoreHTTPSErrors: true,
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${WWW} 127.0.0.1:${TLS_PORT}`],
  },
});

/** Runs `command` (throws with its output when it fails), returning its duration in ms. */
function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): number {
  const start = performance.now();
  const result = spawnSync(command, args, { encoding: 'utf-8', timeout: 120_000, ...options });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`,
    );
  return performance.now() - start;
}

/** Every file below `root` (relative path) with the SHA-256 of its bytes. */
function fingerprints(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(root, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return out;
}

/**
 * A folder for the chroot: sshd wants every component of its path owned by root and writable by
 * nobody else, which /tmp (mode 1777) is not; /run is.
 */
function chrootParent(): string {
  for (const candidate of ['/run', '/var/lib']) {
    const ok = candidate
      .split('/')
      .map((_, i, parts) => parts.slice(0, i + 1).join('/') || '/')
      .every((p) => {
        const s = statSync(p);
        return s.uid === 0 && (s.mode & 0o022) === 0;
      });
    if (ok) return candidate;
  }
  throw new Error('no folder for the chroot: /run and /var/lib are not owned by root, mode 755');
}

interface Sftp {
  /** The folder the user uploads into (`www` in the chroot), which Apache serves. */
  www: string;
  /** Environment for deploy/ovh-upload.sh. */
  env: NodeJS.ProcessEnv;
  stop: () => Promise<void>;
}

/** OpenSSH's sshd, SFTP only, in a chroot, one throwaway user with a password; on SSH_PORT. */
async function startSftp(): Promise<Sftp> {
  const dir = mkdtempSync(path.join(chrootParent(), 'garage-sftp-'));
  chmodSync(dir, 0o755);
  const user = `garage-sftp-${randomBytes(3).toString('hex')}`;
  const password = randomBytes(12).toString('base64url');
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    spawnSync('userdel', [user]);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('useradd', [
      '--no-create-home',
      '--home-dir',
      '/',
      '--shell',
      '/usr/sbin/nologin',
      '--user-group',
      user,
    ]);
    const chpasswd = spawnSync('chpasswd', { input: `${user}:${password}\n`, encoding: 'utf-8' });
    if (chpasswd.status !== 0) throw new Error(`chpasswd: ${chpasswd.stderr}`);
    const jail = path.join(dir, 'chroot');
    const www = path.join(jail, 'www');
    mkdirSync(www, { recursive: true, mode: 0o755 });
    chmodSync(jail, 0o755);
    const { uid, gid } = (() => {
      const id = (flag: string) => Number(spawnSync('id', [flag, user], { encoding: 'utf-8' }).stdout.trim());
      return { uid: id('-u'), gid: id('-g') };
    })();
    chownSync(www, uid, gid);
    run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', path.join(dir, 'host_key')]);
    const hostKey = readFileSync(path.join(dir, 'host_key.pub'), 'utf-8').split(' ').slice(0, 2).join(' ');
    // sshd's privilege separation folder (systemd makes it; a container may not have it).
    mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
    const config = path.join(dir, 'sshd_config');
    writeFileSync(
      config,
      `# Generated by tests/servers/content-path.test.ts: SFTP only, in a chroot, one user, a password.
ListenAddress 127.0.0.1:${SSH_PORT}
HostKey ${dir}/host_key
PidFile ${dir}/sshd.pid
UsePAM no
AuthenticationMethods password
PasswordAuthentication yes
PubkeyAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin no
AllowUsers ${user}
AuthorizedKeysFile none
X11Forwarding no
AllowTcpForwarding no
Subsystem sftp internal-sftp
ForceCommand internal-sftp -d /
ChrootDirectory ${jail}
`,
    );
    run(SSHD, ['-t', '-f', config]);
    child = spawn(SSHD, ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
    let log = '';
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.once('exit', (code) => {
      if (code) console.log(`sshd exited (${code}):\n${log}`);
    });
    await waitForPort('sshd', SSH_PORT, child);
    return {
      www,
      env: {
        ...process.env,
        OVH_HOST: '127.0.0.1',
        OVH_PORT: String(SSH_PORT),
        OVH_DIR: 'www',
        OVH_USER: user,
        OVH_PASSWORD: password,
        OVH_KNOWN_HOSTS: `[127.0.0.1]:${SSH_PORT} ${hostKey}`,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** deploy/ovh-upload.sh, as the workflow runs it, sending `dist`. */
const upload = (sftp: Sftp, dist: string): number =>
  run('bash', [path.join(REPO, 'deploy/ovh-upload.sh')], { cwd: REPO, env: { ...sftp.env, DIST: dist } });

/**
 * The workflow's content commands on a copy of the site with `repairs` as its repairs.yaml: the
 * verifier, then the build and its postbuild (.htaccess, compressed copies). Throws with the
 * verifier's French message when it refuses the change; nothing is built then.
 */
async function contentCommands(repairs: string, times: Record<string, number>) {
  const root = freshFolder('site-content-path-');
  try {
    const copy = await buildSiteCopy({
      prefix: 'site-content-path-',
      root,
      prepare: (copyRoot) => {
        writeFileSync(path.join(copyRoot, REPAIRS), repairs);
        // The postbuild's scripts, and the description they write the hosts' files from.
        for (const folder of ['scripts', 'hosting'])
          cpSync(path.join(REPO, folder), path.join(copyRoot, folder), { recursive: true });
        times['verifier'] = run('npm', ['run', '--silent', 'verifier'], { cwd: copyRoot });
      },
    });
    times['build'] = copy.buildMs + run('npm', ['run', '--silent', 'postbuild'], { cwd: root });
    return { dist: copy.dist, remove: () => rmSync(root, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

test('a saved price goes live over SFTP and HTTPS; a refused one changes nothing served', async ({
  page,
}) => {
  test.setTimeout(300_000);
  if (process.getuid?.() !== 0) test.skip(true, 'a chroot needs root (CI runs as root)');
  for (const tool of [SSHD, '/usr/bin/lftp'])
    expect(existsSync(tool), `${tool} (apt-get install -y openssh-server lftp)`).toBe(true);

  const times: Record<string, number> = {};
  const cleanups: (() => void | Promise<void>)[] = [];
  try {
    let t0 = performance.now();
    const sftp = await startSftp();
    cleanups.push(sftp.stop);
    times['sshd start'] = performance.now() - t0;

    await test.step('the live site: the repository’s build, uploaded, served by Apache over TLS', async () => {
      times['first upload (whole site)'] = upload(sftp, path.join(REPO, 'dist'));
      t0 = performance.now();
      const apache = await startApache({
        root: sftp.www,
        port: APACHE_PORT,
        tlsPort: TLS_PORT,
        names: [WWW, other],
      });
      cleanups.push(apache.stop);
      times['Apache start'] = performance.now() - t0;
      expect(existsSync(path.join(apache.dir, 'site')), 'Apache serves the uploaded folder itself').toBe(
        false,
      );
      await page.goto(`https://${WWW}/`);
      await expect(offer(page)).toContainText('549,90');
    });

    await test.step('a saved change: the timing belt at 579.9, checked, built, uploaded, read over HTTPS', async () => {
      const saved = readFileSync(path.join(REPO, REPAIRS), 'utf-8');
      expect(saved).toContain(BELT);
      const site = await contentCommands(saved.replace(BELT, 'amount: 579.9 }'), times);
      cleanups.push(site.remove);
      times['upload (the change)'] = upload(sftp, site.dist);
      t0 = performance.now();
      const response = await page.goto(`https://${WWW}/`);
      expect(response?.status()).toBe(200);
      await expect(offer(page)).toContainText('579,90');
      await page.goto(`https://${WWW}${REPAIRS_PAGE}`);
      await expect(belt(page)).toContainText('579,90');
      times['read in Chromium (2 pages)'] = performance.now() - t0;
    });

    await test.step('a refused change (a price 1.200) stops at the verifier: nothing served changes', async () => {
      const before = fingerprints(sftp.www);
      const saved = readFileSync(path.join(REPO, REPAIRS), 'utf-8');
      t0 = performance.now();
      const refused = await contentCommands(saved.replace(BELT, 'amount: 1.200 }'), {}).then(
        (site) => {
          site.remove();
          return '';
        },
        (error: Error) => error.message,
      );
      times['refused at the verifier'] = performance.now() - t0;
      expect(refused, 'the verifier refuses, in French, naming the file').toMatch(
        /repairs\.yaml[\s\S]*Courroie de distribution/,
      );
      expect(fingerprints(sftp.www)).toEqual(before);
      await page.reload();
      await expect(belt(page)).toContainText('579,90');
    });
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
    console.log(
      `content path, step by step:\n${Object.entries(times)
        .map(([step, ms]) => `  ${step}: ${(ms / 1000).toFixed(1)} s`)
        .join('\n')}`,
    );
  }
});
