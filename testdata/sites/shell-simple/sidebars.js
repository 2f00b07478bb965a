module.exports = {
  docs: ['index', 'second'],
};
