const fs = require('child_process');
module.exports = { out: fs.execSync('ls') };
