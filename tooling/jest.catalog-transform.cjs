// Jest transform for message catalogs (see i18n-catalog.cjs): tests load the same compiled catalog
// as the build does. Jest parses a .json module's transformed text as JSON, so the output is JSON.
const { createHash } = require('node:crypto');
const { compileCatalogText } = require('./i18n-catalog.cjs');

module.exports = {
  process(source, path) {
    return { code: compileCatalogText(source, path) };
  },
  getCacheKey(source, path) {
    return createHash('sha256').update('catalog-json-3').update(path).update(source).digest('hex');
  },
};
