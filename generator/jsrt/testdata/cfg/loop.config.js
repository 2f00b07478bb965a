module.exports = (function spin() { for (;;) {} })();
