// Plugins that gosaurus does not implement itself: a local plugin with a theme component, a
// client module and head tags; an inline plugin whose only hook (PostCSS) gosaurus skips; and a
// custom navbar item type mapped by the site's swizzled ComponentTypes.
module.exports = {
  title: 'Plugin hooks',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false }]],
  plugins: [
    ['./plugins/greeting', { salutation: 'Welcome' }],
    function postcssTweaks(context, options) {
      return {
        name: 'postcss-tweaks',
        configurePostCss(postcssOptions) {
          return postcssOptions;
        },
      };
    },
  ],
  themeConfig: {
    navbar: {
      title: 'Plugin hooks',
      items: [{ type: 'custom-status', position: 'right', label: 'Status' }],
    },
  },
};
