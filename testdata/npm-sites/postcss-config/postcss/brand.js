// A PostCSS plugin of the site's: brand() stands for the colour in a text file, which the
// plugin reports as a dependency of the stylesheet.
const fs = require('fs');
const path = require('path');

module.exports = (opts = {}) => ({
  postcssPlugin: 'site-brand',
  Declaration(decl, { result }) {
    if (!decl.value.includes('brand()')) return;
    const file = path.resolve(opts.file);
    decl.value = decl.value.replaceAll('brand()', fs.readFileSync(file, 'utf8').trim());
    result.messages.push({ type: 'dependency', plugin: 'site-brand', file, parent: result.opts.from });
  },
});
module.exports.postcss = true;
