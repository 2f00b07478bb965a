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

// URLSearchParams, which components read the location's query string with (a server render's
// location has none, but the calls must work): the WHATWG form-urlencoded parser and
// serializer.
if (typeof g.URLSearchParams === 'undefined') {
  var decodeFormComponent = function (s) {
    // Each run of escapes is decoded alone: a malformed one stays as written, as browsers
    // leave it.
    return s.replace(/\+/g, ' ').replace(/(%[0-9A-Fa-f]{2})+/g, function (run) {
      try {
        return decodeURIComponent(run);
      } catch (e) {
        return run;
      }
    });
  };
  var encodeFormComponent = function (s) {
    return encodeURIComponent(s)
      .replace(/[!'()~]/g, function (c) {
        return '%' + c.charCodeAt(0).toString(16).toUpperCase();
      })
      .replace(/%20/g, '+');
  };
  class URLSearchParamsShim {
    constructor(init) {
      this._list = [];
      if (init == null) {
        return;
      }
      if (typeof init === 'object') {
        var pairs = typeof init[Symbol.iterator] === 'function' ? Array.from(init) : Object.keys(init).map(function (k) {
          return [k, init[k]];
        });
        for (var i = 0; i < pairs.length; i++) {
          this._list.push([String(pairs[i][0]), String(pairs[i][1])]);
        }
        return;
      }
      var query = String(init);
      if (query.charAt(0) === '?') {
        query = query.slice(1);
      }
      var parts = query.split('&');
      for (var j = 0; j < parts.length; j++) {
        if (parts[j] === '') {
          continue;
        }
        var eq = parts[j].indexOf('=');
        var name = eq < 0 ? parts[j] : parts[j].slice(0, eq);
        var value = eq < 0 ? '' : parts[j].slice(eq + 1);
        this._list.push([decodeFormComponent(name), decodeFormComponent(value)]);
      }
    }
    get size() {
      return this._list.length;
    }
    append(name, value) {
      this._list.push([String(name), String(value)]);
    }
    delete(name) {
      name = String(name);
      this._list = this._list.filter(function (p) {
        return p[0] !== name;
      });
    }
    get(name) {
      for (var i = 0; i < this._list.length; i++) {
        if (this._list[i][0] === String(name)) {
          return this._list[i][1];
        }
      }
      return null;
    }
    getAll(name) {
      return this._list
        .filter(function (p) {
          return p[0] === String(name);
        })
        .map(function (p) {
          return p[1];
        });
    }
    has(name) {
      return this.get(name) !== null;
    }
    set(name, value) {
      name = String(name);
      var i = this._list.findIndex(function (p) {
        return p[0] === name;
      });
      if (i < 0) {
        this._list.push([name, String(value)]);
        return;
      }
      this._list[i] = [name, String(value)];
      this._list = this._list.filter(function (p, j) {
        return j <= i || p[0] !== name;
      });
    }
    sort() {
      this._list.sort(function (a, b) {
        return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
      });
    }
    forEach(callback, thisArg) {
      for (var i = 0; i < this._list.length; i++) {
        callback.call(thisArg, this._list[i][1], this._list[i][0], this);
      }
    }
    entries() {
      return this._list.map(function (p) {
        return [p[0], p[1]];
      })[Symbol.iterator]();
    }
    keys() {
      return this._list.map(function (p) {
        return p[0];
      })[Symbol.iterator]();
    }
    values() {
      return this._list.map(function (p) {
        return p[1];
      })[Symbol.iterator]();
    }
    [Symbol.iterator]() {
      return this.entries();
    }
    toString() {
      return this._list
        .map(function (p) {
          return encodeFormComponent(p[0]) + '=' + encodeFormComponent(p[1]);
        })
        .join('&');
    }
  }
  g.URLSearchParams = URLSearchParamsShim;
}
