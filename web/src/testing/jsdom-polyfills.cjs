/**
 * jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time. Loaded through
 * `setupFiles` of the Jest `web` project.
 */
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
