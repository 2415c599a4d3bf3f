/**
 * jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time. Loaded through
 * `setupFiles` of the Jest `web` project.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file, loaded only by Jest
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
