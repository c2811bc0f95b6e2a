// Types for scripts/firestore-emulator.mjs, which the test command runs as plain JavaScript.

/** Why the emulator cannot start here, or undefined when it can. */
export function firestoreEmulatorMissing(): string | undefined;

/** Starts the emulator on 127.0.0.1:port and resolves, once it answers, with a function that stops it. */
export function startFirestoreEmulator(port: number): Promise<() => void>;
