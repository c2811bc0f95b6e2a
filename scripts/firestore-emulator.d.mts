// Types for scripts/firestore-emulator.mjs, which the test command runs as plain JavaScript.

/** Why the emulator cannot start here, or undefined when it can. */
export function firestoreEmulatorMissing(): string | undefined;

import type { ChildProcess } from 'node:child_process';

/** Starts the emulator on 127.0.0.1:port and resolves, once it answers, with a function that stops it. */
export function startFirestoreEmulator(port: number): Promise<() => void>;

/** Starts the emulator on 127.0.0.1:port and resolves, once it answers, with its process and a function that stops it. */
export function startFirestoreEmulatorProcess(port: number): Promise<{ process: ChildProcess; stop: () => void }>;
