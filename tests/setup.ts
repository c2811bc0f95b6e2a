// Every test file gets a fresh in-memory IndexedDB and jest-dom-free plain assertions.
import 'fake-indexeddb/auto';
