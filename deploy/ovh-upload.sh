#!/usr/bin/env bash
# Sends the build to OVH by SFTP with lftp: the publishing workflow runs it (.github/workflows/
# publish.yml, step « OVH (SFTP) »), and tests/servers/content-path.test.ts runs it, unchanged,
# against a local OpenSSH SFTP server, so the two cannot drift.
# Fingerprinted files first, kept from earlier builds (a visitor may hold an older page); then the
# pages, the .htaccess and the rest, removing what the build no longer has. Stops at the first
# failed command, with lftp's exit code.
# Environment: OVH_HOST, OVH_USER, OVH_PASSWORD, OVH_KNOWN_HOSTS (the server's known_hosts lines);
# optional: OVH_DIR (default www), OVH_PORT (default 22: OVH's « Serveur FTP et SFTP »,
# ftp.clusterXXX.hosting.ovh.net), DIST (default dist).
set -euo pipefail
dist=${DIST:-dist}
dir=${OVH_DIR:-www}
known=$(mktemp)
trap 'rm -f "$known"' EXIT
printf '%s\n' "$OVH_KNOWN_HOSTS" >"$known"
# The password through the environment, not the command line (which other processes can read).
export LFTP_PASSWORD=$OVH_PASSWORD
lftp --env-password -u "$OVH_USER" "sftp://$OVH_HOST:${OVH_PORT:-22}" -e "
  set cmd:fail-exit yes;
  set net:max-retries 3;
  set sftp:connect-program 'ssh -a -x -o StrictHostKeyChecking=yes -o UserKnownHostsFile=$known';
  mirror -R --parallel=4 $dist/_astro $dir/_astro;
  mirror -R --delete --parallel=4 --exclude ^_astro/ $dist $dir;
  quit"
