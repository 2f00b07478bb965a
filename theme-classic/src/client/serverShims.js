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

// URL, which components build links with while rendering (new URL(link), then searchParams):
// absolute URLs of hierarchical schemes (http:, https:, …) and references resolved against a
// base, host lower-cased, default ports dropped, dot segments removed, as browsers do.
if (typeof g.URL === 'undefined') {
  var defaultPorts = {'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443', 'ftp:': '21'};
  var absoluteURL = /^([a-zA-Z][a-zA-Z0-9+.-]*:)(?:\/\/(?:([^:@/?#]*)(?::([^@/?#]*))?@)?([^:/?#]*)(?::(\d*))?)?([^?#]*)(\?[^#]*)?(#.*)?$/;
  var removeDotSegments = function (path) {
    var out = [];
    var segments = path.split('/');
    for (var i = 0; i < segments.length; i++) {
      var s = segments[i];
      if (s === '..') {
        if (out.length > 1) {
          out.pop();
        }
        if (i === segments.length - 1) {
          out.push('');
        }
      } else if (s === '.') {
        if (i === segments.length - 1) {
          out.push('');
        }
      } else {
        out.push(s);
      }
    }
    return out.join('/');
  };
  var encodePath = function (s) {
    return s.replace(/[^\x21-\x7e]|["<>`{}]/g, function (c) {
      return encodeURIComponent(c);
    });
  };
  var resolveReference = function (input, base) {
    if (absoluteURL.test(input) && /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(input)) {
      return input;
    }
    if (base === undefined) {
      throw new TypeError('Failed to construct \'URL\': Invalid URL');
    }
    var b = new URLShim(String(base));
    if (input.slice(0, 2) === '//') {
      return b.protocol + input;
    }
    var origin = b.protocol + '//' + (b.username ? b.username + (b.password ? ':' + b.password : '') + '@' : '') + b.host;
    if (input === '') {
      return origin + b.pathname + b.search;
    }
    switch (input.charAt(0)) {
      case '/':
        return origin + input;
      case '?':
        return origin + b.pathname + input;
      case '#':
        return origin + b.pathname + b.search + input;
    }
    return origin + b.pathname.slice(0, b.pathname.lastIndexOf('/') + 1) + input;
  };
  class URLShim {
    constructor(input, base) {
      var text = resolveReference(String(input).trim(), base);
      var m = absoluteURL.exec(text);
      if (!m) {
        throw new TypeError('Failed to construct \'URL\': Invalid URL');
      }
      this.protocol = m[1].toLowerCase();
      this.username = m[2] || '';
      this.password = m[3] || '';
      this.hostname = (m[4] || '').toLowerCase();
      var port = m[5] || '';
      this.port = defaultPorts[this.protocol] === port ? '' : port;
      var path = m[6] || '';
      if (m[4] !== undefined && path === '') {
        path = '/';
      }
      this.pathname = encodePath(removeDotSegments(path.replace(/\\/g, '/')));
      this._search = m[7] && m[7] !== '?' ? encodePath(m[7]) : '';
      this.hash = m[8] && m[8] !== '#' ? encodePath(m[8]) : '';
      this._params = null;
    }
    get host() {
      return this.hostname + (this.port ? ':' + this.port : '');
    }
    get origin() {
      return this.hostname ? this.protocol + '//' + this.host : 'null';
    }
    get search() {
      return this._search;
    }
    set search(value) {
      var s = String(value);
      if (s.charAt(0) === '?') {
        s = s.slice(1);
      }
      this._search = s ? '?' + encodePath(s) : '';
      this._params = null;
    }
    get searchParams() {
      if (!this._params) {
        var url = this;
        var params = new g.URLSearchParams(this._search);
        // Changes to the parameters rewrite the URL's query, as in browsers.
        ['append', 'delete', 'set', 'sort'].forEach(function (name) {
          var method = params[name];
          params[name] = function () {
            method.apply(params, arguments);
            var s = params.toString();
            url._search = s ? '?' + s : '';
          };
        });
        this._params = params;
      }
      return this._params;
    }
    get href() {
      var auth = this.username ? this.username + (this.password ? ':' + this.password : '') + '@' : '';
      var authority = this.hostname || auth ? '//' + auth + this.host : '';
      return this.protocol + authority + this.pathname + this._search + this.hash;
    }
    toString() {
      return this.href;
    }
    toJSON() {
      return this.href;
    }
  }
  g.URL = URLShim;
}

// Node, where Docusaurus renders, has Blob and File as globals, and packages name them while
// rendering (schema libraries check `value instanceof File`). Data-holding stand-ins suffice:
// nothing reads a file on the server.
if (typeof g.Blob === 'undefined') {
  g.Blob = class Blob {
    constructor(parts = [], options = {}) {
      this.parts = parts;
      this.type = options.type ? String(options.type).toLowerCase() : '';
      this.size = parts.reduce((n, p) => n + (typeof p === 'string' ? p.length : p.size || p.byteLength || 0), 0);
    }
  };
}
if (typeof g.File === 'undefined') {
  g.File = class File extends g.Blob {
    constructor(parts, name, options = {}) {
      super(parts, options);
      this.name = String(name);
      this.lastModified = options.lastModified ?? Date.now();
    }
  };
}
