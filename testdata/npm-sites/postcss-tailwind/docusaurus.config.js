module.exports = {
  title: 'Tailwind site',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false, theme: { customCss: './src/css/custom.css' } }]],
  plugins: [
    './plugins/tailwind.js',
    // An inline plugin after it: its configurePostCss sees the local plugin's Tailwind in
    // the options, and adds a plugin of its own behind it.
    function stampPlugin() {
      return {
        name: 'stamp-plugin',
        configurePostCss(postcssOptions) {
          const seen = postcssOptions.plugins.length;
          postcssOptions.plugins.push({
            postcssPlugin: 'stamp',
            OnceExit(root) {
              root.append({ selector: '.stamp-after-tailwind', nodes: [{ prop: '--plugins-before', value: String(seen) }] });
            },
          });
          return postcssOptions;
        },
      };
    },
  ],
};
