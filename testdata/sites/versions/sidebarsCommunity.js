module.exports = { community: ['support', 'contributing'] };
