// Development-only code: a remote's standalone dev app. Never a federation share (see
// tooling/webpack.base.mjs), so the portal never loads it.
export { StandaloneApp, type StandaloneAppProps } from './standalone-app';
