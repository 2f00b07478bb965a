// Imported first by entry.server.jsx, before React: goja (the server-side JS
// engine) has neither `process`, nor TextEncoder, nor MessageChannel, and
// react-dom/server.browser creates a TextEncoder and a MessageChannel at module
// load (for its streaming API, unused here: renderToString does not need
// them). Only missing globals are defined.
var g = typeof globalThis !== 'undefined' ? globalThis : this;

if (typeof g.process === 'undefined') {
  g.process = {env: {NODE_ENV: 'production'}};
} else if (!g.process.env) {
  g.process.env = {NODE_ENV: 'production'};
}

if (typeof g.TextEncoder === 'undefined') {
  var TextEncoderShim = function TextEncoder() {};
  TextEncoderShim.prototype.encoding = 'utf-8';
  // UTF-8 encoding of a JS string.
  TextEncoderShim.prototype.encode = function encode(input) {
    var str = input === undefined ? '' : String(input);
    var bytes = [];
    for (var i = 0; i < str.length; i++) {
      var code = str.charCodeAt(i);
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < str.length) {
        var next = str.charCodeAt(i + 1);
        if (next >= 0xdc00 && next <= 0xdfff) {
          code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
          i++;
        } else {
          code = 0xfffd;
        }
      } else if (code >= 0xd800 && code <= 0xdfff) {
        code = 0xfffd;
      }
      if (code < 0x80) {
        bytes.push(code);
      } else if (code < 0x800) {
        bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
      } else if (code < 0x10000) {
        bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
      } else {
        bytes.push(
          0xf0 | (code >> 18),
          0x80 | ((code >> 12) & 0x3f),
          0x80 | ((code >> 6) & 0x3f),
          0x80 | (code & 0x3f),
        );
      }
    }
    return new Uint8Array(bytes);
  };
  TextEncoderShim.prototype.encodeInto = function encodeInto(input, dest) {
    var encoded = this.encode(input);
    var n = Math.min(encoded.length, dest.length);
    for (var j = 0; j < n; j++) {
      dest[j] = encoded[j];
    }
    return {read: input.length, written: n};
  };
  g.TextEncoder = TextEncoderShim;
}

if (typeof g.MessageChannel === 'undefined') {
  var MessageChannelShim = function MessageChannel() {
    this.port1 = {onmessage: null, postMessage: function () {}, close: function () {}};
    this.port2 = {onmessage: null, postMessage: function () {}, close: function () {}};
  };
  g.MessageChannel = MessageChannelShim;
}
