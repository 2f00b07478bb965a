module.exports = {
  guide: ['index', 'setup'],
};
