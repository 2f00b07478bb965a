// The inline script run before first paint (before the CSS and the app) that
// sets <html data-theme="light|dark" data-theme-choice="light|dark|system">
// from, in order: the ?docusaurus-theme= query parameter, the stored choice
// (localStorage "theme"), the system preference (only with
// respectPrefersColorScheme), the config's defaultMode.
// It also sets data-announcement-bar-initially-dismissed so a dismissed
// announcement bar is hidden before paint (left out when the options say
// announcementBar: false or null, i.e. the site has none).
//
// The generator calls colorModeScript({defaultMode, respectPrefersColorScheme})
// (e.g. in goja) and inlines the returned ES5 text in a <script>.
export default function colorModeScript(options) {
  var opts = options || {};
  var defaultMode = opts.defaultMode === 'dark' ? 'dark' : 'light';
  var respectPrefersColorScheme = !!opts.respectPrefersColorScheme;
  var withAnnouncementBar = opts.announcementBar !== false && opts.announcementBar !== null;
  return (
    '(function(){' +
    'var defaultMode=' + JSON.stringify(defaultMode) + ';' +
    'var respectPrefersColorScheme=' + (respectPrefersColorScheme ? 'true' : 'false') + ';' +
    'var d=document.documentElement;' +
    'function valid(t){return t==="light"||t==="dark"?t:null;}' +
    'function fromQuery(){try{var m=/[?&]docusaurus-theme=([^&#]*)/.exec(window.location.search);return m?valid(decodeURIComponent(m[1])):null;}catch(e){return null;}}' +
    'function fromStorage(){try{return valid(window.localStorage.getItem("theme"));}catch(e){return null;}}' +
    'function fromSystem(){try{if(window.matchMedia("(prefers-color-scheme: dark)").matches)return "dark";if(window.matchMedia("(prefers-color-scheme: light)").matches)return "light";}catch(e){}return null;}' +
    'var choice=fromQuery()||fromStorage();' +
    'var theme;' +
    'if(choice){theme=choice;}' +
    'else if(respectPrefersColorScheme){theme=fromSystem()||defaultMode;choice="system";}' +
    'else{theme=defaultMode;choice=defaultMode;}' +
    'd.setAttribute("data-theme",theme);' +
    'd.setAttribute("data-theme-choice",choice);' +
    'try{var q=window.location.search.replace(/^\\?/,"").split("&");for(var i=0;i<q.length;i++){var kv=q[i].split("=");var k=decodeURIComponent(kv[0]||"");if(k.indexOf("docusaurus-data-")===0){d.setAttribute(k.replace("docusaurus-data-","data-"),decodeURIComponent(kv[1]||""));}}}catch(e){}' +
    (withAnnouncementBar
      ? 'try{d.setAttribute("data-announcement-bar-initially-dismissed",window.localStorage.getItem("docusaurus.announcement.dismiss")==="true"?"true":"false");}catch(e){}'
      : '') +
    '})();'
  );
}
