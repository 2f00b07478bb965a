module.exports = {
  main: ['intro', 'guide/setup'],
  empty: [{ type: 'html', value: '<b>nothing to link</b>' }],
};
