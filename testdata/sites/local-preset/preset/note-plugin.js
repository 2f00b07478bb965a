const path = require('path');

// Offers @theme/PresetNote, which shows the note, and names the preset in a meta tag.
module.exports = function notePlugin(context, options) {
  return {
    name: 'team-note',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    injectHtmlTags() {
      return { headTags: [{ tagName: 'meta', attributes: { name: 'team-preset', content: options.note } }] };
    },
  };
};
