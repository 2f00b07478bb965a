// Site-wide config options: head tags, stylesheets, scripts, client modules, custom fields, a
// static folder of another name, and an async config function reading process.env.
module.exports = async function createConfig() {
  return {
    title: 'Config Features',
    url: 'https://config.example.com',
    baseUrl: '/',
    customFields: { release: process.env.FIXTURE_RELEASE || 'unset' },
    staticDirectories: ['public'],
    headTags: [
      { tagName: 'meta', attributes: { name: 'fixture-head-tag', content: 'present' } },
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.com' } },
    ],
    stylesheets: ['https://cdn.example.com/extra.css', { href: '/extra/print.css', media: 'print' }],
    scripts: [{ src: 'https://cdn.example.com/analytics.js', async: true }],
    clientModules: [require.resolve('./src/client/marker.js'), require.resolve('./src/css/client.css')],
    presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false } }]],
    themeConfig: { navbar: { title: 'Config' } },
  };
};
