const fs = require('fs');
module.exports = { files: fs.readdirSync('.') };
