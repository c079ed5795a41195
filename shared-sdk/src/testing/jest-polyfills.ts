import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which ky needs; jest runs this before every browser-side suite.
Object.assign(globalThis, { TextEncoder, TextDecoder });
