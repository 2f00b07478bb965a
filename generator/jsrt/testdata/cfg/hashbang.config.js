const {answer} = require('./scripts/tool');
module.exports = {answer: answer()};
