// A catalog file (`src/i18n/<locale>.json` in every front-end package) holds message ids and their ICU
// MessageFormat text. Builds and tests compile it with Lingui's own compiler, so the browser only
// interpolates (Lingui's runtime without its parser: about 2 KB).
const { compileMessage } = require('@lingui/message-utils/compileMessage');

/** Where catalogs live: `src/i18n/en.json`, `src/i18n/ur.json`. */
const CATALOG_FILE = /[\\/]src[\\/]i18n[\\/][a-z]{2}\.json$/;

/**
 * The api's messages by code (`api.<CODE>`) are left out of English catalogs: in English a screen
 * shows the api's own text, which every answer with a code carries (shared-catalog.ts), so the
 * English copies would only be bytes on every first visit. The source files keep them: they are the
 * registry the other languages are checked against.
 */
const skipped = (id, file) => id.startsWith('api.') && /[\\/]en\.json$/.test(file);

/** The catalog's JSON text compiled to Lingui's runtime form, as JSON text. */
function compileCatalogText(text, file) {
  const messages = JSON.parse(text);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (skipped(id, file)) continue;
    if (typeof message !== 'string') throw new Error(`${file}: message "${id}" is not a string`);
    try {
      compiled[id] = compileMessage(message);
    } catch (error) {
      throw new Error(`${file}: message "${id}" is not valid ICU MessageFormat: ${error.message}`);
    }
  }
  return JSON.stringify(compiled);
}

module.exports = { CATALOG_FILE, compileCatalogText };
