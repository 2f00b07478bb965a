module.exports = {
  docs: [
    'intro',
    // A generated index in the unreleased version shows the version banner outside a doc.
    { type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['guides/install', 'guides/upgrade'] },
  ],
};
