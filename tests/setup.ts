// Every test file gets a fresh in-memory IndexedDB and jest-dom-free plain assertions.
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/dom';

// findBy* and waitFor wait for what the owner would see; on a busy machine a render can take more than the
// library's default second, which would fail a test whose page works.
configure({ asyncUtilTimeout: 5000 });
