package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A command that a site's plugin adds to Docusaurus's CLI with extendCli runs as gosaurus
// <command>, in the site folder, with its arguments and options parsed as commander parses
// them, the plugin made with the site's context and its options (an id among them), its
// output on stdout. A command no plugin adds is refused with the commands they do add; one
// that throws fails with its message.
func TestPluginCommands(t *testing.T) {
	site := t.TempDir()
	for name, body := range map[string]string{
		"docusaurus.config.js": "module.exports = {title: 'Site T', url: 'https://example.com', baseUrl: '/', plugins: ['./plugins/greet.js']};\n",
		"plugins/greet.js": `const fs = require('fs'), path = require('path');
module.exports = function greet(context, options) {
  return {name: 'greet', extendCli(cli) {
    cli.command('greet').description('Greets.').arguments('<who>').option('-l, --loud', 'shout').option('--punct <p>', 'the end')
      .action(async (who, cmd) => {
        const o = cmd.opts();
        let s = 'hello ' + who + (o.punct || '.');
        if (o.loud) s = s.toUpperCase();
        await new Promise((r) => setTimeout(r, 10));
        fs.writeFileSync(path.join(context.siteDir, 'greeting.txt'), s + ' from ' + context.siteConfig.title + ', ' + options.id);
        console.log('greeted');
      });
    cli.command('fail').action(() => { throw new Error('no greeting today'); });
  }};
};
`,
	} {
		p := filepath.Join(site, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(site)
	code, out, errOut := runCLI(t, "greet", "world", "-l", "--punct", "!")
	if code != 0 || !strings.Contains(out, "greeted") {
		t.Fatalf("greet: status %d, stdout %q, stderr %q", code, out, errOut)
	}
	if got, err := os.ReadFile(filepath.Join(site, "greeting.txt")); err != nil || string(got) != "HELLO WORLD! from Site T, default" {
		t.Errorf("greeting.txt: %q, %v", got, err)
	}
	code, _, errOut = runCLI(t, "gret")
	if want := `gosaurus: unknown command "gret"`; code != 2 || !strings.Contains(errOut, want) || !strings.Contains(errOut, "The site's plugins add greet, fail.") {
		t.Errorf("gret: status %d, stderr %q; want 2, %q and the plugins' commands", code, errOut, want)
	}
	code, _, errOut = runCLI(t, "fail")
	if code != 1 || !strings.Contains(errOut, "no greeting today") {
		t.Errorf("fail: status %d, stderr %q; want 1 and the plugin's message", code, errOut)
	}
}
