const path = require('path');

// Adds the Greeting theme component, a client module and a meta tag with the salutation.
module.exports = function greetingPlugin(context, options) {
  return {
    name: 'greeting',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [path.join(__dirname, 'client')];
    },
    injectHtmlTags() {
      return {
        headTags: [{ tagName: 'meta', attributes: { name: 'greeting', content: options.salutation } }],
      };
    },
  };
};
