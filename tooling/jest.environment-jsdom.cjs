// jsdom as the browser for component tests, plus the web platform globals that Node has and jsdom
// lacks (the browsers the portal supports all have them): encoders, fetch's classes, streams. Not
// Node's MessageChannel: React's scheduler would use it, and its open ports keep a worker alive.
const JSDOMEnvironment = require('jest-environment-jsdom').default;

const fromNode = [
  'TextEncoder',
  'TextDecoder',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  'AbortController',
  'AbortSignal',
];

class PortalJsdomEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fromNode) {
      if (this.global[name] === undefined && globalThis[name] !== undefined)
        this.global[name] = globalThis[name];
    }
  }
}

module.exports = PortalJsdomEnvironment;
