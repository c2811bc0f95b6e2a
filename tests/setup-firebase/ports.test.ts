// The ports the test servers are started on: below the kernel's ephemeral range, never handed out twice while
// held, given back on release, and taken over from a run that ended without giving them back.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimPort, claimPorts, holdLock } from '../../scripts/ports';

const claims = join(tmpdir(), 'medspa-port-claims');
const claimFile = (port: number) => join(claims, String(port));
const ephemeralStart = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);

describe('claimPorts', () => {
  it('claims distinct ports below the ephemeral range that a second claim does not get until released', async () => {
    const first = await claimPorts(8);
    const second = await claimPorts(8);
    try {
      const all = [...first.ports, ...second.ports];
      expect(new Set(all).size).toBe(16);
      for (const port of all) {
        expect(port).toBeGreaterThanOrEqual(20_000);
        expect(port).toBeLessThan(ephemeralStart);
        expect(readFileSync(claimFile(port), 'utf8')).toBe(String(process.pid));
      }
    } finally {
      first.release();
      second.release();
    }
    for (const port of first.ports) expect(existsSync(claimFile(port))).toBe(false);
  });

  it('passes over a port another process listens on', async () => {
    const { ports, release } = await claimPorts(1);
    release();
    const [busy] = ports as [number];
    const server = createServer();
    await new Promise<void>((done) => server.listen(busy, '127.0.0.1', done));
    try {
      const claimed = await claimPorts(1, { from: busy });
      claimed.release();
      // Looked for from the busy port itself, the claim gets another.
      expect(claimed.ports[0]).not.toBe(busy);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });

  it('takes over the claim of a process that has ended, and leaves a live one alone', async () => {
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const { ports, release } = await claimPorts(2);
    release();
    const [stale, held] = ports as [number, number];
    writeFileSync(claimFile(stale), ended.stdout);
    // The process that started this test lives as long as the test does.
    writeFileSync(claimFile(held), String(process.ppid));
    try {
      expect(claimPort(stale)).toBe(true);
      expect(readFileSync(claimFile(stale), 'utf8')).toBe(String(process.pid));
      expect(claimPort(held)).toBe(false);
      expect(readFileSync(claimFile(held), 'utf8')).toBe(String(process.ppid));
    } finally {
      rmSync(claimFile(stale), { force: true });
      rmSync(claimFile(held), { force: true });
    }
  });
});

describe('holdLock', () => {
  it('lets one holder at a time through, the next once the first releases, and takes over a dead holder\'s lock', async () => {
    const name = `test-${process.pid}`;
    const first = await holdLock(name);
    let second: (() => void) | undefined;
    const waiting = holdLock(name).then((release) => (second = release));
    await new Promise((r) => setTimeout(r, 600));
    expect(second).toBeUndefined();
    first();
    await waiting;
    expect(second).toBeTypeOf('function');
    second!();
    // A lock left by a process that has ended is taken at once.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
    writeFileSync(join(claims, `lock-${name}`), dead);
    const third = await holdLock(name);
    expect(readFileSync(join(claims, `lock-${name}`), 'utf8')).toBe(String(process.pid));
    third();
    expect(existsSync(join(claims, `lock-${name}`))).toBe(false);
    // A stopped start gives up waiting.
    const held = await holdLock(name);
    const stopping = new AbortController();
    const given = holdLock(name, stopping.signal);
    stopping.abort();
    await expect(given).rejects.toThrow();
    held();
  });
});

