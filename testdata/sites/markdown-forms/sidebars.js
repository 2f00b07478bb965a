module.exports = {
  main: ['elements', 'indented', 'edge-cases', 'files', 'plain', { type: 'category', label: 'Guide', link: { type: 'doc', id: 'guide/index' }, items: ['guide/other'] }],
};
