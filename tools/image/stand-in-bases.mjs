// Stand-ins for node:24-bookworm and node:24-bookworm-slim, whose registry this machine cannot reach: Debian's
// own packages (mmdebstrap) and Node 24 from the npm registry, laid out as the official images lay them out.
import { execFile, execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ensureProgram } from '../common/debian.mjs';

const SUITE = 'bookworm';
// The build tools node:24-bookworm inherits from buildpack-deps (without its hundred -dev libraries).
const BUILD_TOOLS = ['ca-certificates', 'curl', 'git', 'build-essential', 'python3', 'procps', 'xz-utils', 'unzip'];
// Debian's slim images carry no manuals, docs or translations; copyright notices stay.
const SLIM = [
  ...['/usr/share/doc/*', '/usr/share/man/*', '/usr/share/locale/*', '/usr/share/info/*'].map(
    (path) => `--dpkgopt=path-exclude=${path}`,
  ),
  '--dpkgopt=path-include=/usr/share/doc/*/copyright',
];
const APT_SOURCES = ['/etc/apt/sources.list.d/debian.sources', '/etc/apt/sources.list'];
// This machine's own certificate authorities (a network that inspects TLS needs them to reach the registry).
const LOCAL_AUTHORITIES = '/usr/local/share/ca-certificates';

const TOOLS = [
  ['npm', 'npm@11', { npm: 'npm-cli.js', npx: 'npx-cli.js' }],
  ['corepack', 'corepack@0', { corepack: 'corepack.js' }],
  ['yarn', 'yarn@1', { yarn: 'yarn.js', yarnpkg: 'yarn.js' }],
];

const sh = (command, args) =>
  execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    .toString()
    .trim();

async function debianRoot(out, { slim, include = [] }) {
  ensureProgram('mmdebstrap');
  // The machine's own apt sources: the same mirror, named nowhere in this repository.
  const sources = APT_SOURCES.find(existsSync);
  if (!sources) throw new Error(`no apt sources here (${APT_SOURCES.join(', ')}): mmdebstrap needs one`);
  const options = ['--variant=minbase', '--quiet', '--hook-dir=/usr/share/mmdebstrap/hooks/merged-usr'];
  if (include.length) options.push(`--include=${include.join(',')}`);
  await promisify(execFile)('mmdebstrap', [...options, ...(slim ? SLIM : []), SUITE, out, sources], {
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** /usr/local as the official images fill it: node, npm and npx, corepack, yarn 1; one OpenSSL header set. */
function nodeTree(dir, packs) {
  const pack = (spec) => join(packs, sh('npm', ['pack', spec, '--quiet', '--pack-destination', packs]));
  const untar = (file, into) => {
    mkdirSync(into, { recursive: true });
    sh('tar', ['xzf', file, '-C', into, '--strip-components=1']);
  };
  untar(pack(`node-linux-${process.arch}@24`), dir);
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const notInImage of ['CHANGELOG.md', 'README.md', 'package.json']) rmSync(join(dir, notInImage));
  const archs = join(dir, 'include', 'node', 'openssl', 'archs');
  const ours = process.arch === 'x64' ? 'linux-x86_64' : 'linux-aarch64';
  for (const arch of readdirSync(archs).filter((name) => name !== ours)) rmSync(join(archs, arch), { recursive: true });
  for (const [tool, spec, bins] of TOOLS) {
    untar(pack(spec), join(dir, 'lib', 'node_modules', tool));
    for (const [name, file] of Object.entries(bins))
      symlinkSync(`../lib/node_modules/${tool}/bin/${file}`, join(dir, 'bin', name));
  }
  return version;
}

const containerfile = ({ version, trust }) => `FROM scratch
ADD rootfs.tar /
COPY node/ /usr/local/
${trust ? 'COPY trust/ /usr/local/share/ca-certificates/\nRUN update-ca-certificates >/dev/null\n' : ''}\
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
ENV NODE_VERSION=${version}${trust ? ' NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' : ''}
CMD ["node"]
`;

function copyLocalAuthorities(context) {
  const files = existsSync(LOCAL_AUTHORITIES) ? readdirSync(LOCAL_AUTHORITIES) : [];
  mkdirSync(join(context, 'trust'));
  for (const file of files) copyFileSync(join(LOCAL_AUTHORITIES, file), join(context, 'trust', file));
  return files.length > 0;
}

const BASES = [
  { arg: 'NODE_IMAGE', name: 'localhost/stand-in/node:24-bookworm', slim: false },
  { arg: 'NODE_SLIM_IMAGE', name: 'localhost/stand-in/node:24-bookworm-slim', slim: true },
];

/** Builds both stand-ins into buildah's storage; returns the Dockerfile's build arguments that name them. */
export async function buildStandInBases({ buildah }, workDir) {
  const packs = join(workDir, 'packs');
  mkdirSync(packs, { recursive: true });
  const contexts = BASES.map(({ arg }) => join(workDir, `base-${arg}`));
  for (const context of contexts) mkdirSync(context);
  // Both Debian roots at once: most of their time is spent waiting on the mirror.
  const roots = Promise.all(
    BASES.map(({ slim }, i) => debianRoot(join(contexts[i], 'rootfs.tar'), { slim, include: slim ? [] : BUILD_TOOLS })),
  );
  const versions = contexts.map((context) => nodeTree(join(context, 'node'), packs));
  await roots;
  for (const [i, { slim, name }] of BASES.entries()) {
    const trust = !slim && copyLocalAuthorities(contexts[i]);
    writeFileSync(join(contexts[i], 'Containerfile'), containerfile({ version: versions[i], trust }));
    await buildah(['bud', '--isolation', 'chroot', '--quiet', '--format', 'docker', '-t', name, contexts[i]]);
    rmSync(contexts[i], { recursive: true });
  }
  return Object.fromEntries(BASES.map(({ arg, name }) => [arg, name]));
}
