const classic = require('@docusaurus/preset-classic').default;

// The team preset: the classic preset with the team's note plugin added.
module.exports = function teamPreset(context, options) {
  const { note, ...classicOptions } = options;
  const result = classic(context, classicOptions);
  result.plugins.push([require.resolve('./note-plugin'), { note }]);
  return result;
};
