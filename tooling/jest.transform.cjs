// ts-jest, plus one rewrite it cannot do: tests run as CommonJS, where `import.meta.url` does not
// exist, so it becomes the file's URL built from `__filename` (no `require`: a module may shadow it).
const { TsJestTransformer } = require('ts-jest');

const IMPORT_META_URL = /\bimport\.meta\.url\b/g;
const rewrite = (source) =>
  source.includes('import.meta.url')
    ? source.replace(
        IMPORT_META_URL,
        "new URL('file://' + __filename.split('/').map(encodeURIComponent).join('/')).href",
      )
    : source;

class PortalTransformer extends TsJestTransformer {
  process(source, path, options) {
    return super.process(rewrite(source), path, options);
  }

  processAsync(source, path, options) {
    return super.processAsync(rewrite(source), path, options);
  }

  getCacheKey(source, path, options) {
    return super.getCacheKey(rewrite(source), path, options);
  }

  getCacheKeyAsync(source, path, options) {
    return super.getCacheKeyAsync(rewrite(source), path, options);
  }
}

module.exports = { createTransformer: (config) => new PortalTransformer(config) };
