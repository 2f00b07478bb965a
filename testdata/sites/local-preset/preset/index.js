const classic = require('@docusaurus/preset-classic').default;

// The team preset: the classic preset with the team's note theme added after the classic
// theme, so that its MDXComponents wraps the classic one.
module.exports = function teamPreset(context, options) {
  const { note, ...classicOptions } = options;
  const result = classic(context, classicOptions);
  result.themes.push([require.resolve('./note-plugin'), { note }]);
  return result;
};
