new URL('https://Example.COM:443/a/./b/../c?x=1#top').href
new URL('http://example.com').href
new URL('http://user:pw@example.com:8080/p').host + ' ' + new URL('http://user:pw@example.com:8080/p').origin
new URL('guide/intro?x', 'https://example.com/docs/start').href
new URL('/abs', 'https://example.com/docs/start').href
new URL('?q=2', 'https://example.com/docs/start?q=1').href
new URL('//cdn.example.com/x.js', 'https://example.com/').href
new URL('../up', 'https://example.com/a/b/c').href
(() => { const u = new URL('https://example.com/p?a=1'); u.searchParams.append('utm_source', 'site name'); u.searchParams.set('a', '2'); return u.toString(); })()
new URL('https://example.com/a b').pathname
new URL('https://example.com/p?x=1#h').search + ' ' + new URL('https://example.com/p?x=1#h').hash + ' ' + new URL('https://example.com/p?x=1#h').searchParams.get('x')
JSON.stringify({u: new URL('https://example.com')})
(() => { try { new URL('not a url'); return 'no error'; } catch (e) { return e.name; } })()
new URL('mailto:someone@example.com').href
