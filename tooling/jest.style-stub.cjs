// Stylesheets have no meaning in jsdom tests; an import of one gives an empty module.
module.exports = {};
