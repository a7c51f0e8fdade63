// webpack loader for message catalogs (see i18n-catalog.cjs): the module's default export is the
// compiled catalog. JSON.parse of a string literal is the fastest way to evaluate a large object.
const { compileCatalogText } = require('./i18n-catalog.cjs');

module.exports = function catalogLoader(source) {
  const json = compileCatalogText(source, this.resourcePath);
  return `export default JSON.parse(${JSON.stringify(json)});`;
};
