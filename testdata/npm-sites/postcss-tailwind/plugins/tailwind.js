// A local plugin that adds Tailwind, as sites commonly do.
module.exports = function tailwindPlugin() {
  return {
    name: 'tailwind-plugin',
    configurePostCss(postcssOptions) {
      postcssOptions.plugins.push(require('tailwindcss'));
      return postcssOptions;
    },
  };
};
