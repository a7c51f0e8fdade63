// Images and sounds: the bundler turns an import into the file's URL; in tests the module is that
// file's name under /assets/, so each asset stays distinct and visible in the rendered markup.
const { basename } = require('node:path');

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(`/assets/${basename(filename)}`)};` };
  },
};
