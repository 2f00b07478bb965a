module.exports = {
  main: ['intro', 'missing-page'],
};
