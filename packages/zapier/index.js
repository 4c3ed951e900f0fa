// Zapier loads the package's main module: the app definition, bundled by build.mjs.
module.exports = require('./dist/index.js').default;
