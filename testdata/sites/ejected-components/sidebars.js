module.exports = {
  docs: [
    'intro',
    {
      type: 'category',
      label: 'Guides',
      link: { type: 'doc', id: 'guides/index' },
      items: ['guides/install', 'guides/upgrade', 'guides/magic-comments'],
    },
  ],
};
