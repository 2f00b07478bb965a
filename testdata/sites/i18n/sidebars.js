module.exports = {
  guide: ['intro', { type: 'category', label: 'Guides', collapsed: false, items: ['guides/install', 'guides/configure'] }],
};
