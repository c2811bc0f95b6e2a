// Ports for the servers the tests start (emulators, Hosting, the page function), claimed so that nothing else
// takes one between choosing it and listening on it, which for the Firebase stack is half a minute of building.
//
// Two things could: the machine's own outgoing connections, which the kernel gives local ports from its
// ephemeral range (ip_local_port_range), and another test run on the machine choosing at the same time. Ports
// are therefore chosen below the ephemeral range, and each is claimed by a file created exclusively in a
// folder every run shares, naming the claiming process; a claim whose process has gone is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CLAIMS = join(tmpdir(), 'medspa-port-claims');
/** The lowest port chosen: above the well-known ports servers on the machine are configured with. */
const LOWEST = 20_000;

/** The first port of the kernel's ephemeral range (32768 where it cannot be read). */
function ephemeralStart(): number {
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(first) && first > LOWEST + 1000 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims `name` (a port, a lock) for this process; false when a live process holds it. */
function claim(name: string): boolean {
  mkdirSync(CLAIMS, { recursive: true });
  const file = join(CLAIMS, name);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = Number(readFileSync(file, 'utf8'));
  if (holder === process.pid || (Number.isInteger(holder) && holder > 0 && alive(holder))) return false;
  // The claim of a run that has ended without releasing it: take it over, exclusively again, in case another
  // run saw the same stale claim at the same moment.
  rmSync(file, { force: true });
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

/** Claims `port` for this process; false when a live process holds it. */
export function claimPort(port: number): boolean {
  return claim(String(port));
}

/**
 * Waits until this process holds the machine-wide lock `name` (taken over from a process that ended holding it),
 * and gives back its release (safe to call twice). For work two runs must not do at once on a machine of two cores.
 */
export async function holdLock(name: string, signal?: AbortSignal): Promise<() => void> {
  const file = `lock-${name}`;
  while (!claim(file)) {
    signal?.throwIfAborted();
    await new Promise((r) => setTimeout(r, 250));
  }
  let held = true;
  const release = () => {
    if (held) rmSync(join(CLAIMS, file), { force: true });
    held = false;
  };
  process.once('exit', release);
  return release;
}

/** Whether nothing listens on `port` now. */
function bindable(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.unref();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

export interface ClaimedPorts {
  ports: number[];
  /** Gives the ports back; safe to call twice. */
  release(): void;
}

/**
 * `count` ports that nothing listens on, no other run holds, and the kernel never hands to an outgoing
 * connection; looked for upwards from a random port, or from `from`.
 */
export async function claimPorts(count: number, { from }: { from?: number } = {}): Promise<ClaimedPorts> {
  const ports: number[] = [];
  const release = () => {
    for (const port of ports.splice(0)) rmSync(join(CLAIMS, String(port)), { force: true });
  };
  const span = ephemeralStart() - LOWEST;
  let port = (from ?? LOWEST + Math.floor(Math.random() * span)) - 1;
  try {
    for (let tried = 0; ports.length < count; tried++) {
      if (tried >= span) throw new Error(`No ${count} free ports below ${LOWEST + span}`);
      port = LOWEST + ((port - LOWEST + 1) % span);
      if (!claimPort(port)) continue;
      if (await bindable(port)) ports.push(port);
      else rmSync(join(CLAIMS, String(port)), { force: true });
    }
  } catch (error) {
    release();
    throw error;
  }
  process.once('exit', release);
  return { ports: [...ports], release };
}
