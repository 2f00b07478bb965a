module.exports = {
  plugins: [require('./postcss/brand')({ file: 'src/css/brand.txt' })],
};
