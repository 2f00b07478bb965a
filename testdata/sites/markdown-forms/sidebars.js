module.exports = {
  main: ['elements', 'indented', 'files', 'plain', { type: 'category', label: 'Guide', link: { type: 'doc', id: 'guide/index' }, items: ['guide/other'] }],
};
