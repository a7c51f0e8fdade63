// An SVG drawing imported as its markup (webpack's `asset/source`, `markupSvg` in webpack.base.mjs):
// in tests too the module is the file's text, so a test sees the drawing the page draws.
module.exports = {
  process(source) {
    return { code: `module.exports = ${JSON.stringify(source)};` };
  },
};
