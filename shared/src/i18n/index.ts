// The portal's i18n (docs/i18n.md): Lingui's runtime with catalogs compiled at build time, one
// instance per page (this subpath is a federation singleton), each package's catalogs its own.
export * from './locale';
export {
  i18n,
  registerCatalog,
  loadLocale,
  catalogsReady,
  currentLocale,
  setLocale,
  type CatalogSource,
} from './catalogs';
export { formatNumber, formatDateTime } from './format';
export {
  useLocale,
  useT,
  t,
  Trans,
  packageCatalog,
  localName,
  useLocalName,
  type Named,
  type Translate,
  type MessageValues,
} from './react';
export { apiMessage, type SharedMessage } from './shared-catalog';
