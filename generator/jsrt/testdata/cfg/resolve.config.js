module.exports = { sidebar: require.resolve('./lib/helper'), path: require('path').join('a', 'b') };
